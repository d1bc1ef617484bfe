import type { Database } from '../../db/client.ts';
import type { Notifier } from './providers.ts';
import { emailHtml } from './email-html.ts';
import type { JobHandler, JobQueue } from './job-queue.ts';
import type { JobKind, NewJob } from './jobs.repository.ts';

/**
 * A secret the message carries: a link that opens something (a document, a biometrics invitation: `linkBase` +
 * `segredo`) or a parcel's pickup code (`segredo` alone, decision 127) replaces LINK_SLOT.
 */
type SecretLink = { linkBase?: string; segredo?: string };

/**
 * One message to one resident: what a notice job carries. Two-factor codes are never queued (sent at once, decision
 * 086); a secret rides only in `segredo`.
 */
export type NoticeMessage =
  | ({ channel: 'sms'; nome: string; to: string; body: string; purpose: string } & SecretLink)
  | ({
      channel: 'email';
      nome: string;
      to: string;
      subject: string;
      /** Plain text only: the worker builds the HTML part from it, every value escaped (platform/notices/email-html.ts). */
      text: string;
      purpose: string;
    } & SecretLink);

/**
 * Where a secret (a link, a pickup code) goes in a queued message (e-mail or SMS). The secret lives only in the
 * payload's `segredo`, which the record of the last attempt removes (jobs.repository.ts finishAttempt): a finished
 * job keeps no way in (decisions 090, 106, 127).
 */
export const LINK_SLOT = '[[link]]';

/** What the notice is about: the desk reads its status by (entidade, idEntidade). */
export type NoticeSubject = { idCondo: number; entidade: string; idEntidade: number; at: Date };

export type Recipient = { nome: string; email: string | null; telefone: string | null };

/** The same notice to each resident by e-mail and SMS, whichever they have. */
export const messagesFor = (
  recipients: Recipient[],
  purpose: string,
  build: (firstName: string) => { subject: string; text: string; sms: string },
): NoticeMessage[] =>
  recipients.flatMap((r) => {
    const content = build(r.nome.split(' ')[0] ?? r.nome);
    const out: NoticeMessage[] = [];
    if (r.email)
      out.push({ channel: 'email', nome: r.nome, to: r.email, subject: content.subject, text: content.text, purpose });
    if (r.telefone) out.push({ channel: 'sms', nome: r.nome, to: r.telefone, body: content.sms, purpose });
    return out;
  });

/** Queues the messages in the change's transaction; returns the job ids to hand to `queue.afterCommit`. */
export const queueNotices = (
  queue: JobQueue,
  tx: Database,
  subject: NoticeSubject,
  messages: NoticeMessage[],
): Promise<number[]> => {
  const rows: NewJob[] = messages.map(({ channel, nome, ...payload }) => ({
    kind: `aviso.${channel}` as JobKind,
    idCondo: subject.idCondo,
    entidade: subject.entidade,
    idEntidade: subject.idEntidade,
    nome,
    payload,
    maxAttempts: queue.settings.maxAttempts,
    runAt: subject.at,
  }));
  return queue.add(tx, rows);
};

/** The senders: each attempt names the message with the job's id, so a provider can drop a repeat. */
export const noticeHandlers = (notifier: Notifier): Record<'aviso.sms' | 'aviso.email', JobHandler> => ({
  'aviso.sms': async (payload, job) => {
    const p = payload as { to: string; body: string; purpose: string; linkBase?: string; segredo?: string };
    const body = p.segredo ? p.body.replaceAll(LINK_SLOT, `${p.linkBase ?? ''}${p.segredo}`) : p.body;
    await notifier.sms.send({ to: p.to, body, purpose: p.purpose, key: `aviso-${job.id}` });
  },
  'aviso.email': async (payload, job) => {
    // An `html` a job queued before the HTML was built here is ignored: it is rebuilt from the text.
    const p = payload as {
      to: string;
      subject: string;
      text: string;
      purpose: string;
      linkBase?: string;
      segredo?: string;
    };
    const link = p.segredo ? `${p.linkBase ?? ''}${p.segredo}` : null;
    const text = link ? p.text.replaceAll(LINK_SLOT, link) : p.text;
    const html = emailHtml(p.text, LINK_SLOT, link);
    await notifier.email.send({ to: p.to, subject: p.subject, text, html, purpose: p.purpose, key: `aviso-${job.id}` });
  },
});
