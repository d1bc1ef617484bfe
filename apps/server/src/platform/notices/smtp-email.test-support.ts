import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 (no TLS, any login): keeps each message as it arrived on the wire. */
export const startLocalSmtp = async () => {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error('caixa cheia'), { responseCode: 552 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  // A client killed mid-message (kill -9 in the scale-out test) resets its connection: expected, not a test error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    decoded,
    received,
    refuse: (value: boolean) => {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Decodes the quoted-printable parts nodemailer writes, enough to read a link and pt-BR text back. */
export const decoded = (raw: string) =>
  raw
    .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (seq) => Buffer.from(seq.replace(/=/g, ''), 'hex').toString('utf8'));
