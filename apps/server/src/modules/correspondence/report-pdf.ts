import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { pdfTable, type PdfAppendix, type PdfColumn, type PdfReport } from '../../platform/reports/report-pdf.ts';
import type { Row } from './correspondence.repository.ts';
import { reportLine, type ReportLine } from './report-rows.ts';

/** What both correspondence PDFs (the history and the shelf) say of where and when they were made. */
export type ReportHeader = { referencia: number; nome: string; filtros: string[]; geradoEm: string; total: number };
export type PdfHeader = ReportHeader & { de: string; ate: string };

/**
 * What a correspondence PDF prints around its table: the condominium, the report's own line (the period, the
 * alert), the filters; "Gerado em", the page numbers and the total.
 */
export const reportFrame = (
  header: ReportHeader,
  own: { title: string; line: string; emptyText: string },
): PdfReport => ({
  title: own.title,
  // The condominium, block and unit names are stored text too: one plain line each, like the table's cells.
  heading: [`${header.referencia} - ${header.nome}`, own.line, header.filtros.join('   ')],
  footer: fill(M.reportGeneratedAt, { data: header.geradoEm }),
  pageLabel: (page, pages) => fill(M.reportPage, { page, pages }),
  total: header.total,
  emptyText: own.emptyText,
  totalLabel: (written) => `${M.totalRecords}: ${written}`,
});

const COLUMNS: PdfColumn<keyof ReportLine>[] = [
  { key: 'codigo', title: M.colCodigo, width: 58 },
  { key: 'unidade', title: M.colUnidade, width: 90 },
  { key: 'destinatario', title: M.colDestinatario, width: 132 },
  { key: 'dataCadastro', title: M.colDataCadastro, width: 80 },
  { key: 'foto', title: M.colFoto, width: 32 },
  { key: 'tamanho', title: M.colTamanho, width: 62 },
  { key: 'dataRetirada', title: M.colDataRetirada, width: 80 },
  { key: 'retiradoPor', title: M.colRetiradoPor, width: 180 },
  { key: 'status', title: M.colStatus, width: 66 },
];

/**
 * The correspondence history as a PDF: the condominium and period, the table, page numbers, total, then the
 * releases' receipts (`Comprovante de retirada`, decision 131) when given.
 */
export const pdfStream = (
  header: PdfHeader,
  batches: AsyncIterable<Row[]>,
  options: { compress?: boolean; receipts?: PdfAppendix } = {},
) =>
  pdfTable(
    {
      ...reportFrame(header, {
        title: M.reportTitle,
        line: fill(M.reportPeriod, { de: header.de, ate: header.ate }),
        emptyText: M.historyEmpty,
      }),
      ...(options.receipts ? { appendix: options.receipts } : {}),
    },
    COLUMNS,
    batches,
    reportLine,
    { compress: options.compress },
  );
