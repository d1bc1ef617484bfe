import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { Readable } from 'node:stream';
import { HttpError } from '../../platform/http/http-error.ts';

/** One line of the file: its number as the spreadsheet shows it (the header is usually 1) and its cells as text. */
export type FileLine = { linha: number; cells: string[] };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The old binary .xls (OLE2): Excel reads it, we do not; the user saves it again as .xlsx. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  return '';
};

/**
 * The first sheet with anything in it, read by exceljs's streaming reader row by row (the whole workbook is never
 * held: 20,000 rows stay a few MB); formulas count as their last computed value. Null: no sheet has a line.
 */
export const streamXlsxLines = async (bytes: Buffer): Promise<FileLine[] | null> => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // The number formats tell a date from a number.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    const lines: FileLine[] = [];
    for await (const row of sheet) {
      if (!row.hasValues) continue;
      const values = row.values as ExcelJS.CellValue[];
      // row.values is 1-based: index 0 is always empty.
      lines.push({ linha: row.number, cells: values.slice(1).map((v) => cellText(v)) });
    }
    if (lines.length > 0) return lines;
  }
  return null;
};

/** The same lines from the whole workbook read at once (held in memory: only when the streaming reader failed). */
export const loadXlsxLines = async (bytes: Buffer): Promise<FileLine[] | null> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  for (const sheet of workbook.worksheets) {
    const lines: FileLine[] = [];
    sheet.eachRow((row, number) => {
      if (!row.hasValues) return;
      const values = row.values as ExcelJS.CellValue[];
      lines.push({ linha: number, cells: values.slice(1).map((v) => cellText(v)) });
    });
    if (lines.length > 0) return lines;
  }
  return null;
};

/**
 * The streaming reader first. It can fail on a valid file when its unzip stream is slow (an open exceljs stream bug,
 * exceljs#683 and its unmerged fix #2915; seen in CI twice on 2026-11-30 as "Não foi possível ler o arquivo" for a
 * valid .xlsx under load), so a failed stream is read again whole before the file is called malformed.
 */
const readXlsx = async (bytes: Buffer): Promise<FileLine[]> => {
  let lines: FileLine[] | null;
  try {
    lines = await streamXlsxLines(bytes);
  } catch {
    try {
      lines = await loadXlsxLines(bytes);
    } catch {
      throw new HttpError(422, M.fileMalformed);
    }
  }
  if (!lines) throw new HttpError(422, M.noRows);
  return lines;
};

/**
 * UTF-8 (with or without BOM) when the bytes are valid UTF-8, UTF-16 when Excel's "Texto Unicode" BOM says so, and
 * otherwise Windows-1252, which is what Excel pt-BR writes for "CSV (separado por vírgulas)".
 */
export const decodeText = (bytes: Buffer): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Node 20's TextDecoder reads 'windows-1252' as Latin-1 (0x80 is not €, 0x93 not “): iconv-lite knows the table.
    return iconv.decode(bytes, 'win1252');
  }
};

/** The separator is the one the header line uses most, outside quotes: ';' (Excel pt-BR), ',' or a tab. */
export const detectDelimiter = (text: string): string => {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ';';
};

const readCsv = (bytes: Buffer): FileLine[] => {
  // Text has no NUL byte (UTF-16 aside): a PDF, an image or a zip renamed .csv does.
  const isUtf16 = bytes[0] === 0xff && bytes[1] === 0xfe;
  if (!isUtf16 && bytes.subarray(0, 64 * 1024).includes(0)) throw new HttpError(415, M.fileType);
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (Ana "Nina" Souza) is text, as Excel reads it.
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw new HttpError(422, M.fileMalformed);
  }
  return records.map((cells, index) => ({ linha: index + 1, cells }));
};

/**
 * The file's lines, whatever Excel pt-BR saved: an .xlsx (a zip, recognised by its first bytes, never its name) or a
 * CSV. 400 when empty, 415 when neither (the old .xls, a PDF, an image), 422 when it cannot be read.
 */
export const readImportFile = async (bytes: Buffer): Promise<FileLine[]> => {
  if (bytes.length === 0) throw new HttpError(400, M.fileEmpty);
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE2)) throw new HttpError(415, M.fileType);
  return readCsv(bytes);
};
