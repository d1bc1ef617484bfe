import { createHash } from 'node:crypto';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import {
  IMPORT_LIMITS,
  isBlankRow,
  mapHeader,
  rowOf,
  type ImportRow,
} from '@portaria/shared/administration/residents-import.rules';
import type { ImportApplied, ImportPreview } from '@portaria/shared/administration/residents-import.schemas';
import { maskId } from '@portaria/shared/br/mask';
import { fill } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { changeBy, recordChange, unchanged, type ChangeDeps } from '../../platform/change/record-change.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { classifyRows, countsOf, type Classified } from './residents-import.classify.ts';
import { readImportFile, type FileLine } from './residents-import.parse.ts';
import {
  insertImportedResidents,
  lockImport,
  residentsOfCondo,
  updateImportedResidents,
} from './residents-import.repository.ts';
import { listBlocksWithUnits } from './units.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

export const fileHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The file's lines with anything in them (parsed once: the slow part, kept out of the transaction). */
const linesOf = async (bytes: Buffer): Promise<FileLine[]> =>
  (await readImportFile(bytes)).filter((line) => !isBlankRow(line.cells));

/** The header (the first line) and the residents' rows below it, within the limits. */
const rowsOf = (lines: FileLine[], isMultiBlock: boolean): ImportRow[] => {
  const [header, ...body] = lines;
  if (!header) throw new HttpError(422, M.noRows);
  const mapped = mapHeader(header.cells, isMultiBlock);
  if ('message' in mapped) throw new HttpError(422, mapped.message);
  if (body.length === 0) throw new HttpError(422, M.noRows);
  if (body.length > IMPORT_LIMITS.maxRows) throw new HttpError(422, M.tooManyRows);
  return body.map((line) => rowOf(line.cells, mapped.map, line.linha));
};

/** Checks the lines against the condominium as `db` sees it now; nothing is written. */
const classifyLines = async (db: Database, idCondo: number, lines: FileLine[]) => {
  const tree = await listBlocksWithUnits(db, idCondo);
  const rows = rowsOf(lines, tree.multiplosBlocos);
  return classifyRows(rows, tree, await residentsOfCondo(db, idCondo));
};

const classifyFile = async (db: Database, idCondo: number, bytes: Buffer) =>
  classifyLines(db, idCondo, await linesOf(bytes));

const refusedOf = (classified: Classified[]) =>
  classified.flatMap((item) => (item.outcome === 'recusado' ? [{ row: item.row, motivo: item.motivo }] : []));

export const previewImport = async (deps: ChangeDeps, actor: Actor, bytes: Buffer): Promise<ImportPreview> => {
  const classified = await classifyFile(deps.db, actor.idCondo, bytes);
  const limit = IMPORT_LIMITS.previewList;
  return {
    hash: fileHash(bytes),
    linhas: classified.length,
    contagem: countsOf(classified),
    recusadas: refusedOf(classified)
      .slice(0, limit)
      .map(({ row, motivo }) => ({
        linha: row.linha,
        bloco: row.bloco,
        unidade: row.unidade,
        nome: row.nome,
        cpf: maskId(row.cpf),
        motivo,
      })),
    alteracoes: classified
      .flatMap((item) =>
        item.outcome === 'criar' || item.outcome === 'atualizar'
          ? [
              {
                linha: item.row.linha,
                situacao: item.outcome,
                bloco: item.row.bloco,
                unidade: item.row.unidade,
                nome: item.row.nome,
                campos: item.outcome === 'atualizar' ? item.campos : [],
              },
            ]
          : [],
      )
      .slice(0, limit),
  };
};

/** The refused rows as typed, with their reason: the file to fix and import again. */
export const refusedRows = async (deps: ChangeDeps, actor: Actor, bytes: Buffer) =>
  refusedOf(await classifyFile(deps.db, actor.idCondo, bytes));

/**
 * Applies the file the preview showed (same SHA-256, else 409), checked again inside the transaction under the
 * condominium's import lock: what another change did since the preview counts. Every valid row is written in one
 * change with one audit entry; a file that creates and updates nothing (the same file again) changes nothing and
 * records nothing.
 */
export const applyImport = async (
  deps: ChangeDeps,
  actor: Actor,
  bytes: Buffer,
  previa: string,
  at: Date,
): Promise<ImportApplied> => {
  const hash = fileHash(bytes);
  if (hash !== previa) throw new HttpError(409, M.previewMismatch);
  const lines = await linesOf(bytes);
  return recordChange(deps, changeBy(actor, at, ['moradores']), async (t) => {
    await lockImport(t, actor.idCondo);
    const classified = await classifyLines(t, actor.idCondo, lines);
    const contagem = countsOf(classified);
    const creates = classified.flatMap((item) => (item.outcome === 'criar' ? [item.create] : []));
    const updates = classified.flatMap((item) => (item.outcome === 'atualizar' ? [item.update] : []));
    if (creates.length + updates.length === 0) return unchanged({ contagem, message: M.nothingToApply });
    contagem.criar = await insertImportedResidents(t, creates, at);
    contagem.atualizar = await updateImportedResidents(t, updates);
    const message = fill(M.applied, {
      criados: contagem.criar,
      atualizados: contagem.atualizar,
      inalterados: contagem.inalterado,
      recusados: contagem.recusado,
    });
    return {
      result: { contagem, message },
      audit: {
        acao: 'morador.importar',
        entidade: 'condominio',
        idEntidade: actor.idCondo,
        detalhes: { arquivo: hash, linhas: classified.length, ...contagem },
      },
    };
  });
};
