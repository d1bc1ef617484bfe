import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { pdfTable, type PdfColumn } from '../../platform/reports/report-pdf.ts';
import type { ShelfRow } from './shelf.repository.ts';
import type { ShelfLine } from './shelf-report-rows.ts';
import { reportFrame, type ReportHeader } from './report-pdf.ts';

export type ShelfPdfHeader = ReportHeader & { diasAlerta: number };

const COLUMNS: PdfColumn<keyof ShelfLine>[] = [
  { key: 'codigo', title: M.colCodigo, width: 58 },
  { key: 'unidade', title: M.colUnidade, width: 100 },
  { key: 'destinatario', title: M.colDestinatario, width: 150 },
  { key: 'categoria', title: M.colCategoria, width: 70 },
  { key: 'tamanho', title: M.colTamanho, width: 66 },
  { key: 'codigoRastreio', title: M.colRastreio, width: 110 },
  { key: 'prateleira', title: M.colPrateleira, width: 80 },
  { key: 'chegada', title: M.colChegada, width: 80 },
  { key: 'diasPdf', title: M.colDiasAguardando, width: 70 },
];

/** The shelf as a PDF (loaded on the first PDF, as the history's: pdfkit is heavy). */
export const shelfPdfStream = (
  header: ShelfPdfHeader,
  batches: AsyncIterable<ShelfRow[]>,
  lineOf: (r: ShelfRow) => ShelfLine,
  options: { compress?: boolean } = {},
) =>
  pdfTable(
    reportFrame(header, {
      title: M.shelfReportTitle,
      line: fill(M.shelfReportAlert, { n: header.diasAlerta }),
      emptyText: M.shelfReportEmpty,
    }),
    COLUMNS,
    batches,
    lineOf,
    options,
  );
