import { addDays, daysBetween, dayStart, todayIn } from '@portaria/shared/common/day';
import { endpointKey } from '@portaria/shared/common/endpoint';
import { shiftBookEndpoints } from '@portaria/shared/shift-book/shift-book.endpoints';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import {
  editIssue,
  needsResolution,
  SHIFT_BOOK_LIMITS as L,
  type Category,
} from '@portaria/shared/shift-book/shift-book.rules';
import type { Entry, EntriesFilters } from '@portaria/shared/shift-book/shift-book.schemas';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { changeBy, recordChange, type ChangeDeps, type IdempotentResult } from '../../platform/change/record-change.ts';
import { offlineChange, type OfflineWrite } from '../../platform/http/offline-write.ts';
import { ensureUploadReady } from '../../platform/files/uploads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { SHIFT_BOOK_ATTACHMENTS } from './attachment-policy.ts';
import {
  findEntry,
  findPersonName,
  insertEntry,
  resolveEntry,
  softDeleteEntry,
  updateEntry,
  type EntryFilter,
  type EntryRow,
} from './shift-book.repository.ts';

export type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type Deps = ChangeDeps & { storage: FileStorage };
const TOUCHES = ['livro'] as const;

/**
 * The edit window counts from the server's receipt, not from the moment an offline entry happened (decision 128):
 * an entry written 3 hours ago offline can still be fixed in the 15 minutes after it arrives.
 */
const windowed = (row: EntryRow) => ({ ...row, criadoEm: row.recebidoEm });

/** Until when this person may still edit or remove the entry: its author, while the 15 minutes last; else null. */
export const alteravelAte = (
  row: Pick<EntryRow, 'idUsuario' | 'recebidoEm' | 'excluidoEm'>,
  idUsuario: number,
  now: Date,
): string | null => {
  const windowedRow = { idUsuario: row.idUsuario, criadoEm: row.recebidoEm, excluidoEm: row.excluidoEm };
  return editIssue(windowedRow, idUsuario, now) === null
    ? new Date(row.recebidoEm.getTime() + L.editWindowMs).toISOString()
    : null;
};

/** The answer of an entry; `alteravelAte` only for its author while the 15 minutes last. */
export const toEntry = (row: EntryRow, idUsuario: number, now: Date): Entry => {
  return {
    id: row.id,
    categoria: row.categoria as Category,
    texto: row.texto,
    unidade:
      row.idUnidade !== null && row.nmUnidade !== null
        ? { idUnidade: row.idUnidade, nome: row.nmUnidade, nmBloco: row.nmBloco ?? '' }
        : null,
    hashAnexo: row.hashAnexo,
    idCorrige: row.idCorrige,
    corrigeCriadoEm: row.corrigeCriadoEm?.toISOString() ?? null,
    autor: row.autorNome,
    criadoEm: row.criadoEm.toISOString(),
    editadoEm: row.editadoEm?.toISOString() ?? null,
    resolvidoPor: row.resolvidoPorNome,
    resolvidoEm: row.resolvidoEm?.toISOString() ?? null,
    alteravelAte: alteravelAte(row, idUsuario, now),
  };
};

/** São Paulo days, both included; without them, today; at most 90 days. */
export const periodOf = (q: Pick<EntriesFilters, 'dataDe' | 'dataAte'>, now: Date) => {
  const today = todayIn(now);
  const until = q.dataAte ?? (q.dataDe && q.dataDe > today ? q.dataDe : today);
  const from = q.dataDe ?? until;
  if (from > until) throw new HttpError(400, M.periodInverted);
  if (daysBetween(from, until) > L.periodMaxDays) throw new HttpError(400, M.periodTooLong);
  return { start: dayStart(from), end: dayStart(addDays(until, 1)), from, until };
};

export const filterOf = (idCondo: number, q: Omit<EntriesFilters, 'page' | 'limit'>, now: Date): EntryFilter => {
  const { start, end, from, until } = periodOf(q, now);
  return {
    idCondo,
    start,
    end,
    from,
    until,
    categoria: q.categoria,
    situacao: q.situacao,
    idUnidade: q.idUnidade,
    busca: q.busca,
  };
};

const live = async (deps: ChangeDeps, actor: Actor, id: number) => {
  const row = await findEntry(deps.db, actor.idCondo, id);
  if (!row || row.excluidoEm) throw new HttpError(404, M.notFound);
  return row;
};

const refuseEdit = (row: EntryRow, actor: Actor, at: Date) => {
  const issue = editIssue(windowed(row), actor.userId, at);
  // Someone else's entry is a business refusal of a token that may write in the book: 409, never 403.
  if (issue) throw new HttpError(409, M[issue]);
};

type CreateInput = {
  categoria: Category;
  texto: string;
  idUnidade: number | null;
  hashAnexo: string | null;
  idCorrige: number | null;
};

const CREATE = endpointKey(shiftBookEndpoints.create);

/**
 * Writes an entry at the moment it happened (the server's clock, or an offline write's moment, decision 128); a
 * correction names a live entry of the same condominium. A repeated Idempotency-Key answers the first answer.
 */
