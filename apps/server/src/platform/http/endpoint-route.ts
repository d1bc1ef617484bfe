import type { Contract, ContractOf, Endpoint } from '@portaria/shared/common/endpoint';
import type { FastifyContextConfig, FastifySchema } from 'fastify';

type SchemaOf<C extends Contract> = {
  summary: string;
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  headers: C['headers'];
  response: C['response'];
};

type Extra<S> = { config?: FastifyContextConfig; schema?: S };

const defined = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

/**
 * Method, url and schema of a route, taken from its shared declaration (decision 072); the module adds the
 * handler, its hooks and what only the server knows (tags, security, rate limits):
 * `app.route({ ...(await routeOf(vehicleEndpoints.create)), handler })`. endpoints.test.ts checks that the app's
 * routes are exactly the shared declarations and that no module registers one by hand.
 */
export const routeOf = async <E extends Endpoint, S extends FastifySchema = object>(
  endpoint: E,
  extra: Extra<S> = {},
) => {
  const contract: Contract = await endpoint.contract();
  const schema = defined({
    summary: endpoint.summary,
    params: contract.params,
    querystring: contract.query,
    body: contract.body,
    headers: contract.headers,
    response: contract.response,
  });
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: extra.config ?? {},
    schema: { ...schema, ...extra.schema } as SchemaOf<ContractOf<E>> & S,
  };
};
