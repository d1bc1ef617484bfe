import { STATUS_LABELS, formatData, formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { reportQuerySchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { findBlockInCondo, findUnitInCondo } from '../condominium/units.repository.ts';
import { countRows } from './list-queries.repository.ts';
import { buildFilter } from './list.service.ts';
import { csvStream } from './report-csv.ts';
import { reportRows } from './report-rows.ts';
import { findReceipts } from './receipts.repository.ts';

/** The history report of the token's condominium as a stream (CSV or PDF); the route only sets the headers. */
export const buildReport = async (
  { db, storage }: { db: Database; storage: FileStorage },
  idCondo: number,
  tipo: 'CSV' | 'PDF',
  query: z.output<typeof reportQuerySchema>,
  at: Date,
): Promise<ReportFile> => {
  const { filter, period } = await buildFilter(db, idCondo, query, at, true);
  // Parcels registered while the file streams are left out, so the count and the pages agree.
  const cutoff = new Date(at.getTime() + 1);
  if (!filter.end || filter.end > cutoff) filter.end = cutoff;
  const name = `historico-correspondencias-${period!.from}-a-${period!.until}`;
  if (tipo === 'CSV')
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      stream: csvStream(reportRows(db, filter)),
    };
  const [condo, total, unit, block, receipts] = await Promise.all([
    findCondominiumHeader(db, idCondo),
    countRows(db, filter),
    filter.idUnidade ? findUnitInCondo(db, idCondo, filter.idUnidade) : null,
    filter.idBloco ? findBlockInCondo(db, idCondo, filter.idBloco) : null,
    findReceipts(db, filter),
  ]);
  const filtros = [
    unit ? `${M.colUnidade}: ${unit.nmBloco} - ${unit.nome}` : block ? `${M.block}: ${block.nome}` : '',
    filter.status ? `${M.colStatus}: ${STATUS_LABELS[filter.status]}` : '',
  ].filter(Boolean);
  // pdfkit (with its fonts) is loaded on the first PDF, not at startup: ~25 MB of RSS few servers need at once.
  const [{ pdfStream }, { receiptsAppendix }] = await Promise.all([
    import('./report-pdf.ts'),
    import('./report-receipts.ts'),
  ]);
  const header = {
    referencia: condo!.referencia,
    nome: condo!.nome,
    de: formatData(period!.from),
    ate: formatData(period!.until),
    filtros,
    geradoEm: formatDataHora(at),
    total,
  };
  return {
    fileName: `${name}.pdf`,
    contentType: 'application/pdf',
    stream: pdfStream(header, reportRows(db, filter), {
      receipts: receiptsAppendix(storage, idCondo, receipts),
    }),
  };
};
