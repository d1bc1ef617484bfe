import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalSmtp } from '../notifications/smtp-email.test-support.ts';

/**
 * A local SMS gateway (HTTP) and SMTP server for multi-process tests and benchmarks: they count each message by the
 * name the queue gives it (Idempotency-Key / Message-ID). The gateway may answer late or fail on demand.
 */
export const startFakeSmsGateway = async () => {
  const received: string[] = [];
  const state = { status: 202, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    // A sender killed mid-request (kill -9) resets the connection: expected here, never an uncaught error.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const answer = () => {
        if (state.status < 300) received.push(String(req.headers['idempotency-key'] ?? `sem-chave:${raw}`));
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
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export const startFakeSmtp = async () => {
  const smtp = await startLocalSmtp();
  return {
    ...smtp,
    /** The Message-IDs received (`aviso-N`), one per accepted message. */
    keys: () => smtp.received.map((m) => /^Message-ID: <([^@>]+)@/im.exec(m.raw)?.[1] ?? 'sem-chave'),
  };
};
