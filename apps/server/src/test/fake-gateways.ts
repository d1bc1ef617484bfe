import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalSmtp } from '../platform/notices/smtp-email.test-support.ts';

/**
 * What a real provider does with a message's name (Idempotency-Key / Message-ID): the first request with a key is
 * delivered, a later one with the same key is answered as accepted and dropped. `received` keeps every accepted
 * request (raw), `delivered` each key once, in the order they were first seen; a message without a key is always
 * delivered (named by its body).
 */
const deduplicating = () => {
  const received: string[] = [];
  const delivered: string[] = [];
  const seen = new Set<string>();
  return {
    received,
    delivered,
    accept: (key: string | undefined, fallback: string) => {
      const name = key ?? `sem-chave:${fallback}`;
      received.push(name);
      if (key && seen.has(key)) return;
      if (key) seen.add(key);
      delivered.push(name);
    },
    /** Requests the provider dropped as repeats of a key it had already delivered. */
    repeats: () => received.length - delivered.length,
  };
};

/**
 * A local SMS gateway (HTTP) and SMTP server for multi-process tests and benchmarks, deduplicating by key as a real
 * provider does. The gateway may answer late or fail on demand.
 */
export const startFakeSmsGateway = async () => {
  const log = deduplicating();
  const state = { status: 202, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    // A sender killed mid-request (kill -9) resets the connection: expected here, never an uncaught error.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const answer = () => {
        const key = req.headers['idempotency-key'];
        if (state.status < 300) log.accept(typeof key === 'string' ? key : undefined, raw);
        res.writeHead(state.status, { 'content-type': 'application/json' }).end('{}');
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received: log.received,
    delivered: log.delivered,
    repeats: log.repeats,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The SMTP side: every accepted message is read for its Message-ID (`aviso-N`) and deduplicated by it. */
export const startFakeSmtp = async () => {
  const smtp = await startLocalSmtp();
  const log = deduplicating();
  let read = 0;
  const sync = () => {
    for (; read < smtp.received.length; read += 1) {
      const raw = smtp.received[read]!.raw;
      log.accept(/^Message-ID: <([^@>]+)@/im.exec(raw)?.[1], raw);
    }
  };
  return {
    ...smtp,
    /** The keys of the accepted messages, repeats included. */
    keys: () => (sync(), [...log.received]),
    delivered: () => (sync(), [...log.delivered]),
    repeats: () => (sync(), log.repeats()),
  };
};
