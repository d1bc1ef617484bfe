import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, unidades } from '../../db/schema/index.ts';

const byName = new Intl.Collator('pt-BR', { numeric: true }).compare;

/** The condominium's blocks with their unit counts, in natural order ("Bloco 2" before "Bloco 10"). */
export const listBlocks = async (db: Database, idCondo: number) => {
  const rows = await db
    .select({ idBloco: blocos.idBloco, nome: blocos.nome, quantidadeUnidades: count(unidades.idUnidade) })
    .from(blocos)
    .leftJoin(unidades, and(eq(unidades.idBloco, blocos.idBloco), eq(unidades.ativa, true)))
    .where(eq(blocos.idCondo, idCondo))
    .groupBy(blocos.idBloco, blocos.nome);
  return rows
    .map((r) => ({ ...r, quantidadeUnidades: Number(r.quantidadeUnidades) }))
    .sort((a, b) => byName(a.nome, b.nome));
};

/** The condominium's units (of one block when given), in natural order. */
export const listUnits = async (db: Database, idCondo: number, idBloco?: number) => {
  const rows = await db
    .select({ idUnidade: unidades.idUnidade, nome: unidades.nome, idBloco: blocos.idBloco, nmBloco: blocos.nome })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(
      and(eq(blocos.idCondo, idCondo), eq(unidades.ativa, true), idBloco ? eq(blocos.idBloco, idBloco) : undefined),
    )
    .orderBy(asc(blocos.nome));
  return rows.sort((a, b) => byName(a.nmBloco, b.nmBloco) || byName(a.nome, b.nome));
};
