import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Readable } from 'node:stream';
import { csvStream as writeCsv, type CsvColumn } from '../../platform/reports/report-csv.ts';
import type { Row } from './correspondence.repository.ts';
import { reportLine, type ReportLine } from './report-rows.ts';

const COLUMNS: CsvColumn<keyof ReportLine>[] = [
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

/** The correspondence history as CSV (spec 02 §2.6 columns), through the CSV writer every report uses. */
export const csvStream = (batches: AsyncIterable<Row[]>): Readable => writeCsv(COLUMNS, batches, reportLine);
