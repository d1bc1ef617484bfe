import { ORIGIN_HEADER } from '@portaria/shared/constants';
import { MESSAGES } from '@portaria/shared/messages';
import { env } from '../config/env';
import { getSession, markSessionExpired } from './session';
import { openSessionExpired } from './session-expired';

/** Every failed call ends as an ApiError carrying the HTTP status (0: no answer) and the pt-BR message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when it speaks to the user (a 4xx: what to fix); undefined for 5xx and network failures. */
export const userMessageOf = (error: unknown): string | undefined =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;

/**
 * A failure that may pass if the same request is sent again: no answer (network down, timeout: status 0), 408, 429
 * or a 5xx. A refusal (409, 422) or any other 4xx answers the same way again, and so does an answer the web could
 * not read: those get the reason and OK, never 'Tentar novamente' (decision 104).
 */
export const mayPassOnRetry = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Overrides the session token (login sequence); `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A read nobody is waiting for (the desk's offline refresh, decision 129): its 401/403 never ends the session. It may
   * have been sent a moment after the doorkeeper chose another condominium, for the one left; the screens' own
   * requests end the session when it has really ended.
   */
  isBackground?: boolean;
};

/**
 * The context exchange answers 403 for "no role there": that is a business answer, not an expired session.
 * The hourly refresh decides itself (use-permission-refresh.ts): its 401 may only mean another tab renewed the
 * token a moment earlier, and the new one is on its way (decision 096).
 * The public account screens (two-factor, registration/reset with the temporary token, pre-registration,
 * development outbox) have no session to expire: their 401/403 are shown by the screen itself.
 */
const SESSION_RULE_EXEMPT = [
  '/auth/rbac/context/',
  '/auth/rbac/refresh/',
  '/auth/rbac/logout',
  '/auth/rbac/project/',
  '/token/',
  '/external/',
  '/public/',
  '/condominios/public/',
  '/dev/',
];

const buildUrl = (path: string, query?: Query): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;

const applySessionRule = (path: string, status: number, sentBearer: boolean) => {
  if (SESSION_RULE_EXEMPT.some((prefix) => path.startsWith(prefix))) return;
  // Spec §8: any 403 outside the context exchange; a 401 on a call made with our token means the same thing.
  if (status === 403 || (status === 401 && sentBearer)) {
    markSessionExpired();
    openSessionExpired();
  }
};

const send = async (path: string, options: RequestOptions, accept: string): Promise<Response> => {
  const token = options.token === undefined ? getSession().token : options.token;
  const headers: Record<string, string> = { Accept: accept, [ORIGIN_HEADER.name]: ORIGIN_HEADER.value };
  // A file (the residents import) goes as its bytes; anything else as JSON.
  const isFile = options.body instanceof Blob;
  if (options.body !== undefined) headers['Content-Type'] = isFile ? 'application/octet-stream' : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isFile ? (options.body as Blob) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) {
    const body = await readBody(response);
    if (!options.isBackground) applySessionRule(path, response.status, Boolean(token));
    throw new ApiError(response.status, messageOf(body) ?? MESSAGES.internalError);
  }
  return response;
};

export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const response = await send(path, options, 'application/json');
  return (await readBody(response)) as T;
};

/** A file answer (photo, report): the body as a Blob (null for 204) and the name from Content-Disposition. */
export type BlobResponse = { status: number; blob: Blob | null; fileName: string | null };

const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
};

export const requestBlob = async (path: string, options: RequestOptions = {}): Promise<BlobResponse> => {
  const response = await send(path, options, '*/*');
  const blob = response.status === 204 ? null : await response.blob();
  return { status: response.status, blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  blob: (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => requestBlob(path, options),
};

/** The body with its status: the typed endpoint client (endpoint-client.ts) tells a 204 from an empty 200. */
export const requestWithStatus = async (
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; body: unknown }> => {
  const response = await send(path, options, 'application/json');
  return { status: response.status, body: await readBody(response) };
};
