import { createTransport } from 'nodemailer';
import type { EmailProvider } from './providers.ts';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; query options as nodemailer reads them. */
  url: string;
  /** The From header: `Portaria <nao-responda@exemplo.com.br>`. */
  from: string;
  timeoutMs?: number;
};

const TIMEOUTS = ['connectionTimeout', 'greetingTimeout', 'socketTimeout'] as const;

/**
 * nodemailer builds an SMTP transport given as a URL from the URL alone (its second argument is only the messages'
 * defaults), so the timeouts go in the URL's query; one already written in SMTP_URL is kept.
 */
export const smtpTransportUrl = (url: string, timeoutMs: number): string => {
  const parsed = new URL(url);
  for (const key of TIMEOUTS) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(timeoutMs));
  }
  return parsed.toString();
};

/**
 * E-mail through any SMTP relay (the condominium's provider, SES, Postmark, a local Postfix). One transport per
 * process (a connection per send; `?pool=true` in SMTP_URL keeps them open); each send waits for the relay's 250,
 * so a refusal or a timeout throws and the caller can tell the person the e-mail did not leave. Bodies are never logged (document links are secrets).
 */
export const createSmtpEmailProvider = (options: SmtpOptions): EmailProvider & { close: () => void } => {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = createTransport(smtpTransportUrl(options.url, timeoutMs), {
    from: options.from,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    name: 'smtp',
    send: async ({ to, subject, text, html, key }) => {
      await transport.sendMail({
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(key ? { messageId: `<${key}@portaria>` } : {}),
      });
    },
    close: () => transport.close(),
  };
};
