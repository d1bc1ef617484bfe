import { Readable } from 'node:stream';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { stringify } from 'csv-stringify/sync';
import type { Row } from './correspondence.repository.ts';
import { reportLine, type ReportLine } from './report-rows.ts';

/**
 * A cell that starts with = + - @ (or a tab / carriage return) would run as a formula in Excel or LibreOffice:
 * it is prefixed with an apostrophe, which the spreadsheet shows as plain text.
 */
export const escapeFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const COLUMNS: { key: keyof ReportLine; header: string }[] = [
  { key: 'codigo', header: 'Código' },
  { key: 'unidade', header: M.colUnidade },
  { key: 'destinatario', header: M.colDestinatario },
  { key: 'categoria', header: 'Categoria' },
  { key: 'tamanho', header: M.colTamanho },
  { key: 'descricao', header: 'Descrição' },
  { key: 'codigoRastreio', header: 'Código de rastreio' },
  { key: 'dataCadastro', header: M.colDataCadastro },
  { key: 'foto', header: M.colFoto },
  { key: 'dataRetirada', header: M.colDataRetirada },
  { key: 'retiradoPor', header: M.colRetiradoPor },
  { key: 'status', header: M.colStatus },
];

const OPTIONS = {
  delimiter: ';',
  record_delimiter: 'windows',
  columns: COLUMNS.map((c) => ({ key: c.key, header: c.header })),
  cast: { string: escapeFormula },
} as const;

/**
 * ';'-separated, UTF-8 with BOM and CRLF: opens right in Excel pt-BR. Streamed one keyset batch (2,000 rows) at a
 * time: csv-stringify turns the batch into text, the HTTP stream carries it; memory stays flat.
 */
export const csvStream = (batches: AsyncIterable<Row[]>): Readable =>
  Readable.from(
    (async function* () {
      let isFirst = true;
      for await (const rows of batches) {
        yield stringify(rows.map(reportLine), { ...OPTIONS, header: isFirst, bom: isFirst });
        isFirst = false;
      }
      if (isFirst) yield stringify([], { ...OPTIONS, header: true, bom: true });
    })(),
    { objectMode: false },
  );
