import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, correspondencias, retiradas, unidades } from '../../db/schema/index.ts';

export type ListFilter = {
  idCondo: number;
  idUnidade?: number | undefined;
  idBloco?: number | undefined;
  status?: 'PENDENTE' | 'RETIRADA' | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

const c = correspondencias;

export const rowColumns = {
  id: c.id,
  dataChegada: c.dataChegada,
  categoria: c.categoria,
  tamanho: c.tamanho,
  descricao: c.descricao,
  destinatario: c.destinatario,
  codigoRastreio: c.codigoRastreio,
  observacao: c.observacao,
  hashFoto: c.hashFoto,
  status: c.status,
  idUnidade: c.idUnidade,
  unidadeNome: unidades.nome,
  nmBloco: blocos.nome,
  dataRetirada: retiradas.dataRetirada,
  retiradaNome: retiradas.nome,
  retiradaIdMorador: retiradas.idMorador,
  retiradaCadastrado: retiradas.cadastrado,
};

export type Row = {
  id: number;
  dataChegada: Date;
  categoria: string;
  tamanho: string;
  descricao: string | null;
  destinatario: string;
  codigoRastreio: string | null;
  observacao: string | null;
  hashFoto: string | null;
  status: string;
  idUnidade: number;
  unidadeNome: string;
  nmBloco: string;
  dataRetirada: Date | null;
  retiradaNome: string | null;
  retiradaIdMorador: number | null;
  retiradaCadastrado: boolean | null;
};

/** Database row -> the spec's read shape. */
export const toCorrespondencia = (r: Row): Correspondencia => ({
  id: r.id,
  dataChegada: r.dataChegada.toISOString(),
  categoria: r.categoria as Correspondencia['categoria'],
  tamanho: r.tamanho as Correspondencia['tamanho'],
  descricao: r.descricao,
  destinatario: r.destinatario,
  codigoRastreio: r.codigoRastreio,
  observacao: r.observacao,
  foto: r.hashFoto,
  unidade: { idUnidade: r.idUnidade, nome: r.unidadeNome, nmBloco: r.nmBloco },
  status: r.status as Correspondencia['status'],
  dataRetirada: r.dataRetirada ? r.dataRetirada.toISOString() : null,
  moradorRetirada: r.retiradaNome && r.retiradaCadastrado ? { idMorador: r.retiradaIdMorador, nome: r.retiradaNome } : null,
  nomeMoradorNaoCadastro: r.retiradaNome && r.retiradaCadastrado === false ? r.retiradaNome : null,
});

export const filterWhere = (f: ListFilter): SQL => {
  const parts: (SQL | undefined)[] = [eq(c.idCondo, f.idCondo)];
  if (f.idUnidade) parts.push(eq(c.idUnidade, f.idUnidade));
  if (f.idBloco) {
    parts.push(inArray(c.idUnidade, sql`(select ${unidades.idUnidade} from ${unidades} where ${unidades.idBloco} = ${f.idBloco})`));
  }
  // The literal matches the partial index of pending parcels.
  if (f.status === 'PENDENTE') parts.push(sql`${c.status} = 'PENDENTE'`);
  if (f.status === 'RETIRADA') parts.push(sql`${c.status} = 'RETIRADA'`);
  if (f.start) parts.push(gte(c.dataChegada, f.start));
  if (f.end) parts.push(lt(c.dataChegada, f.end));
  return and(...parts)!;
};

const parcelColumns = {
  id: c.id,
  dataChegada: c.dataChegada,
  categoria: c.categoria,
  tamanho: c.tamanho,
  descricao: c.descricao,
  destinatario: c.destinatario,
  codigoRastreio: c.codigoRastreio,
  observacao: c.observacao,
  hashFoto: c.hashFoto,
  status: c.status,
  idUnidade: c.idUnidade,
  idRetirada: c.idRetirada,
};

const baseSelect = (db: Database) =>
  db
    .select(rowColumns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(retiradas, eq(retiradas.id, c.idRetirada));

/**
 * The page of parcels is chosen first, alone, walking the (…, data_chegada desc, id desc) index with its LIMIT;
 * only those rows are joined to unit, block and pickup. (Joined in one flat query, the planner sorts the whole
 * period: 75 ms instead of 1 ms for 100,000 rows.)
 */
const pageThenJoin = async (db: Database, where: SQL, limit: number, offset: number): Promise<Row[]> => {
  const page = db.select(parcelColumns).from(c).where(where).orderBy(desc(c.dataChegada), desc(c.id)).limit(limit).offset(offset).as('page');
  return db
    .select({
      id: page.id,
      dataChegada: page.dataChegada,
      categoria: page.categoria,
      tamanho: page.tamanho,
      descricao: page.descricao,
      destinatario: page.destinatario,
      codigoRastreio: page.codigoRastreio,
      observacao: page.observacao,
      hashFoto: page.hashFoto,
      status: page.status,
      idUnidade: page.idUnidade,
      unidadeNome: unidades.nome,
      nmBloco: blocos.nome,
      dataRetirada: retiradas.dataRetirada,
      retiradaNome: retiradas.nome,
      retiradaIdMorador: retiradas.idMorador,
      retiradaCadastrado: retiradas.cadastrado,
    })
    .from(page)
    .innerJoin(unidades, eq(unidades.idUnidade, page.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(retiradas, eq(retiradas.id, page.idRetirada))
    .orderBy(desc(page.dataChegada), desc(page.id));
};

/** One page, newest first (the order of the indexes). */
export const listPage = async (db: Database, f: ListFilter, limit: number, offset: number): Promise<Row[]> =>
  pageThenJoin(db, filterWhere(f), limit, offset);

export const countRows = async (db: Database, f: ListFilter): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(c).where(filterWhere(f));
  return Number(row?.n ?? 0);
};

/** Keyset batch for the streamed reports: rows strictly older than `after` in (dataChegada, id) order. */
export const listBatch = async (
  db: Database,
  f: ListFilter,
  after: { dataChegada: Date; id: number } | null,
  limit: number,
): Promise<Row[]> => {
  const where = after
    ? and(filterWhere(f), or(lt(c.dataChegada, after.dataChegada), and(eq(c.dataChegada, after.dataChegada), lt(c.id, after.id))))!
    : filterWhere(f);
  return pageThenJoin(db, where, limit, 0);
};

export const findByIds = async (db: Database, idCondo: number, ids: number[]): Promise<Row[]> =>
  baseSelect(db).where(and(eq(c.idCondo, idCondo), inArray(c.id, ids)));

/** The unit with its block name, only when it belongs to the condominium. */
export const findUnit = async (db: Database, idCondo: number, idUnidade: number) => {
  const [unit] = await db
    .select({ idUnidade: unidades.idUnidade, nome: unidades.nome, nmBloco: blocos.nome, idBloco: blocos.idBloco })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(unidades.idUnidade, idUnidade), eq(blocos.idCondo, idCondo)));
  return unit ?? null;
};

export const findBlock = async (db: Database, idCondo: number, idBloco: number) => {
  const [block] = await db
    .select({ idBloco: blocos.idBloco, nome: blocos.nome })
    .from(blocos)
    .where(and(eq(blocos.idBloco, idBloco), eq(blocos.idCondo, idCondo)));
  return block ?? null;
};
