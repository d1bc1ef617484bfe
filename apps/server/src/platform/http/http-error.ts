/** An error whose message is already pt-BR copy fit for the user; the error handler passes it through. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
