import type { Config } from '../config.ts';
import { createDevOutbox, type DevOutbox } from './dev-outbox.ts';
import { createHttpSmsProvider } from './http-sms.ts';
import type { Notifier } from './providers.ts';

/**
 * Picks the SMS and e-mail providers. SMS: the HTTP gateway when SMS_HTTP_URL is set (http-sms.ts), otherwise the
 * development outbox. E-mail: the development outbox until an adapter exists. The outbox stays available in
 * development for the channels without a real provider.
 */
export type Notifications = { notifier: Notifier; outbox: DevOutbox | undefined };

export const createNotifier = (config: Config, now: () => Date, override?: Notifier): Notifications => {
  const outbox = config.devOutbox ? createDevOutbox(now) : undefined;
  if (override) return { notifier: override, outbox };
  const fallback = outbox ?? createDevOutbox(now);
  const sms = config.smsHttp ? createHttpSmsProvider(config.smsHttp) : fallback.sms;
  return { notifier: { sms, email: fallback.email }, outbox };
};

/** One line for the startup log: where a person finds the SMS the app sends. */
export const describeSmsDelivery = (config: Config, baseUrl: string): string => {
  if (config.smsHttp) return `SMS: provedor HTTP em ${new URL(config.smsHttp.url).origin}`;
  if (config.devOutbox) return `SMS e e-mails (desenvolvimento): leia os códigos em ${baseUrl}/dev/outbox`;
  return 'SMS: nenhum provedor configurado (defina SMS_HTTP_URL); as mensagens não saem do servidor';
};