export const createEntry = async (
  deps: Deps,
  actor: Actor,
  input: CreateInput,
  write: OfflineWrite,
): Promise<IdempotentResult<Entry>> => {
  const { db } = deps;
  if (input.idUnidade) await requireUnit(db, actor.idCondo, input.idUnidade, M.unitNotFound);
  if (input.idCorrige) {
    const target = await findEntry(db, actor.idCondo, input.idCorrige);
    if (!target || target.excluidoEm) throw new HttpError(404, M.correctionTargetMissing);
  }
  const prepare = async () => {
    if (input.hashAnexo)
      await ensureUploadReady(db, deps.storage, SHIFT_BOOK_ATTACHMENTS, actor.idCondo, input.hashAnexo);
  };
  const autorNome = await findPersonName(db, actor.userId);
  const change = offlineChange(actor, write, TOUCHES, { route: CREATE, fingerprint: input, prepare });
  return recordChange<Entry>(deps, change, async (t) => {
    const values = { ...input, idCondo: actor.idCondo, idUsuario: actor.userId, autorNome };
    const newId = await insertEntry(t, { ...values, at: write.at, receivedAt: write.receivedAt });
    const row = (await findEntry(t, actor.idCondo, newId))!;
    return {
      result: { statusCode: 201, body: toEntry(row, actor.userId, write.receivedAt) },
      audit: {
        acao: 'livro.registrar',
        entidade: 'livro_registro',
        idEntidade: newId,
        detalhes: {
          categoria: input.categoria,
          idUnidade: input.idUnidade,
          idCorrige: input.idCorrige,
          anexo: Boolean(input.hashAnexo),
        },
      },
      timeline: [
        {
          evento: 'livro.registrar' as const,
          valores: { categoria: M.categories[input.categoria] },
          area: 'livro' as const,
          idUnidade: input.idUnidade,
          entidade: 'livro_registro',
          idEntidade: newId,
        },
      ],
    };
  });
};

type EditInput = { categoria: Category; texto: string; idUnidade: number | null; hashAnexo?: string | null };

/**
 * Only its author, only in its first 15 minutes: after that the book is evidence (409, make a correction). The
 * attachment may be replaced (a new upload, checked as on creation) or taken out; the old file stays in the
 * storage, named in the audit entry (decision 123).
 */
export const editEntry = async (deps: Deps, actor: Actor, id: number, input: EditInput, at: Date): Promise<Entry> => {
  const { db } = deps;
  const row = await live(deps, actor, id);
  refuseEdit(row, actor, at);
  if (input.idUnidade) await requireUnit(db, actor.idCondo, input.idUnidade, M.unitNotFound);
  // Absent keeps the attachment; only a different file is checked (the entry's own one already was).
  const hashAnexo = input.hashAnexo === undefined ? row.hashAnexo : input.hashAnexo;
  if (hashAnexo && hashAnexo !== row.hashAnexo)
    await ensureUploadReady(db, deps.storage, SHIFT_BOOK_ATTACHMENTS, actor.idCondo, hashAnexo);
  const values = { categoria: input.categoria, texto: input.texto, idUnidade: input.idUnidade, hashAnexo };
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    if (!(await updateEntry(t, { idCondo: actor.idCondo, id, idUsuario: actor.userId }, { ...values, at })))
      throw new HttpError(404, M.notFound);
    return {
      result: id,
      audit: {
        acao: 'livro.editar',
        entidade: 'livro_registro',
        idEntidade: id,
        detalhes: {
          antes: { categoria: row.categoria, texto: row.texto, idUnidade: row.idUnidade, hashAnexo: row.hashAnexo },
          depois: values,
        },
      },
    };
  });
  return toEntry((await findEntry(db, actor.idCondo, id))!, actor.userId, at);
};

/** The same rule as an edit; the row stays in the table (excluidoEm), out of every list. */
export const removeEntry = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<void> => {
  const row = await live(deps, actor, id);
  refuseEdit(row, actor, at);
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    if (!(await softDeleteEntry(t, { idCondo: actor.idCondo, id, idUsuario: actor.userId }, at)))
      throw new HttpError(404, M.notFound);
    return {
      result: id,
      audit: {
        acao: 'livro.excluir',
        entidade: 'livro_registro',
        idEntidade: id,
        detalhes: { categoria: row.categoria, texto: row.texto },
      },
    };
  });
};

/** Anyone with the permission resolves a pending or urgent entry, once: the second is a 409. */
export const resolve = async (deps: ChangeDeps, actor: Actor, id: number, at: Date): Promise<Entry> => {
  const row = await live(deps, actor, id);
  const categoria = row.categoria as Category;
  if (!needsResolution(categoria)) throw new HttpError(422, M.notPending);
  if (row.resolvidoEm) throw new HttpError(409, M.alreadyResolved);
  const nome = await findPersonName(deps.db, actor.userId);
  await recordChange(deps, changeBy(actor, at, TOUCHES), async (t) => {
    if (!(await resolveEntry(t, { idCondo: actor.idCondo, id }, { idUsuario: actor.userId, nome, at })))
      throw new HttpError(409, M.alreadyResolved);
    return {
      result: id,
      audit: { acao: 'livro.resolver', entidade: 'livro_registro', idEntidade: id, detalhes: { categoria } },
      timeline: [
        {
          evento: 'livro.resolver' as const,
          valores: { categoria: M.categories[categoria] },
          area: 'livro' as const,
          idUnidade: row.idUnidade,
          entidade: 'livro_registro',
          idEntidade: id,
        },
      ],
    };
  });
  return toEntry((await findEntry(deps.db, actor.idCondo, id))!, actor.userId, at);
};
