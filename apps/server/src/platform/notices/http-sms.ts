import type { SmsProvider } from './providers.ts';

export type HttpSmsOptions = {
  url: string;
  token?: string | undefined;
  from?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Brazilian numbers are stored as 10-11 digits; providers want E.164 (+55...). */
export const toE164 = (digits: string): string => (digits.startsWith('+') ? digits : `+55${digits.replace(/\D/g, '')}`);

/**
 * A generic HTTP SMS gateway (Zenvia, Twilio-style proxies, an in-house relay): one JSON POST per message,
 * `Authorization: Bearer <SMS_HTTP_TOKEN>`, body `{ to, from?, message }`. Any non-2xx or a timeout throws, so
 * the caller can tell the person the SMS was not sent. The message is never logged (it carries a code).
 */
export const createHttpSmsProvider = (options: HttpSmsOptions): SmsProvider => {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'http',
    send: async ({ to, body, key }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (key) headers['idempotency-key'] = key;
      const payload = { to: toE164(to), message: body, ...(options.from ? { from: options.from } : {}) };
      const response = await doFetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`provedor de SMS respondeu ${response.status}`);
    },
  };
};
