import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blocos, unidades } from '../db/schema/index.ts';

/** The id of a demo unit by condominium, block name and unit name (tests address units as people do). */
export const unitIdOf = async (db: Database, idCondo: number, bloco: string, nome: string): Promise<number> => {
  const [row] = await db
    .select({ idUnidade: unidades.idUnidade })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), eq(blocos.nome, bloco), eq(unidades.nome, nome)));
  if (!row) throw new Error(`unidade ${bloco} ${nome} não existe em ${idCondo}`);
  return row.idUnidade;
};
