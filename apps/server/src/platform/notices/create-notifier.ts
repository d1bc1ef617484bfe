import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createDevOutbox, type DevOutbox } from './dev-outbox.ts';
import { createHttpSmsProvider } from './http-sms.ts';
import type { EmailProvider, Notifier, SmsProvider } from './providers.ts';
import { createSmtpEmailProvider } from './smtp-email.ts';

/**
 * Picks the SMS and e-mail providers. SMS: the HTTP gateway when SMS_HTTP_URL is set (http-sms.ts), otherwise the
 * development outbox when it is on. E-mail: SMTP when SMTP_URL is set (smtp-email.ts), otherwise the outbox. A channel with
 * neither fails each send, so the caller says the message did not leave instead of pretending it did.
 */
export type Notifications = { notifier: Notifier; outbox: DevOutbox | undefined };

const unconfigured = (channel: string) => async () => {
  throw new Error(`nenhum provedor de ${channel} configurado`);
};
const noSms: SmsProvider = { name: 'none', send: unconfigured('SMS') };
const noEmail: EmailProvider = { name: 'none', send: unconfigured('e-mail') };

export const createNotifier = (config: Config, now: () => Date, override?: Notifier, db?: Database): Notifications => {
  const outbox = config.devOutbox ? createDevOutbox(now, db) : undefined;
  if (override) return { notifier: override, outbox };
  const sms = config.smsHttp ? createHttpSmsProvider(config.smsHttp) : (outbox?.sms ?? noSms);
  const email = config.smtp ? createSmtpEmailProvider(config.smtp) : (outbox?.email ?? noEmail);
  return { notifier: { sms, email }, outbox };
};

/** The outbox's full address: the only way in, printed in the terminal like a notebook server's token link. */
export const outboxAddress = (config: Config, baseUrl: string): string =>
  `${baseUrl}/dev/outbox?key=${encodeURIComponent(config.devOutboxKey)}`;

/** One line for the terminal at start: where a person finds the SMS the app sends. */
export const describeSmsDelivery = (config: Config, baseUrl: string): string => {
  if (config.smsHttp) return `SMS: provedor HTTP em ${new URL(config.smsHttp.url).origin}`;
  if (config.devOutbox) return `SMS e e-mails (desenvolvimento): leia os códigos em ${outboxAddress(config, baseUrl)}`;
  return 'SMS: nenhum provedor configurado (defina SMS_HTTP_URL); as mensagens não saem do servidor';
};
