import type { Access } from '../platform/http/area-routes.ts';

/**
 * Walks the app's own OpenAPI document, so a new route is swept without anyone remembering to add it: the
 * bad-input requests of bad-input.test.ts and the operations of the access grid (access-grid.test.ts).
 */

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-access'?: Access;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  /** "POST /api/veiculo" */
  key: string;
  method: string;
  path: string;
  params: Parameter[];
  body: JsonSchema | undefined;
  tag: string;
  /** Needs a Bearer token (the document's security names bearerAuth). */
  isBearer: boolean;
  access: Access | undefined;
  /** The 200 answer has a list in it: a list, search or export route for the grid's search case. */
  isList: boolean;
  /** The statuses the operation declares ("200", "409", ...). */
  responses: string[];
};

export type Category = 'int4' | 'nul' | 'surrogate' | 'date';
export type BadRequest = {
  category: Category;
  /** What was changed, for the failure report: "query unidade=2147483648". */
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
};

/** Raw (already percent-encoded) values: a lone surrogate has no UTF-8 form, so its bytes are sent as ED A0 80. */
const BAD_RAW: Record<'integer' | 'string', [Category, string][]> = {
  integer: [
    ['int4', '2147483648'],
    ['int4', '99999999999999999999'],
  ],
  string: [
    ['nul', '%00'],
    ['nul', 'a%00b'],
    ['surrogate', '%ED%A0%80'],
  ],
};
const BAD_JSON: Record<'integer' | 'string', [Category, unknown][]> = {
  integer: [
    ['int4', 2147483648],
    ['int4', 1e20],
  ],
  string: [
    ['nul', 'a\u0000b'],
    ['surrogate', '\ud800'],
    ['surrogate', 'x\udc00'],
  ],
};

/**
 * Year 0000 and years outside 2000–2100 (issue 28 item 13, decision 095) written in the shape of a valid date value:
 * 'YYYY-MM-DD', 'YYYY-MM', 'YYYY-MM-DDTHH:mm:ss' or 'DD/MM/YYYY[ HH:mm:ss]'. Not a date: none.
 */
const BAD_YEARS = ['0000', '1999', '2101'];
export const badDates = (value: unknown): string[] => {
  if (typeof value !== 'string') return [];
  if (/^\d{4}-\d{2}(-\d{2})?(T|$)/.test(value)) return BAD_YEARS.map((year) => `${year}${value.slice(4)}`);
  if (/^\d{2}\/\d{2}\/\d{4}/.test(value))
    return BAD_YEARS.map((year) => `${value.slice(0, 6)}${year}${value.slice(10)}`);
  return [];
};

export const listOperations = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in !== 'header'),
      body: op.requestBody?.content['application/json']?.schema,
      tag: op.tags?.[0] ?? '',
      isBearer: (op.security ?? []).some((s) => 'bearerAuth' in s),
      access: op['x-access'],
      isList: Object.values(op.responses?.['200']?.content?.['application/json']?.schema.properties ?? {}).some((p) =>
        kindsOf(p).has('array'),
      ),
      responses: Object.keys(op.responses ?? {}),
    })),
  );

/** The kinds a schema accepts, looking through anyOf (nullable and unions). */
const kindsOf = (schema: JsonSchema): Set<string> => {
  const kinds = new Set<string>();
  if (schema.type) kinds.add(schema.type);
  for (const option of schema.anyOf ?? []) for (const kind of kindsOf(option)) kinds.add(kind);
  return kinds;
};

/** Every scalar leaf of a body schema with its path, recursing into objects and arrays. */
const leaves = (
  schema: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; kind: 'integer' | 'string' }[] => {
  const kinds = kindsOf(schema);
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([name, child]) => leaves(child, [...path, name]));
  if (kinds.has('array') && schema.items) return leaves(schema.items, [...path, 0]);
  if (kinds.has('integer') || kinds.has('number')) return [{ path, kind: 'integer' }];
  if (kinds.has('string') && !(schema.enum && schema.enum.every((v) => v === null))) return [{ path, kind: 'string' }];
  return [];
};

const getIn = (source: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    source,
  );

const setIn = (target: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(target) && target.length > 0 ? [...target] : [undefined];
    list[0] = setIn(list[0], rest, value);
    return list;
  }
  const object = target && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  object[head!] = setIn(object[head!], rest, value);
  return object;
};

/**
 * One request per bad value per input: each changes a single path param, query param or body field of a valid
 * request, so the bad value is not hidden behind another field's validation error.
 */
export const badRequests = (
  op: Operation,
  valid: { path: Record<string, string>; query: Record<string, string>; body: unknown },
  /** Valid values of optional date parameters, so their bad years are swept too (the valid base omits them). */
  optionalDates: Record<string, string> = {},
): BadRequest[] => {
  const out: BadRequest[] = [];
  for (const param of op.params) {
    const kind = kindsOf(param.schema).has('integer') || kindsOf(param.schema).has('number') ? 'integer' : 'string';
    const where = param.in === 'path' ? 'path' : 'query';
    const current = (where === 'path' ? valid.path : valid.query)[param.name];
    // Also a NUL after a valid value: it passes shape checks (CPF, e-mail) that a bare NUL would fail.
    const withNul: [Category, string][] = kind === 'string' && current ? [['nul', `${current}%00`]] : [];
    const dates: [Category, string][] =
      kind === 'string'
        ? badDates(current ?? optionalDates[param.name]).map((d) => ['date', encodeURIComponent(d)])
        : [];
    for (const [category, raw] of [...BAD_RAW[kind], ...withNul, ...dates]) {
      out.push({
        category,
        label: `${where} ${param.name}=${raw}`,
        path: where === 'path' ? { ...valid.path, [param.name]: raw } : valid.path,
        query: where === 'query' ? { ...valid.query, [param.name]: raw } : valid.query,
        body: valid.body,
      });
    }
  }
  for (const leaf of op.body ? leaves(op.body) : []) {
    const current = getIn(valid.body, leaf.path);
    const withNul: [Category, unknown][] =
      leaf.kind === 'string' && typeof current === 'string' ? [['nul', `${current}\u0000`]] : [];
    const dates: [Category, unknown][] = leaf.kind === 'string' ? badDates(current).map((d) => ['date', d]) : [];
    for (const [category, value] of [...BAD_JSON[leaf.kind], ...withNul, ...dates]) {
      out.push({
        category,
        label: `body ${leaf.path.join('.')}=${JSON.stringify(value)}`,
        path: valid.path,
        query: valid.query,
        body: setIn(valid.body, leaf.path, value),
      });
    }
  }
  return out;
};

/** "/api/veiculo/{id}" + { id: '7' } + { page: '1' } -> "/api/veiculo/7?page=1" (values already encoded). */
export const toUrl = (path: string, params: Record<string, string>, query: Record<string, string>): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '1');
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
};
