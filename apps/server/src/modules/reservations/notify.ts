import { fill } from '@portaria/shared/text';
import { messagesFor, type NoticeMessage, type Recipient } from '../../platform/notices/notices.ts';

export type { Recipient };
export type Notice = {
  subject: string;
  text: string;
  sms: string;
  values: Record<string, string>;
  purpose: 'reservas' | 'mudancas';
};

/** Residents reachable by at least one channel. */
export const reachable = (recipients: Recipient[]) => recipients.filter((r) => r.email || r.telefone).length;

/**
 * E-mail and SMS to the unit's residents, queued by the change's transaction (decision 086): the workers send them,
 * retry a provider's failure and record each try; nothing here can undo the reservation or the move.
 */
export const unitNotice = (notice: Notice, recipients: Recipient[]): NoticeMessage[] =>
  messagesFor(recipients, notice.purpose, (nome) => ({
    subject: fill(notice.subject, notice.values),
    text: fill(notice.text, { ...notice.values, nome }),
    sms: fill(notice.sms, notice.values),
  }));
