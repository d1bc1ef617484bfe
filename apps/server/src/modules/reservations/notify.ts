import { fill } from '@portaria/shared/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../../notifications/providers.ts';

export type Recipient = { nome: string; email: string | null; telefone: string | null };
export type Notice = { subject: string; text: string; sms: string; values: Record<string, string>; purpose: 'reservas' | 'mudancas' };

/** Residents reachable by at least one channel. */
export const reachable = (recipients: Recipient[]) => recipients.filter((r) => r.email || r.telefone).length;

/**
 * E-mail and SMS to the unit's residents (development outbox by default). Sent after the change committed; a
 * provider failure is logged and never undoes the reservation or the move.
 */
export const notifyUnit = async (notifier: Notifier, log: FastifyBaseLogger, notice: Notice, recipients: Recipient[]) => {
  const sends: Promise<void>[] = [];
  for (const r of recipients) {
    const nome = r.nome.split(' ')[0] ?? r.nome;
    if (r.email) {
      const subject = fill(notice.subject, notice.values);
      sends.push(notifier.email.send({ to: r.email, subject, text: fill(notice.text, { ...notice.values, nome }), purpose: notice.purpose }));
    }
    if (r.telefone) sends.push(notifier.sms.send({ to: r.telefone, body: fill(notice.sms, notice.values), purpose: notice.purpose }));
  }
  const failed = (await Promise.allSettled(sends)).filter((s) => s.status === 'rejected').length;
  if (failed > 0) log.warn({ failed, purpose: notice.purpose }, 'falha ao avisar moradores');
};
