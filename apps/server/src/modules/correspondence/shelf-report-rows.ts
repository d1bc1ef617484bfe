import {
  CATEGORIA_LABELS,
  TAMANHO_LABELS,
  type Categoria,
  type Tamanho,
} from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { daysWaiting, isLate } from '@portaria/shared/correspondence/shelf';
import { plainLine } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { keysetBatches } from '../../platform/lists/keyset-batches.ts';
import { csvStream as writeCsv, type CsvColumn } from '../../platform/reports/report-csv.ts';
import { shelfRows, type ShelfFilter, type ShelfRow } from './shelf.repository.ts';

const BATCH = 2000;

/** Every waiting parcel of the filter, oldest first, in keyset batches (memory stays flat). */
export const shelfReportRows = (db: Database, filter: ShelfFilter): AsyncGenerator<ShelfRow[]> =>
  keysetBatches(
    (after: { us: string; id: string } | null) => shelfRows(db, filter, after, BATCH),
    (last) => ({ us: last.us, id: String(last.id) }),
    BATCH,
  );

/**
 * One shelf line as the screen shows it; stored texts as one plain line each (plainLine, as the history's).
 * 'Dias aguardando' is the plain number in the CSV (a spreadsheet sorts it); the PDF adds 'Atrasada'.
 */
export const shelfLine = (now: Date, alertDays: number) => (r: ShelfRow) => {
  const days = daysWaiting(r.dataChegada, now);
  return {
    codigo: `Cód.${r.id}`,
    unidade: plainLine(`${r.nmBloco} - ${r.unidade}`),
    destinatario: plainLine(r.destinatario),
    categoria: CATEGORIA_LABELS[r.categoria as Categoria] ?? r.categoria,
    tamanho: TAMANHO_LABELS[r.tamanho as Tamanho] ?? r.tamanho,
    descricao: plainLine(r.descricao ?? ''),
    codigoRastreio: plainLine(r.codigoRastreio ?? ''),
    prateleira: plainLine(r.prateleira ?? ''),
    chegada: fastDataHora(r.dataChegada),
    dias: String(days),
    diasPdf: isLate(days, alertDays) ? `${days} (${M.shelfLate.toLowerCase()})` : String(days),
  };
};
export type ShelfLine = ReturnType<ReturnType<typeof shelfLine>>;

const CSV_COLUMNS: CsvColumn<keyof ShelfLine>[] = [
  { key: 'codigo', header: 'Código' },
  { key: 'unidade', header: M.colUnidade },
  { key: 'destinatario', header: M.colDestinatario },
  { key: 'categoria', header: M.colCategoria },
  { key: 'tamanho', header: M.colTamanho },
  { key: 'descricao', header: 'Descrição' },
  { key: 'codigoRastreio', header: 'Código de rastreio' },
  { key: 'prateleira', header: M.colPrateleira },
  { key: 'chegada', header: M.colChegada },
  { key: 'dias', header: M.colDiasAguardando },
];

export const shelfCsvStream = (batches: AsyncIterable<ShelfRow[]>, lineOf: (r: ShelfRow) => ShelfLine): Readable =>
  writeCsv(CSV_COLUMNS, batches, lineOf);
