import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { isReminderDue } from '@portaria/shared/keys/keys.rules';
import { fill } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { recordChange, unchanged, type ChangeDeps } from '../../platform/change/record-change.ts';
import { messagesFor } from '../../platform/notices/notices.ts';
import type { PeriodicTask } from '../../platform/notices/periodic.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { unitRows } from '../condominium/people.repository.ts';
import { findMovement, listDueReminders, markReminded } from './keys.repository.ts';

/** How often the queue's workers look for overdue keys (platform/notices/app-queue.ts `periodic`). */
export const KEY_REMINDER_EVERY_MS = 60_000;

/**
 * The overdue reminder (issue 34): once per movement (lembreteEm), to the residents of the holder's unit, queued
 * through the write path with its audit entry and timeline line. Only a resident has a unit: a staff member's or a
 * provider's overdue key shows at the desk only (decision 124). Safe with several processes: the conditional update
 * of lembreteEm lets one of them send it.
 */
export const sendOverdueKeyReminders = async (deps: ChangeDeps, at: Date): Promise<number> => {
  let sent = 0;
  for (const due of await listDueReminders(deps.db, at)) {
    const movement = await findMovement(deps.db, due.idCondo, due.id);
    if (!movement || !isReminderDue(movement, at)) continue;
    const change = { idUsuario: null, idCondo: due.idCondo, at, touches: ['chaves'] as const };
    const isSent = await recordChange(deps, change, async (t) => {
      if (!(await markReminded(t, movement.id, at))) return unchanged(false);
      const residents = await unitRows(t, due.idCondo, movement.idUnidade!);
      const condo = await findCondominiumHeader(t, due.idCondo);
      const values = {
        chave: movement.chave,
        quando: fastDataHora(movement.devolucaoPrevista),
        condominio: condo?.nome ?? '',
      };
      const messages = messagesFor(residents, 'chaves', (nome) => ({
        subject: fill(M.reminderSubject, values),
        text: fill(M.reminderText, { ...values, nome }),
        sms: fill(M.reminderSms, values),
      }));
      return {
        result: true,
        audit: {
          acao: 'chave.lembrar',
          entidade: 'chave_movimento',
          idEntidade: movement.id,
          detalhes: { idChave: movement.idChave, idUnidade: movement.idUnidade, destinatarios: messages.length },
        },
        timeline: [
          {
            evento: 'chave.lembrar' as const,
            valores: { chave: movement.chave },
            area: 'chaves' as const,
            idUnidade: movement.idUnidade,
            entidade: 'chave_movimento',
            idEntidade: movement.id,
          },
        ],
        notices: [{ entidade: 'chave_movimento', idEntidade: movement.id, messages }],
      };
    });
    if (isSent) sent += 1;
  }
  return sent;
};

/** Run by every worker once a minute (app.ts hands it to the queue). */
export const keyReminderTask: PeriodicTask = {
  name: 'lembretes de chaves',
  everyMs: KEY_REMINDER_EVERY_MS,
  run: sendOverdueKeyReminders,
};
