import { createTransport } from 'nodemailer';
import type { EmailProvider } from './providers.ts';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; query options as nodemailer reads them. */
  url: string;
  /** The From header: `Portaria <nao-responda@exemplo.com.br>`. */
  from: string;
  timeoutMs?: number;
};

/**
 * E-mail through any SMTP relay (the condominium's provider, SES, Postmark, a local Postfix). One pooled
 * connection set per process; each send waits for the relay's 250, so a refusal or a timeout throws and the
 * caller can tell the person the e-mail did not leave. Bodies are never logged (document links are secrets).
 */
export const createSmtpEmailProvider = (options: SmtpOptions): EmailProvider & { close: () => void } => {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = createTransport(options.url, {
    from: options.from,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
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
