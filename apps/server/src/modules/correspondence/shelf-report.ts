import { CATEGORIA_LABELS } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import type { shelfReportQuerySchema } from '@portaria/shared/correspondence/shelf.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { findBlockInCondo } from '../condominium/units.repository.ts';
import { checkShelfScope, toShelfFilter } from './shelf.service.ts';
import { countShelfExact, findAlertDays } from './shelf.repository.ts';
import { shelfCsvStream, shelfLine, shelfReportRows } from './shelf-report-rows.ts';

/** The filters in the PDF's heading, as the screen names them. */
const filterLabels = async (db: Database, idCondo: number, q: z.output<typeof shelfReportQuerySchema>) => {
  const block = q.idBloco ? await findBlockInCondo(db, idCondo, q.idBloco) : null;
  return [
    block ? `${M.block}: ${block.nome}` : '',
    q.categoria ? `${M.colCategoria}: ${CATEGORIA_LABELS[q.categoria]}` : '',
    q.diasAguardando ? fill(M.shelfMinDays, { n: q.diasAguardando }) : '',
    q.busca ? `${M.searchButton}: ${q.busca}` : '',
  ].filter(Boolean);
};

/** GET /correspondencia/prateleira/relatorio/{PDF|CSV}: the shelf of the filters, oldest first, streamed. */
export const buildShelfReport = async (
  db: Database,
  idCondo: number,
  tipo: 'CSV' | 'PDF',
  query: z.output<typeof shelfReportQuerySchema>,
  at: Date,
): Promise<ReportFile> => {
  await checkShelfScope(db, idCondo, query);
  const filter = toShelfFilter(idCondo, query, at);
  // Parcels registered while the file streams are left out, so the count and the pages agree.
  const cutoff = new Date(at.getTime() + 1);
  if (!filter.before || filter.before > cutoff) filter.before = cutoff;
  const diasAlerta = await findAlertDays(db, idCondo);
  const lineOf = shelfLine(at, diasAlerta);
  const name = `prateleira-correspondencias-${at.toISOString().slice(0, 10)}`;
  if (tipo === 'CSV')
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      stream: shelfCsvStream(shelfReportRows(db, filter), lineOf),
    };
  const [condo, total, filtros] = await Promise.all([
    findCondominiumHeader(db, idCondo),
    countShelfExact(db, filter),
    filterLabels(db, idCondo, query),
  ]);
  const { shelfPdfStream } = await import('./shelf-report-pdf.ts');
  const header = {
    referencia: condo!.referencia,
    nome: condo!.nome,
    filtros,
    diasAlerta,
    geradoEm: formatDataHora(at),
    total,
  };
  return {
    fileName: `${name}.pdf`,
    contentType: 'application/pdf',
    stream: shelfPdfStream(header, shelfReportRows(db, filter), lineOf),
  };
};
