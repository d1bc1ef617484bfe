import { fastDataHora } from '@portaria/shared/time-zone';
import {
  CATEGORIA_LABELS,
  STATUS_LABELS,
  TAMANHO_LABELS,
  type Categoria,
  type CorrespondenciaStatus,
  type Tamanho,
} from '@portaria/shared/correspondence/correspondence.constants';
import { plainLine } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import type { ListFilter, Row } from './correspondence.repository.ts';
import { listBatch } from './list-queries.repository.ts';
import { keysetBatches } from '../../platform/lists/keyset-batches.ts';

const BATCH = 2000;

/** All rows of the filter, newest first, in keyset batches (platform/lists/keyset-batches.ts). */
export const reportRows = (db: Database, filter: ListFilter): AsyncGenerator<Row[]> =>
  keysetBatches(
    (after: { dataChegada: Date; id: number } | null) => listBatch(db, filter, after, BATCH),
    (last) => ({ dataChegada: last.dataChegada, id: last.id }),
    BATCH,
  );

/**
 * One history line as the screen shows it (spec 02 §2.6 columns). Stored texts go out as one plain line each
 * (plainLine): a name with a line break or a bidi override cannot break a row or disguise itself in CSV or PDF.
 */
export const reportLine = (r: Row) => ({
  codigo: `Cód.${r.id}`,
  unidade: plainLine(`${r.nmBloco} - ${r.unidadeNome}`),
  destinatario: plainLine(r.destinatario),
  // The label ('Sacola'), as 'Tamanho' gives 'Extra grande' (issue 17).
  categoria: CATEGORIA_LABELS[r.categoria as Categoria] ?? r.categoria,
  tamanho: TAMANHO_LABELS[r.tamanho as Tamanho] ?? r.tamanho,
  descricao: plainLine(r.descricao ?? ''),
  codigoRastreio: plainLine(r.codigoRastreio ?? ''),
  dataCadastro: fastDataHora(r.dataChegada),
  foto: r.hashFoto ? 'Sim' : 'Não',
  dataRetirada: r.dataRetirada ? fastDataHora(r.dataRetirada) : '',
  retiradoPor: plainLine(r.retiradaNome ?? ''),
  status: STATUS_LABELS[r.status as CorrespondenciaStatus] ?? r.status,
});
export type ReportLine = ReturnType<typeof reportLine>;
