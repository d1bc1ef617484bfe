import { Readable } from 'node:stream';

/**
 * A cell that starts with = + - @ (or a tab / carriage return) would run as a formula in Excel or LibreOffice:
 * it is prefixed with an apostrophe, which the spreadsheet shows as plain text.
 */
export const escapeFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const NEEDS_QUOTES = /[";\r\n]/;

/** One cell, formula-escaped, then quoted (inner quotes doubled) only when it holds ; " CR or LF (RFC 4180). */
export const csvCell = (value: string): string => {
  const text = escapeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvRecord = (cells: string[]): string => `${cells.map(csvCell).join(';')}\r\n`;

export type CsvColumn<K extends string> = { key: K; header: string };

/**
 * Any report as CSV: ';'-separated, UTF-8 with BOM and CRLF, so it opens right in Excel pt-BR. Streamed one batch
 * at a time, one string per batch; the HTTP stream pulls the next batch only when the client has taken the last
 * one, so memory stays flat however long the report. `lineOf` turns a row into its cells (plain text, one line
 * each). Written by hand: 3x faster than csv-stringify for the same bytes (decision 060).
 */
export const csvStream = <R, K extends string>(
  columns: CsvColumn<K>[],
  batches: AsyncIterable<R[]>,
  lineOf: (row: R) => Record<K, string>,
): Readable => {
  const header = `\ufeff${csvRecord(columns.map((c) => c.header))}`;
  return Readable.from(
    (async function* () {
      yield header;
      for await (const rows of batches) {
        let text = '';
        for (const row of rows) {
          const line = lineOf(row);
          text += csvRecord(columns.map((c) => line[c.key]));
        }
        yield text;
      }
    })(),
    { objectMode: false },
  );
};
