import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { blocos, dataVersions, livroRegistros, unidades } from '../../db/schema/index.ts';
import { epochMs, isoTime, jsonObject, jsonText, named } from '../../platform/lists/json-rows.ts';
import {
  corrected,
  entryValuesOf,
  type EntryFilter,
  type EntryShape,
  type EntryValues,
} from './shift-book.repository.ts';

/** The book's listed entries as the database writes them (decision 136), shared by the list and the word search. */
/** The entries table, as the book's statements name it. */
export const r = livroRegistros;

/**
 * An entry's answer as the database writes it (decision 136): `entrySchema` without `alteravelAte`, which depends
 * on the caller and the edit window's rule (added by the service from `idUsuario`, `recebidoEm`, `excluidoEm`).
 */
const entryJson = jsonText({
  id: r.id,
  categoria: r.categoria,
  texto: r.texto,
  unidade: sql`case when ${r.idUnidade} is not null and ${unidades.nome} is not null then ${jsonObject({
    idUnidade: r.idUnidade,
    nome: unidades.nome,
    nmBloco: sql`coalesce(${blocos.nome}, '')`,
  })} end`,
  hashAnexo: r.hashAnexo,
  idCorrige: r.idCorrige,
  corrigeCriadoEm: isoTime(corrected.criadoEm),
  autor: r.autorNome,
  criadoEm: isoTime(r.criadoEm),
  editadoEm: isoTime(r.editadoEm),
  resolvidoPor: r.resolvidoPorNome,
  resolvidoEm: isoTime(r.resolvidoEm),
});

/** A listed entry: its answer's JSON, and what the edit window's rule reads. */
export type EntryJsonRow = { json: string; idUsuario: number | null; recebidoEm: Date; excluidoEm: Date | null };

/** One page of the book and what the list needs besides its rows, read in the same statement and snapshot. */
export type EntryPage = {
  rows: EntryJsonRow[];
  /** The condominium's 'livro' data version: the key of the cached total. */
  versao: number;
  /**
   * A period alone: its total, summed from its days' counters in the same statement; a word search: its matches,
   * counted up to `searchCapOf` its window; otherwise null.
   */
  total: number | null;
  /** The filtered unit is an active unit of the condominium (true without a unit filter). */
  isUnitFound: boolean;
};

/** A named value bound when a prepared statement runs. */
export const p = (name: string) => sql.placeholder(name);

/** A shape's statements bind the filter's values by these names (`entryValuesOf`'s, words as w0, w1…). */
export const placeholders = (s: EntryShape) => ({
  idCondo: p('idCondo'),
  start: p('start'),
  end: p('end'),
  from: p('from'),
  until: p('until'),
  categoria: p('categoria'),
  idUnidade: p('idUnidade'),
  words: Array.from({ length: s.words }, (_, i) => p(`w${i}`)),
});
export const bound = (f: EntryFilter) => {
  const { words, ...values } = entryValuesOf(f);
  return { ...values, ...Object.fromEntries(words.map((word, i) => [`w${i}`, word])) };
};
export const keyOf = (s: EntryShape) => `${Number(s.categoria)}${s.situacao ?? '-'}${Number(s.unit)}${s.words}`;

/** An entry's unit and the entry it corrects, joined for its JSON. */
export const unitOfEntry = eq(unidades.idUnidade, r.idUnidade);
export const blockOfUnit = eq(blocos.idBloco, unidades.idBloco);
export const correctedOfEntry = and(eq(corrected.id, r.idCorrige), eq(corrected.idCondo, r.idCondo));
/** The page's columns: its answer's JSON and what the edit window's rule reads (`EntryJsonRow`). */
export const entryColumns = () =>
  named({
    id: r.id,
    json: entryJson,
    idUsuario: r.idUsuario,
    recebidoEm: epochMs(r.recebidoEm),
    excluidoEm: epochMs(r.excluidoEm),
  });

/** The data version of the book (the key of the cached total). */
export const versionOf = (idCondo: number | Placeholder) =>
  sql<number | null>`(select ${dataVersions.versao} from ${dataVersions}
  where ${dataVersions.idCondo} = ${idCondo} and ${dataVersions.area} = 'livro')`;

/** The filtered unit is an active unit of the condominium (true without a unit filter). */
export const unitFoundOf = (s: EntryShape, v: EntryValues) =>
  s.unit
    ? sql<boolean>`exists (select 1 from ${unidades} join ${blocos} on ${blocos.idBloco} = ${unidades.idBloco}
      where ${unidades.idUnidade} = ${v.idUnidade} and ${blocos.idCondo} = ${v.idCondo} and ${unidades.ativa})`
    : sql<boolean>`true`;

/** A page's row as the driver reads it (`namedRows`); an empty window's one row has only the condominium's columns. */
export type PageRow = {
  id: number | null;
  json: string | null;
  idUsuario: number | null;
  recebidoEm: number | null;
  excluidoEm: number | null;
  versao: number | string | null;
  periodTotal: number | string | null;
  isUnitFound: boolean | null;
};

/** A listed row as the service reads it. */
export const toJsonRow = ({ json, idUsuario, recebidoEm, excluidoEm }: PageRow): EntryJsonRow => ({
  json: json!,
  idUsuario,
  recebidoEm: new Date(recebidoEm!),
  excluidoEm: excluidoEm === null ? null : new Date(excluidoEm),
});
