import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  altchaUsed,
  arquivos,
  chavesIdempotencia,
  convites,
  documentoLinks,
  jobs,
  twoFactorCodes,
  twoFactorFlows,
  twoFactorTokens,
} from '../../db/schema/index.ts';
import type { FileStorage } from '../files/storage.ts';
import { storageKey } from '../files/storage.ts';
import type { JobQueue } from './job-queue.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What housekeeping removes (issue 16 §5): SMS codes and their wizard runs a day after they expired (the hourly send
 * cap counts codes of the last hour only), two-factor tokens and ALTCHA solutions once expired, uploads abandoned for
 * a day (row and any bytes), idempotency keys after 7 days, expired document links and invitations, and finished
 * notices after 90 days. The audit log is kept. Each step is its own statement: one failing does not stop the rest.
 */
export const runHousekeeping = async (db: Database, storage: FileStorage | null, at: Date, log: FastifyBaseLogger) => {
  const before = (ms: number) => new Date(at.getTime() - ms);
  const removed: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<number>) => {
    try {
      removed[name] = await work();
    } catch (error) {
      log.warn({ err: error, step: name }, 'limpeza: etapa falhou');
    }
  };
  const count = (rows: unknown[]) => rows.length;
  await step('codigosSms', async () =>
    count(
      await db
        .delete(twoFactorCodes)
        .where(lt(twoFactorCodes.expiresAt, before(DAY)))
        .returning({ id: twoFactorCodes.id }),
    ),
  );
  await step('fluxosSms', async () =>
    count(
      await db
        .delete(twoFactorFlows)
        .where(lt(twoFactorFlows.expiresAt, before(DAY)))
        .returning({ h: twoFactorFlows.hash }),
    ),
  );
  await step('tokensDoisFatores', async () =>
    count(
      await db.delete(twoFactorTokens).where(lt(twoFactorTokens.validUntil, at)).returning({ h: twoFactorTokens.hash }),
    ),
  );
  await step('altcha', async () =>
    count(await db.delete(altchaUsed).where(lt(altchaUsed.expiresAt, at)).returning({ h: altchaUsed.hash })),
  );
  await step('uploadsAbandonados', async () => {
    const rows = await db
      .delete(arquivos)
      .where(and(inArray(arquivos.status, ['AGUARDANDO', 'RECEBENDO']), lt(arquivos.uploadExpiraEm, before(DAY))))
      .returning({ hash: arquivos.hash, idCondo: arquivos.idCondo });
    for (const r of rows) await storage?.remove(storageKey(r.idCondo, r.hash)).catch(() => undefined);
    return rows.length;
  });
  await step('chavesIdempotencia', async () =>
    count(
      await db
        .delete(chavesIdempotencia)
        .where(lt(chavesIdempotencia.createdAt, before(7 * DAY)))
        .returning({ c: chavesIdempotencia.chave }),
    ),
  );
  await step('linksDocumento', async () =>
    count(await db.delete(documentoLinks).where(lt(documentoLinks.expiraEm, at)).returning({ id: documentoLinks.id })),
  );
  await step('convites', async () =>
    count(await db.delete(convites).where(lt(convites.expiraEm, at)).returning({ id: convites.id })),
  );
  await step('avisosAntigos', async () =>
    count(
      await db
        .delete(jobs)
        .where(
          and(
            isNotNull(jobs.doneAt),
            lt(jobs.doneAt, before(90 * DAY)),
            or(inArray(jobs.status, ['ENVIADO', 'FALHOU'])),
          ),
        )
        .returning({ id: jobs.id }),
    ),
  );
  log.info({ removed }, 'limpeza concluída');
  return removed;
};

/** Once an hour, whichever process gets there first queues the run (the hour is the job's dedupe key). */
export const scheduleHousekeeping = (queue: () => JobQueue, db: Database, now: () => Date) => {
  let lastHour = '';
  return async () => {
    const at = now();
    const hour = at.toISOString().slice(0, 13);
    if (hour === lastHour) return;
    lastHour = hour;
    await queue().add(db, [
      {
        kind: 'limpeza',
        idCondo: null,
        entidade: null,
        idEntidade: null,
        nome: null,
        payload: {},
        maxAttempts: 3,
        runAt: at,
        dedupeKey: `limpeza:${hour}`,
      },
    ]);
  };
};
