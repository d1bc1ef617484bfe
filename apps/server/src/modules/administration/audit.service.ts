import { MESSAGES, PERMISSIONS } from '@portaria/shared';
import { localDateTime } from '@portaria/shared/common/day';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import {
  auditActionLabel,
  auditAreaLabel,
  auditChanges,
  auditChangesText,
} from '@portaria/shared/administration/audit.labels';
import type { AuditEntry, AuditFilter, AuditWindow } from '@portaria/shared/administration/audit.schemas';
import { plainLine } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { keysetBatches } from '../../platform/lists/keyset-batches.ts';
import { csvStream, type CsvColumn } from '../../platform/reports/report-csv.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';
import { auditPeople, auditRows, type AuditCursor, type AuditDbRow } from './audit.repository.ts';
import { listManaged } from './condominiums.repository.ts';

type Reader = Pick<AuthContext, 'userId' | 'idCondo' | 'permissions'>;

/**
 * Whose log a request reads (decision 118): the token's condominium; with `todos`, every condominium where the user
 * holds the administrator role, which only an administrator of the installation may ask (403 for a syndic: a kind
 * of request this token may not make).
 */
export const auditScope = async (db: Database, reader: Reader, todos: boolean): Promise<number[]> => {
  if (!todos) return [reader.idCondo];
  if (!reader.permissions.has(PERMISSIONS.administerInstallation)) throw new HttpError(403, MESSAGES.forbidden);
  return (await listManaged(db, reader.userId)).map((c) => c.idCondo);
};

const BIGINT_MAX = 9_223_372_036_854_775_807n;

/** The `apos` the server gave: '<µs>.<id>' (the schema checked the digits; the id must fit a bigint). */
const cursorOf = (apos: string | undefined): AuditCursor | null => {
  if (!apos) return null;
  const [us = '', id = ''] = apos.split('.');
  if (BigInt(id) > BIGINT_MAX) throw new HttpError(400, M.cursorInvalid);
  return { us, id };
};
const cursorAfter = (row: AuditDbRow): AuditCursor => ({ us: String(row.us), id: String(row.id) });

const instantOf = (row: AuditDbRow) => new Date(Math.floor(Number(row.us) / 1000));

const toEntry = (row: AuditDbRow): AuditEntry => ({
  id: Number(row.id),
  quando: localDateTime(instantOf(row)),
  idUsuario: row.id_usuario,
  nmUsuario: row.nm_usuario,
  idCondo: row.id_condo,
  referencia: row.referencia,
  nmCondo: row.nm_condo,
  acao: row.acao,
  rotuloAcao: auditActionLabel(row.acao),
  entidade: row.entidade,
  rotuloArea: auditAreaLabel(row.entidade),
  idEntidade: row.id_entidade,
  alteracoes: auditChanges(row.detalhes),
});

/** One window of the filter, newest first, and the cursor of the next (null on the last). */
export const auditWindow = async (
  db: Database,
  reader: Reader,
  q: AuditFilter & { limite: number; apos?: string | undefined },
): Promise<AuditWindow> => {
  const idCondos = await auditScope(db, reader, q.todos);
  const rows = await auditRows(db, idCondos, q, q.limite + 1, cursorOf(q.apos));
  const data = rows.slice(0, q.limite);
  const last = data.at(-1);
  return {
    data: data.map(toEntry),
    proximo: rows.length > q.limite && last ? `${String(last.us)}.${String(last.id)}` : null,
  };
};

export const listAuditPeople = async (db: Database, reader: Reader, todos: boolean) => ({
  data: await auditPeople(db, await auditScope(db, reader, todos)),
});

/** Rows per keyset batch of the CSV: two batches at most in memory (~5 MB). */
const BATCH = 5_000;

type Line = Record<keyof typeof M.columns, string>;
/** DD/MM/YYYY HH:mm:ss on São Paulo's clock (the log's order needs the seconds). */
const dateTime = (instant: Date) => {
  const [day = '', time = ''] = localDateTime(instant).split('T');
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y} ${time}`;
};
const line = (r: AuditDbRow): Line => ({
  quando: dateTime(instantOf(r)),
  pessoa: plainLine(r.nm_usuario ?? M.noAccount),
  condominio: r.referencia == null ? '' : plainLine(`${r.referencia} - ${r.nm_condo ?? ''}`),
  area: auditAreaLabel(r.entidade),
  acao: auditActionLabel(r.acao),
  alteracoes: plainLine(auditChangesText(auditChanges(r.detalhes))),
});
const CSV_COLUMNS: CsvColumn<keyof Line>[] = (Object.keys(M.columns) as (keyof Line)[]).map((key) => ({
  key,
  header: M.columns[key],
}));

/**
 * The filtered log as CSV on the shared writer, read in keyset batches of `size` (platform/lists/keyset-batches.ts):
 * memory stays flat however long the period. `size` is smaller only in tests.
 */
export const auditCsv = async (db: Database, reader: Reader, f: AuditFilter, size = BATCH): Promise<ReportFile> => {
  const idCondos = await auditScope(db, reader, f.todos);
  const batches = keysetBatches(
    (after: AuditCursor | null) => auditRows(db, idCondos, f, size, after),
    cursorAfter,
    size,
  );
  return {
    fileName: `${M.fileName}.csv`,
    contentType: 'text/csv; charset=utf-8',
    stream: csvStream(CSV_COLUMNS, batches, line),
  };
};
