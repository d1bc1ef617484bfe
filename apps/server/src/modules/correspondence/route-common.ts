import { errorSchema } from '@portaria/shared';
import { bearerSecurity, originHeaders } from '../../lib/route-schemas.ts';

export const tags = ['correspondencia'];
export const common = { tags, security: bearerSecurity, headers: originHeaders };

/** Error answers in OpenAPI (the one { message } shape), including the codes this area adds. */
export const errorCodes = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema])) as Record<number, typeof errorSchema>;
