/**
 * The one query-key convention: every key of an area starts with the area's name, so invalidating `keys.all`
 * reaches all its lists, and `keys.of(kind, ...params)` names one of them. Invalidate through these, never
 * through literal arrays, so a renamed key cannot silently stop a refetch.
 */
export const createQueryKeys = <Area extends string>(area: Area) => ({
  all: [area] as const,
  of: <Params extends readonly unknown[]>(kind: string, ...params: Params) => [area, kind, ...params] as const,
});
