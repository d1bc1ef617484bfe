/**
 * SMS and e-mail leave the server only through these interfaces. Areas call `notifier.sms.send` /
 * `notifier.email.send`; which provider answers is decided once, from the configuration, in createNotifier.
 */
/** `key`, when present, names the message once for every retry (Idempotency-Key / Message-ID): a provider may drop a repeat. */
export type SmsMessage = { to: string; body: string; purpose: string; key?: string | undefined };
/** `text` is always sent; `html`, when present, is the same message for clients that show HTML. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  purpose: string;
  key?: string | undefined;
};

export type SmsProvider = { name: string; send: (message: SmsMessage) => Promise<void> };
export type EmailProvider = { name: string; send: (message: EmailMessage) => Promise<void> };

export type Notifier = { sms: SmsProvider; email: EmailProvider };
