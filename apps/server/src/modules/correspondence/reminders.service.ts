import { CATEGORIA_LABELS, type Categoria } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { isDayTime, isReminderDue } from '@portaria/shared/correspondence/reminders';
import { daysWaiting, daysWaitingText } from '@portaria/shared/correspondence/shelf';
import { fastDataHora } from '@portaria/shared/time-zone';
import type { Config } from '../../config.ts';
import { recordChange, unchanged, type ChangeDeps } from '../../platform/change/record-change.ts';
import { LINK_SLOT, messagesFor } from '../../platform/notices/notices.ts';
import type { PeriodicTask } from '../../platform/notices/periodic.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { unitContacts } from './parcels.repository.ts';
import { parcelDigestTask } from './parcel-digest.service.ts';
import { pickupCodeKey } from './pickup-code.ts';
import { issuePickupCode } from './pickup-code.service.ts';
import { hasPickupCodes } from './pickup-codes.repository.ts';
import {
  insertReminder,
  listReminderCandidates,
  lockWaitingParcel,
  REMINDER_ENTITY,
  type ReminderCandidate,
} from './reminders.repository.ts';

/** How often the queue's workers look for reminders due (platform/notices/app-queue.ts `periodic`). */
export const PARCEL_REMINDER_EVERY_MS = 5 * 60_000;
/** Parcels reminded per run at most: a backlog goes out over a few runs, never in one long burst. */
export const PARCEL_REMINDERS_PER_RUN = 200;

/**
 * One reminder in its own change: the parcel locked and still waiting, the reminder's number claimed (a second
 * process finds it taken and sends nothing), a new pickup code when the parcel has codes (decision 127: nobody
 * knows the old ones any more), the messages to the unit's residents, the audit entry and the timeline line.
 */
const remindParcel = async (deps: ChangeDeps, key: Buffer, due: ReminderCandidate, at: Date): Promise<boolean> => {
  const change = { idUsuario: null, idCondo: due.idCondo, at };
  return recordChange(deps, change, async (tx) => {
    const parcel = await lockWaitingParcel(tx, due.idCondo, due.id);
    if (!parcel) return unchanged(false);
    const numero = due.lembretes + 1;
    const idLembrete = await insertReminder(tx, {
      idCondo: due.idCondo,
      idCorrespondencia: due.id,
      numero,
      enviadoEm: at,
    });
    if (idLembrete === null) return unchanged(false);
    const codigo = (await hasPickupCodes(tx, due.idCondo, due.id))
      ? await issuePickupCode(tx, key, due.idCondo, due.id, at)
      : null;
    const unit = await requireUnit(tx, due.idCondo, parcel.idUnidade, M.unitNotFound);
    const condo = await findCondominiumHeader(tx, due.idCondo);
    const values = {
      unidade: `${unit.nmBloco} - ${unit.nome}`,
      categoria: CATEGORIA_LABELS[parcel.categoria as Categoria].toLocaleLowerCase('pt-BR'),
      destinatario: parcel.destinatario,
      chegada: fastDataHora(parcel.dataChegada),
      dias: daysWaitingText(daysWaiting(parcel.dataChegada, at)),
      codigo: `Cód.${parcel.id}`,
      codigoRetirada: LINK_SLOT,
      condominio: condo?.nome ?? '',
    };
    const recipients = await unitContacts(tx, due.idCondo, parcel.idUnidade);
    const messages = messagesFor(recipients, 'correspondencia', (nome) => ({
      subject: fill(M.reminderEmailSubject, values),
      text: fill(codigo ? M.reminderEmailText : M.reminderEmailTextNoCode, { ...values, nome }),
      sms: fill(codigo ? M.reminderSms : M.reminderSmsNoCode, values),
    })).map((message) => (codigo ? { ...message, segredo: codigo } : message));
    return {
      result: true,
      audit: {
        acao: 'correspondencia.lembrar',
        entidade: 'correspondencia',
        idEntidade: due.id,
        detalhes: { numero, idUnidade: parcel.idUnidade, destinatarios: messages.length, novoCodigoRetirada: !!codigo },
      },
      timeline: [
        {
          evento: 'correspondencia.lembrar' as const,
          valores: { numero, id: due.id },
          area: 'correspondencia' as const,
          idUnidade: parcel.idUnidade,
          nmPessoa: parcel.destinatario,
          entidade: 'correspondencia',
          idEntidade: due.id,
        },
      ],
      notices: [{ entidade: REMINDER_ENTITY, idEntidade: idLembrete, messages }],
    };
  });
};

/**
 * The reminders due at `at` (issue 33 item 2, decision 130): none at night (8h–20h São Paulo: one due at night goes
 * in the first run from 8h), the condominium's N and M read with each parcel, none after the release.
 */
export const sendParcelReminders = async (deps: ChangeDeps, config: Config, at: Date): Promise<number> => {
  if (!isDayTime(at)) return 0;
  const key = await pickupCodeKey(config);
  let sent = 0;
  for (const due of await listReminderCandidates(deps.db, at, PARCEL_REMINDERS_PER_RUN)) {
    const settings = { diasPrimeiroLembrete: due.diasPrimeiroLembrete, diasEntreLembretes: due.diasEntreLembretes };
    if (!isReminderDue(due, settings, at)) continue;
    if (await remindParcel(deps, key, due, at)) sent += 1;
  }
  return sent;
};

/** Run by every worker every five minutes (app.ts hands it to the queue with the configuration's pickup key). */
export const parcelReminderTask = (config: Config): PeriodicTask => ({
  name: 'lembretes de encomendas',
  everyMs: PARCEL_REMINDER_EVERY_MS,
  run: (deps, at) => sendParcelReminders(deps, config, at),
});

/**
 * The correspondence area's periodic work for the queue: the reminders and the syndic's monthly list, none when the
 * installation turned them off (PARCEL_REMINDERS=false).
 */
export const parcelPeriodicTasks = (config: Config): PeriodicTask[] =>
  config.parcelReminders ? [parcelReminderTask(config), parcelDigestTask] : [];
