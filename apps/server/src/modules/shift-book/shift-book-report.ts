import { toBrDay } from '@portaria/shared/common/day';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Category } from '@portaria/shared/shift-book/shift-book.rules';
import type { ReportFilters } from '@portaria/shared/shift-book/shift-book.schemas';
import { fill, plainLine } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import type { Database } from '../../db/client.ts';
import { keysetBatches } from '../../platform/lists/keyset-batches.ts';
import { csvStream, type CsvColumn } from '../../platform/reports/report-csv.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { countEntries, entryBatch, entryWhere, type EntryRow, type ReportCursor } from './shift-book.repository.ts';
import { filterOf, periodOf } from './shift-book.service.ts';

/** Rows per keyset batch: two batches at most in memory. */
const BATCH = 5_000;

type Line = Record<keyof typeof M.columns, string>;
const situation = (r: EntryRow) => {
  if (r.resolvidoEm)
    return fill(M.reportResolved, { nome: r.resolvidoPorNome ?? '', quando: fastDataHora(r.resolvidoEm) });
  return r.categoria === 'INFORMACAO' ? '' : M.reportOpen;
};
const textOf = (r: EntryRow) =>
  r.corrigeCriadoEm ? `${fill(M.correctionOf, { quando: fastDataHora(r.corrigeCriadoEm) })}: ${r.texto}` : r.texto;
const line = (r: EntryRow): Line => ({
  quando: fastDataHora(r.criadoEm),
  categoria: M.categories[r.categoria as Category],
  unidade: r.nmUnidade ? plainLine(`${r.nmBloco ?? ''} - ${r.nmUnidade}`) : '',
  texto: plainLine(textOf(r)),
  autor: plainLine(r.autorNome),
  situacao: plainLine(situation(r)),
});
const KEYS = Object.keys(M.columns) as (keyof Line)[];
const CSV_COLUMNS: CsvColumn<keyof Line>[] = KEYS.map((key) => ({ key, header: M.columns[key] }));
const WIDTHS: Record<keyof Line, number> = {
  quando: 80,
  categoria: 65,
  unidade: 80,
  texto: 320,
  autor: 110,
  situacao: 126,
};

/** The book of a period, newest first, as CSV or PDF on the shared report pieces (platform/reports). */
export const buildShiftBookReport = async (
  db: Database,
  idCondo: number,
  f: ReportFilters,
  at: Date,
  size = BATCH,
): Promise<ReportFile> => {
  const where = entryWhere(filterOf(idCondo, f, at));
  const batches = () =>
    keysetBatches(
      (after: ReportCursor | null) => entryBatch(db, where, size, after),
      (last) => ({ criadoEm: last.criadoEm, id: last.id }),
      size,
    );
  if (f.tipo === 'CSV')
    return {
      fileName: `${M.reportFileName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      stream: csvStream(CSV_COLUMNS, batches(), line),
    };
  const { from, until } = periodOf(f, at);
  const [condo, total] = await Promise.all([findCondominiumHeader(db, idCondo), countEntries(db, where)]);
  const { pdfTable } = await import('../../platform/reports/report-pdf.ts');
  const stream = pdfTable(
    {
      title: M.reportTitle,
      heading: [
        condo ? `${condo.referencia} - ${condo.nome}` : '',
        fill(M.reportPeriod, { de: toBrDay(from), ate: toBrDay(until) }),
      ],
      footer: fill(M.reportGeneratedAt, { data: fastDataHora(at) }),
      pageLabel: (page, pages) => fill(M.reportPage, { page, pages }),
      total,
      emptyText: M.reportEmpty,
      totalLabel: (written) => fill(M.reportTotal, { total: written }),
    },
    KEYS.map((key) => ({ key, title: M.columns[key], width: WIDTHS[key] })),
    batches(),
    line,
  );
  return { fileName: `${M.reportFileName}.pdf`, contentType: 'application/pdf', stream };
};
