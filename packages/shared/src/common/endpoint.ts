import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one call: what the server validates and documents, what the web parses in development. */
export type Contract = {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** Every documented status: 2xx are what the web receives, the others the one `{ message }` error shape. */
  readonly response: Readonly<Record<number, z.ZodType>>;
};

/**
 * One API call, declared once (decision 072): the server registers its route from it and the web calls it
 * through one typed client. `path` is fastify style, relative to the API root (`/api`): `/veiculo/:id`.
 * The schemas come through `contract`, a dynamic import: the web needs them only to parse answers in development
 * and tests, and a production bundle must not carry zod into the login screen (decision 003).
 */
export type Endpoint<C extends Contract = Contract> = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** A list whose 200 is a page; it may answer 204 for an empty one, which the web reads as an empty page. */
  readonly paged?: boolean;
  readonly contract: () => Promise<C>;
};

/** Keeps the literal types of the declaration (method, path, schemas), so both sides infer from it. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

export type ContractOf<E extends Endpoint> = Awaited<ReturnType<E['contract']>>;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

export type ParamsOf<E extends Endpoint> = Input<ContractOf<E>['params']>;
export type QueryOf<E extends Endpoint> = Input<ContractOf<E>['query']>;
export type BodyOf<E extends Endpoint> = Input<ContractOf<E>['body']>;
export type HeadersOf<E extends Endpoint> = Input<ContractOf<E>['headers']>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<E extends Endpoint> = ContractOf<E>['response'];
/** What a successful call answers: the union of the declared 2xx outputs (a 204 is `null`, except on a page). */
export type ResponseOf<E extends Endpoint> = E['paged'] extends true
  ? Output<Responses<E>[200]>
  : { [S in keyof Responses<E> & SuccessStatus]: Output<Responses<E>[S]> }[keyof Responses<E> & SuccessStatus];

/** The `:name` placeholders of a path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

export type PathArgs<E extends Endpoint> = ContractOf<E>['params'] extends z.ZodObject
  ? [params: ParamsOf<E>]
  : [params?: undefined];

/** The concrete path of a call: `pathOf(vehicleEndpoints.update, { id: 7 })` is `/veiculo/7`. */
export const pathOf = <E extends Endpoint>(endpoint: E, ...[params]: PathArgs<E>): string =>
  endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.path}: falta o parâmetro ${name}`);
    }
    return encodeURIComponent(String(value));
  });

/** The name of a call as the server registers it and the tests print it: "PUT /veiculo/:id". */
export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
