import { CATEGORIA_LABELS, type Categoria } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { isDayTime, monthOf, REMINDERS } from '@portaria/shared/correspondence/reminders';
import { daysWaiting, daysWaitingText } from '@portaria/shared/correspondence/shelf';
import { plural } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { recordChange, unchanged, type ChangeDeps } from '../../platform/change/record-change.ts';
import { messagesFor } from '../../platform/notices/notices.ts';
import type { PeriodicTask } from '../../platform/notices/periodic.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { condominiumsWithOldParcels, insertDigest, oldParcels, syndicContacts } from './reminders.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Looked at every hour: the month's list goes in the first run by day (8h–20h) of the month. */
export const PARCEL_DIGEST_EVERY_MS = 60 * 60_000;
/** The jobs of a month's list are notices of this entity and the list's row. */
export const DIGEST_ENTITY = 'correspondencia_resumo';

const COUNT = { one: '{n} encomenda', other: '{n} encomendas' };

/** One condominium's list in its own change; the (condominium, month) row lets one process send it. */
const sendDigest = async (deps: ChangeDeps, idCondo: number, at: Date, mes: string): Promise<boolean> => {
  const before = new Date(at.getTime() - REMINDERS.digestMinDays * DAY_MS);
  return recordChange(deps, { idUsuario: null, idCondo, at }, async (tx) => {
    const { total, oldest } = await oldParcels(tx, idCondo, before, REMINDERS.digestOldest);
    if (total === 0) return unchanged(false);
    const idResumo = await insertDigest(tx, { idCondo, mes, quantidade: total, enviadoEm: at });
    if (idResumo === null) return unchanged(false);
    const condo = await findCondominiumHeader(tx, idCondo);
    const lista = oldest
      .map((p) =>
        fill(M.digestLine, {
          unidade: `${p.bloco} - ${p.unidade}`,
          destinatario: p.destinatario,
          categoria: CATEGORIA_LABELS[p.categoria as Categoria] ?? p.categoria,
          chegada: fastDataHora(p.dataChegada),
          dias: daysWaitingText(daysWaiting(p.dataChegada, at)),
        }),
      )
      .join('\n');
    const values = {
      condominio: condo?.nome ?? '',
      quantidade: plural(total, COUNT),
      dias: REMINDERS.digestMinDays,
    };
    const messages = messagesFor(await syndicContacts(tx, idCondo), 'correspondencia', (nome) => ({
      subject: fill(M.digestEmailSubject, values),
      text: fill(M.digestEmailText, { ...values, nome, lista }),
      sms: fill(M.digestSms, values),
    }));
    return {
      result: true,
      audit: {
        acao: 'correspondencia.avisar_sindico',
        entidade: 'correspondencia_resumo',
        idEntidade: idResumo,
        detalhes: { mes, quantidade: total, destinatarios: messages.length },
      },
      notices: [{ entidade: DIGEST_ENTITY, idEntidade: idResumo, messages }],
    };
  });
};

/**
 * The monthly housekeeping of the shelf (issue 33 item 2): to the syndics of each condominium with parcels waiting
 * more than 30 days, how many and the oldest ten. Once per São Paulo month, by day.
 */
export const sendParcelDigests = async (deps: ChangeDeps, at: Date): Promise<number> => {
  if (!isDayTime(at)) return 0;
  const mes = monthOf(at);
  const before = new Date(at.getTime() - REMINDERS.digestMinDays * DAY_MS);
  let sent = 0;
  for (const idCondo of await condominiumsWithOldParcels(deps.db, before, mes))
    if (await sendDigest(deps, idCondo, at, mes)) sent += 1;
  return sent;
};

export const parcelDigestTask: PeriodicTask = {
  name: 'encomendas esquecidas para o síndico',
  everyMs: PARCEL_DIGEST_EVERY_MS,
  run: sendParcelDigests,
};
