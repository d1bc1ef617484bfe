import {
  pathOf,
  type BodyOf,
  type Contract,
  type ContractOf,
  type Endpoint,
  type ParamsOf,
  type PathArgs,
  type QueryOf,
  type ResponseOf,
} from '@portaria/shared/common/endpoint';
import type { z } from 'zod';
import { requestBlob, requestWithStatus, type BlobResponse, type RequestOptions } from './api-client';

/**
 * Answers are parsed with the endpoint's own schemas in development and tests, never in a production build: there
 * the branch is dropped with the schemas' dynamic imports, so zod stays out of the login screen (decision 003).
 */
const isCheckingAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** An answer that does not match its declaration: a bug in the server or the contract, shown in development. */
export class ResponseContractError extends Error {
  constructor(endpoint: Endpoint, status: number, detail: string) {
    super(`${endpoint.method} ${endpoint.path} respondeu ${status} fora do contrato: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

type Query = NonNullable<RequestOptions['query']>;

export type CallOptions<E extends Endpoint> = (ContractOf<E>['params'] extends z.ZodObject
  ? { params: ParamsOf<E> }
  : { params?: undefined }) & {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Overrides the session token (login sequence, two-factor token); `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** A background read: its 401/403 never ends the session (RequestOptions.isBackground). */
  isBackground?: boolean;
};

type OptionsArgs<E extends Endpoint> = ContractOf<E>['params'] extends z.ZodObject
  ? [options: CallOptions<E>]
  : [options?: CallOptions<E>];

const urlOf = <E extends Endpoint>(endpoint: E, options: CallOptions<E>) =>
  pathOf(endpoint, ...([options.params] as PathArgs<E>));

const requestOptions = <E extends Endpoint>(endpoint: E, options: CallOptions<E>): RequestOptions => ({
  method: endpoint.method,
  body: options.body,
  query: options.query as Query | undefined,
  token: options.token,
  signal: options.signal,
  headers: options.headers,
  isBackground: options.isBackground,
});

const contracts = new WeakMap<Endpoint, Contract>();

/** Loads the schemas of these endpoints ahead (tests do it once), so checking an answer adds no wait. */
export const preloadContracts = async (endpoints: readonly Endpoint[]) => {
  // zod's pt-BR defaults come with the schemas (the entry does not load zod: decision 003).
  await import('@portaria/shared/zod-locale');
  await Promise.all(endpoints.map(async (endpoint) => contracts.set(endpoint, await endpoint.contract())));
};

const checkWith = (contract: Contract, endpoint: Endpoint, status: number, body: unknown) => {
  const schema = contract.response[status];
  if (!schema) throw new ResponseContractError(endpoint, status, 'status não declarado');
  const result = schema.safeParse(status === 204 ? null : body);
  if (!result.success) throw new ResponseContractError(endpoint, status, result.error.message);
};

/** Synchronous when the contract is already loaded; otherwise it is loaded (dynamic import) and kept. */
const checkAnswer = (endpoint: Endpoint, status: number, body: unknown): Promise<void> | void => {
  const known = contracts.get(endpoint);
  if (known) return checkWith(known, endpoint, status, body);
  return preloadContracts([endpoint]).then(() => checkWith(contracts.get(endpoint)!, endpoint, status, body));
};

/** Spec 01 §3: an empty page has no rows and no pages (shared/common/page.ts emptyPage, kept free of zod here). */
const emptyPageOf = (query: unknown) => {
  const page = Number((query as { page?: unknown } | undefined)?.page ?? 1);
  return { data: [], meta: { page, totalPages: 0, totalItems: 0 } };
};

/**
 * Calls one declared endpoint: the url from its path and params, the answer typed from its schemas. A paged
 * endpoint's 204 is an empty page, so every list reads one shape whatever the area answers (decision 072); any
 * other 204 is `null`. Errors are the api-client's ApiError (and its expired-session rule).
 */
export const call = async <E extends Endpoint>(endpoint: E, ...[options]: OptionsArgs<E>): Promise<ResponseOf<E>> => {
  const given = (options ?? {}) as CallOptions<E>;
  const { status, body } = await requestWithStatus(urlOf(endpoint, given), requestOptions(endpoint, given));
  if (isCheckingAnswers) {
    const checking = checkAnswer(endpoint, status, body);
    if (checking) await checking;
  }
  if (status === 204) return (endpoint.paged ? emptyPageOf(given.query) : null) as ResponseOf<E>;
  return body as ResponseOf<E>;
};

/** A file answer (photo, report): the Blob (null for 204), its status and the name the server gives. */
export const callBlob = <E extends Endpoint>(endpoint: E, ...[options]: OptionsArgs<E>): Promise<BlobResponse> => {
  const given = (options ?? {}) as CallOptions<E>;
  return requestBlob(urlOf(endpoint, given), requestOptions(endpoint, given));
};
