import { plainLine } from '@portaria/shared/text';
import PDFDocument from 'pdfkit';

export type PdfColumn<K extends string> = { key: K; title: string; width: number };

/** What a report prints around its table; every text is the area's pt-BR copy. */
export type PdfReport = {
  title: string;
  /** Up to three lines under the title (condominium, period, filters); stored text goes out as one plain line. */
  heading: string[];
  /** Left of every footer ("Gerado em …"). */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  /** Rows the table will hold (known up front, so "Página X de Y" is too). */
  total: number;
  emptyText: string;
  totalLabel: (written: number) => string;
  /**
   * Pages after the table (an area's receipts), counted up front so "Página X de Y" holds; `draw` adds each of its
   * pages with `newPage` (which prints the footer) and returns the pages it added.
   */
  appendix?: PdfAppendix;
};

export type PdfAppendix = {
  pages: number;
  draw: (doc: PDFKit.PDFDocument, newPage: () => void) => Promise<void>;
};

const MARGIN = 30;
const ROW = 14;
const HEAD_ROW = 18;
const FONT_SIZE = 8;

/** Page geometry is fixed (one line per row, long text cut with "..."), so the page count is known up front. */
const layout = (doc: PDFKit.PDFDocument) => {
  const bottom = doc.page.height - MARGIN - 14 - 16; // footer line + the total line, kept free
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

/**
 * Any report as a landscape A4 PDF table, streamed batch by batch: heading, the table with a header row on each
 * page and zebra rows, "Página X de Y", and the total. Rows are drawn by hand (pdfkit's fastest path); pdfkit is
 * imported by the caller on first use (decision 060: ~25 MB of RSS few servers need at once).
 */
export const pdfTable = <R, K extends string>(
  report: PdfReport,
  columns: PdfColumn<K>[],
  batches: AsyncIterable<R[]>,
  lineOf: (row: R) => Record<K, string>,
  options: { compress?: boolean } = {},
) => {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    autoFirstPage: true,
  });
  doc.info.Title = report.title;
  const geo = layout(doc);
  const pages = pageCount(report.total, geo.perFirst, geo.perPage) + (report.appendix?.pages ?? 0);
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
    doc.text(report.footer, MARGIN, y, { lineBreak: false });
    const label = report.pageLabel(page, pages);
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
    doc.fillColor('#000000');
  };
  const tableHead = (y: number) => {
    doc
      .rect(MARGIN, y, doc.page.width - 2 * MARGIN, HEAD_ROW)
      .fill('#e8eef5')
      .fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const c of columns) {
      doc.text(c.title, x + 2, y + 5, { lineBreak: false });
      x += c.width;
    }
    doc.font('Helvetica').fontSize(FONT_SIZE);
    return y + HEAD_ROW;
  };

  doc.font('Helvetica-Bold').fontSize(14).text(report.title, MARGIN, MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(10);
  report.heading.slice(0, 3).forEach((line, i) => {
    if (line) doc.text(plainLine(line), MARGIN, MARGIN + 22 + 15 * i, { lineBreak: false });
  });
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
          const line = lineOf(r);
          if (written % 2 === 1)
            doc
              .rect(MARGIN, y, doc.page.width - 2 * MARGIN, ROW)
              .fill('#f7f7f7')
              .fillColor('#000000');
          let x = MARGIN;
          for (const c of columns) {
            doc.text(fit(line[c.key], c.width), x + 2, y + 3, { lineBreak: false });
            x += c.width;
          }
          y += ROW;
          written += 1;
        }
      }
      if (written === 0) doc.text(report.emptyText, MARGIN + 2, y + 4, { lineBreak: false });
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(report.totalLabel(written), MARGIN, y + 4, { lineBreak: false });
      await report.appendix?.draw(doc, () => {
        doc.addPage();
        page += 1;
        footer(page);
        doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000000');
      });
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc;
};
