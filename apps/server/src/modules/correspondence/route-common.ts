import { errorSchema } from '@portaria/shared';

export const tag = 'correspondencia';
export const tags = [tag];

/** Error answers in OpenAPI (the one { message } shape), including the codes this area adds. */
export const errorCodes = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema])) as Record<number, typeof errorSchema>;
