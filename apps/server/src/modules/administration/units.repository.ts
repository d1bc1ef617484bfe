import type { AdminBlock } from '@portaria/shared/administration/administration.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, unidades } from '../../db/schema/index.ts';

const byName = new Intl.Collator('pt-BR', { numeric: true }).compare;

/** Every block and unit of the condominium, the deactivated units too, in natural order ("2" < "10"). */
export const listBlocksWithUnits = async (db: Database, idCondo: number) => {
  const [condo] = await db
    .select({ multiplosBlocos: condominios.multiplosBlocos })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  const rows = await db
    .select({
      idBloco: blocos.idBloco,
      nmBloco: blocos.nome,
      idUnidade: unidades.idUnidade,
      nome: unidades.nome,
      ativa: unidades.ativa,
    })
    .from(blocos)
    .leftJoin(unidades, eq(unidades.idBloco, blocos.idBloco))
    .where(eq(blocos.idCondo, idCondo));
  const blocks = new Map<number, AdminBlock>();
  for (const row of rows) {
    const block = blocks.get(row.idBloco) ?? { idBloco: row.idBloco, nome: row.nmBloco, unidades: [] };
    if (row.idUnidade !== null) block.unidades.push({ idUnidade: row.idUnidade, nome: row.nome!, ativa: row.ativa! });
    blocks.set(row.idBloco, block);
  }
  const data = [...blocks.values()].sort((a, b) => byName(a.nome, b.nome));
  for (const block of data) block.unidades.sort((a, b) => byName(a.nome, b.nome));
  return { multiplosBlocos: condo?.multiplosBlocos ?? true, data };
};

export const findBlock = async (db: Database, idCondo: number, idBloco: number) => {
  const [row] = await db
    .select({ idBloco: blocos.idBloco, nome: blocos.nome })
    .from(blocos)
    .where(and(eq(blocos.idCondo, idCondo), eq(blocos.idBloco, idBloco)));
  return row ?? null;
};

export const countBlocks = async (db: Database, idCondo: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blocos)
    .where(eq(blocos.idCondo, idCondo));
  return row?.n ?? 0;
};

export const isMultiBlock = async (db: Database, idCondo: number): Promise<boolean> => {
  const [row] = await db
    .select({ multiplosBlocos: condominios.multiplosBlocos })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row?.multiplosBlocos ?? true;
};

export const insertBlock = async (t: Database, idCondo: number, nome: string): Promise<number> => {
  const [row] = await t.insert(blocos).values({ idCondo, nome }).returning({ idBloco: blocos.idBloco });
  return row!.idBloco;
};

export const renameBlock = async (t: Database, idBloco: number, nome: string) => {
  await t.update(blocos).set({ nome }).where(eq(blocos.idBloco, idBloco));
};

/** The names of `names` the block already has (compared without case), in the block's spelling. */
export const existingUnitNames = async (db: Database, idBloco: number, names: string[]): Promise<Set<string>> => {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ nome: unidades.nome })
    .from(unidades)
    .where(
      and(
        eq(unidades.idBloco, idBloco),
        inArray(
          sql`lower(${unidades.nome})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.nome.toLowerCase()));
};

/** Inserts the units; a name another request inserted meanwhile is skipped, not an error. Answers those created. */
export const insertUnits = async (t: Database, idBloco: number, names: string[]): Promise<string[]> => {
  if (names.length === 0) return [];
  const rows = await t
    .insert(unidades)
    .values(names.map((nome) => ({ idBloco, nome })))
    .onConflictDoNothing()
    .returning({ nome: unidades.nome });
  return rows.map((r) => r.nome);
};

export const findUnit = async (db: Database, idCondo: number, idUnidade: number) => {
  const [row] = await db
    .select({ idUnidade: unidades.idUnidade, nome: unidades.nome, ativa: unidades.ativa, idBloco: unidades.idBloco })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), eq(unidades.idUnidade, idUnidade)));
  return row ?? null;
};

export const updateUnit = async (t: Database, idUnidade: number, values: { nome: string; ativa: boolean }) => {
  await t.update(unidades).set(values).where(eq(unidades.idUnidade, idUnidade));
};
