import { CATEGORIA_LABELS, formatDataHora, type Categoria } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../../notifications/providers.ts';

export type Recipient = { nome: string; email: string | null; telefone: string | null };
export type ParcelNotice = { id: number; categoria: Categoria; destinatario: string; dataChegada: Date; unidade: string; condominio: string };

/** Residents reachable by at least one channel, and how many messages of each kind go out. */
export const countReach = (recipients: Recipient[]) => ({
  notificados: recipients.filter((r) => r.email || r.telefone).length,
  notificacoes: { email: recipients.filter((r) => r.email).length, sms: recipients.filter((r) => r.telefone).length },
});

/**
 * E-mail and SMS to the unit's residents: recipient, unit, category, arrival time and the parcel's code. A provider failure
 * is logged and never undoes the registration (the parcel is already saved).
 */
export const notifyResidents = async (notifier: Notifier, log: FastifyBaseLogger, parcel: ParcelNotice, recipients: Recipient[]) => {
  const values = {
    unidade: parcel.unidade,
    // 'uma encomenda (sacola) para Ana Souza': the category in lower case inside the sentence (issue 19).
    categoria: CATEGORIA_LABELS[parcel.categoria].toLocaleLowerCase('pt-BR'),
    destinatario: parcel.destinatario,
    chegada: formatDataHora(parcel.dataChegada),
    codigo: `Cód.${parcel.id}`,
    condominio: parcel.condominio,
  };
  const sends: Promise<void>[] = [];
  for (const r of recipients) {
    const firstName = r.nome.split(' ')[0] ?? r.nome;
    if (r.email) {
      sends.push(
        notifier.email.send({
          to: r.email,
          subject: fill(M.notifyEmailSubject, values),
          text: fill(M.notifyEmailText, { ...values, nome: firstName }),
          purpose: 'correspondencia',
        }),
      );
    }
    if (r.telefone) sends.push(notifier.sms.send({ to: r.telefone, body: fill(M.notifySms, values), purpose: 'correspondencia' }));
  }
  const results = await Promise.allSettled(sends);
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log.warn({ idCorrespondencia: parcel.id, failed }, 'falha ao avisar moradores da correspondência');
};
