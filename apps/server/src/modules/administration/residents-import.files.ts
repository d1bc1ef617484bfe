import { Readable } from 'node:stream';
import { PROFILE_LABELS } from '@portaria/shared/access-control/access-control.constants';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  IMPORT_LIMITS,
  type ImportColumn,
  type ImportRow,
} from '@portaria/shared/administration/residents-import.rules';
import ExcelJS from 'exceljs';
import { csvStream, type CsvColumn } from '../../platform/reports/report-csv.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const columns: CsvColumn<ImportColumn>[] = IMPORT_COLUMNS.map((key) => ({ key, header: IMPORT_HEADERS[key] }));
const once = <T>(rows: T[]): AsyncIterable<T[]> =>
  (async function* () {
    yield rows;
  })();

/** The CSV template: the header alone, ';'-separated, UTF-8 with BOM (what Excel pt-BR opens as columns). */
const csvTemplate = (): ReportFile => ({
  fileName: 'modelo-moradores.csv',
  contentType: CSV_TYPE,
  stream: csvStream(columns, once<never>([]), () => ({}) as Record<ImportColumn, string>),
});

/**
 * The XLSX template: the header, CPF and mobile as text (a number column drops a CPF's leading zeros), and the
 * profile and app-access cells as lists to pick from.
 */
const xlsxTemplate = async (): Promise<ReportFile> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Moradores');
  sheet.columns = IMPORT_COLUMNS.map((key) => ({
    header: IMPORT_HEADERS[key],
    key,
    width: key === 'nome' || key === 'email' ? 36 : key === 'perfil' ? 22 : 16,
    style: key === 'cpf' || key === 'celular' || key === 'unidade' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const last = IMPORT_LIMITS.maxRows + 1;
  const list = (values: string[]) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
  });
  // exceljs types do not declare the sheet's range validations, which it writes as one <dataValidation sqref>.
  const validations = (sheet as unknown as { dataValidations: { add: (range: string, rule: object) => void } })
    .dataValidations;
  validations.add(`E2:E${last}`, list(Object.values(PROFILE_LABELS)));
  validations.add(`H2:H${last}`, list(['Sim', 'Não']));
  const bytes = await workbook.xlsx.writeBuffer();
  return { fileName: 'modelo-moradores.xlsx', contentType: XLSX_TYPE, stream: Readable.from([Buffer.from(bytes)]) };
};

export const importTemplate = (formato: 'xlsx' | 'csv'): Promise<ReportFile> | ReportFile =>
  formato === 'csv' ? csvTemplate() : xlsxTemplate();

/** The refused rows as typed, the template's columns and the reason last ("Motivo" is ignored on import). */
export const refusedCsv = (rows: { row: ImportRow; motivo: string }[]): ReportFile => {
  const withReason: CsvColumn<ImportColumn | 'motivo'>[] = [...columns, { key: 'motivo', header: M.columnReason }];
  return {
    fileName: 'moradores-recusados.csv',
    contentType: CSV_TYPE,
    stream: csvStream(withReason, once(rows), ({ row, motivo }) => ({ ...row, motivo })),
  };
};
