import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { plainLine } from '@portaria/shared/text';
import PDFDocument from 'pdfkit';
import type { Row } from './correspondence.repository.ts';
import { reportLine, type ReportLine } from './report-rows.ts';

export type PdfHeader = { referencia: number; nome: string; de: string; ate: string; filtros: string[]; geradoEm: string; total: number };

const MARGIN = 30;
const ROW = 14;
const HEAD_ROW = 18;
const FONT_SIZE = 8;
const COLUMNS: { key: keyof ReportLine; title: string; width: number }[] = [
  { key: 'codigo', title: 'Cód.', width: 58 },
  { key: 'unidade', title: M.colUnidade, width: 90 },
  { key: 'destinatario', title: M.colDestinatario, width: 132 },
  { key: 'dataCadastro', title: M.colDataCadastro, width: 80 },
  { key: 'foto', title: M.colFoto, width: 32 },
  { key: 'tamanho', title: M.colTamanho, width: 62 },
  { key: 'dataRetirada', title: M.colDataRetirada, width: 80 },
  { key: 'retiradoPor', title: M.colRetiradoPor, width: 180 },
  { key: 'status', title: M.colStatus, width: 66 },
];

/** Page geometry is fixed (one line per row, long text cut with "..."), so "Página X de Y" is known up front. */
const layout = (doc: PDFKit.PDFDocument) => {
  const bottom = doc.page.height - MARGIN - 14 - 16; // footer line + the "Total de Registros" line, kept free
  const firstTop = MARGIN + 76;
  return {
    firstTop,
    bottom,
    perFirst: Math.floor((bottom - firstTop - HEAD_ROW) / ROW),
    perPage: Math.floor((bottom - MARGIN - HEAD_ROW) / ROW),
  };
};

export const pageCount = (total: number, perFirst: number, perPage: number) =>
  total <= perFirst ? 1 : 1 + Math.ceil((total - perFirst) / perPage);

/** Streams the history as a PDF: heading with the condominium and period, the table, page numbers, total. */
export const pdfStream = (header: PdfHeader, batches: AsyncIterable<Row[]>, options: { compress?: boolean } = {}) => {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, compress: options.compress ?? true, autoFirstPage: true });
  doc.info.Title = M.reportTitle;
  const geo = layout(doc);
  const pages = pageCount(header.total, geo.perFirst, geo.perPage);
  const fitCache = new Map<string, string>();
  const fit = (text: string, width: number) => {
    const key = `${width}|${text}`;
    const cached = fitCache.get(key);
    if (cached !== undefined) return cached;
    let out = text;
    if (doc.widthOfString(out) > width - 4) {
      while (out.length > 1 && doc.widthOfString(`${out}...`) > width - 4) out = out.slice(0, -1);
      out = `${out.trimEnd()}...`;
    }
    if (fitCache.size < 5000) fitCache.set(key, out);
    return out;
  };
  const footer = (page: number) => {
    const y = doc.page.height - MARGIN - 10;
    doc.font('Helvetica').fontSize(7).fillColor('#555555');
    doc.text(fill(M.reportGeneratedAt, { data: header.geradoEm }), MARGIN, y, { lineBreak: false });
    const label = fill(M.reportPage, { page, pages });
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
    doc.fillColor('#000000');
  };
  const tableHead = (y: number) => {
    doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, HEAD_ROW).fill('#e8eef5').fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const c of COLUMNS) {
      doc.text(c.title, x + 2, y + 5, { lineBreak: false });
      x += c.width;
    }
    doc.font('Helvetica').fontSize(FONT_SIZE);
    return y + HEAD_ROW;
  };

  doc.font('Helvetica-Bold').fontSize(14).text(M.reportTitle, MARGIN, MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(10);
  // The condominium, block and unit names are stored text too: one plain line each, like the table's cells.
  doc.text(plainLine(`${header.referencia} - ${header.nome}`), MARGIN, MARGIN + 22, { lineBreak: false });
  doc.text(fill(M.reportPeriod, { de: header.de, ate: header.ate }), MARGIN, MARGIN + 37, { lineBreak: false });
  if (header.filtros.length > 0) doc.text(plainLine(header.filtros.join('   ')), MARGIN, MARGIN + 52, { lineBreak: false });
  footer(1);
  let page = 1;
  let y = tableHead(geo.firstTop);
  let written = 0;

  void (async () => {
    try {
      for await (const rows of batches) {
        for (const r of rows) {
          if (y + ROW > geo.bottom) {
            doc.addPage();
            page += 1;
            footer(page);
            y = tableHead(MARGIN);
          }
          const line = reportLine(r);
          if (written % 2 === 1) doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, ROW).fill('#f7f7f7').fillColor('#000000');
          let x = MARGIN;
          for (const c of COLUMNS) {
            doc.text(fit(line[c.key], c.width), x + 2, y + 3, { lineBreak: false });
            x += c.width;
          }
          y += ROW;
          written += 1;
        }
      }
      if (written === 0) doc.text(M.historyEmpty, MARGIN + 2, y + 4, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(10).text(`${M.totalRecords}: ${written}`, MARGIN, y + 4, { lineBreak: false });
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc;
};
