import type { MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { paginate, totalRowsColumn } from '../../lib/paginate.ts';
import { containsFolded } from '../../lib/search.ts';

const columns = {
  idMorador: pessoas.id,
  nome: pessoas.nome,
  cpf: pessoas.cpf,
  telefone: pessoas.telefone,
  email: pessoas.email,
  cadastrado: pessoas.appInstalado,
  perfil: pessoas.perfil,
  idUnidade: unidades.idUnidade,
  unidadeNome: unidades.nome,
  nmBloco: blocos.nome,
};
type Row = {
  idMorador: number;
  nome: string;
  cpf: string;
  telefone: string | null;
  email: string | null;
  cadastrado: boolean;
  perfil: string;
  idUnidade: number;
  unidadeNome: string;
  nmBloco: string;
};

const toItem = (r: Row): MoradorItem => ({
  morador: { idMorador: r.idMorador, nome: r.nome, cpf: r.cpf, telefone: r.telefone, email: r.email, cadastrado: r.cadastrado },
  unidade: { idUnidade: r.idUnidade, nome: r.unidadeNome, nmBloco: r.nmBloco },
  tipoAcesso: r.perfil,
});

const fromCondo = (db: Database, where: SQL) =>
  db
    .select(columns)
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(where);

export const listUnitResidents = async (db: Database, idCondo: number, idUnidade: number): Promise<MoradorItem[]> => {
  const rows = await fromCondo(db, and(eq(blocos.idCondo, idCondo), eq(pessoas.idUnidade, idUnidade))!).orderBy(asc(pessoas.nome), asc(pessoas.id));
  return rows.map(toItem);
};

export const hasAppInstalled = async (db: Database, idUnidade: number): Promise<boolean> => {
  const [row] = await db
    .select({ n: count() })
    .from(pessoas)
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(pessoas.appInstalado, true)));
  return Number(row?.n ?? 0) > 0;
};

/** Name (accents and case ignored) or CPF digits; optionally one unit. */
export const searchResidents = async (
  db: Database,
  idCondo: number,
  q: { search?: string | undefined; unidade?: number | undefined; page: number; size: number },
) => {
  const parts: SQL[] = [eq(blocos.idCondo, idCondo)];
  if (q.unidade) parts.push(eq(pessoas.idUnidade, q.unidade));
  const text = q.search?.trim();
  if (text) {
    const digits = text.replace(/\D/g, '');
    const byName = containsFolded(sql`${pessoas.nome}`, text);
    parts.push(digits.length >= 3 ? or(byName, ilike(pessoas.cpf, `%${digits}%`))! : byName);
  }
  const where = and(...parts)!;
  return paginate(
    { page: q.page, limit: q.size },
    ({ limit, offset }) =>
      db
        .select({ ...columns, totalRows: totalRowsColumn() })
        .from(pessoas)
        .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
        .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
        .where(where)
        .orderBy(asc(pessoas.nome), asc(pessoas.id))
        .limit(limit)
        .offset(offset),
    (rows) => rows.map(toItem),
  );
};
