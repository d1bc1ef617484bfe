import {
  CATEGORIA_LABELS,
  formatDataHora,
  type Categoria,
} from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { LINK_SLOT, messagesFor, type NoticeMessage, type Recipient } from '../../platform/notices/notices.ts';

export type { Recipient };
export type ParcelNotice = {
  id: number;
  categoria: Categoria;
  destinatario: string;
  dataChegada: Date;
  unidade: string;
  condominio: string;
};

/** Residents reachable by at least one channel, and how many messages of each kind go out. */
export const countReach = (recipients: Recipient[]) => ({
  notificados: recipients.filter((r) => r.email || r.telefone).length,
  notificacoes: { email: recipients.filter((r) => r.email).length, sms: recipients.filter((r) => r.telefone).length },
});

/**
 * E-mail and SMS to the unit's residents: recipient, unit, category, arrival time, the label's code and the secret
 * pickup code. They are queued in the registration's transaction and sent by the queue's workers (decision 086);
 * the pickup code rides only in the job's `segredo`, which the job's last attempt drops (decision 127).
 */
export const parcelMessages = (
  parcel: ParcelNotice,
  recipients: Recipient[],
  codigoRetirada: string,
): NoticeMessage[] => {
  const values = {
    unidade: parcel.unidade,
    // 'uma encomenda (sacola) para Ana Souza': the category in lower case inside the sentence (issue 19).
    categoria: CATEGORIA_LABELS[parcel.categoria].toLocaleLowerCase('pt-BR'),
    destinatario: parcel.destinatario,
    chegada: formatDataHora(parcel.dataChegada),
    codigo: `Cód.${parcel.id}`,
    codigoRetirada: LINK_SLOT,
    condominio: parcel.condominio,
  };
  const messages = messagesFor(recipients, 'correspondencia', (nome) => ({
    subject: fill(M.notifyEmailSubject, values),
    text: fill(M.notifyEmailText, { ...values, nome }),
    sms: fill(M.notifySms, values),
  }));
  return messages.map((message) => ({ ...message, segredo: codigoRetirada }));
};
