import { eq } from 'drizzle-orm';
import type { AdminMoveRules } from '@portaria/shared/administration/areas.schemas';
import type { Database } from '../../db/client.ts';
import { mudancaRegras } from '../../db/schema/index.ts';

type RulesValues = Omit<AdminMoveRules, 'id_mudanca_regra'>;

const columns = {
  id_mudanca_regra: mudancaRegras.idMudancaRegra,
  ativo: mudancaRegras.ativo,
  diasPermitidos: mudancaRegras.diasPermitidos,
  diasAntecedencia: mudancaRegras.diasAntecedencia,
  horaSemanaInicio: mudancaRegras.horaSemanaInicio,
  horaSemanaFim: mudancaRegras.horaSemanaFim,
  horaFdsInicio: mudancaRegras.horaFdsInicio,
  horaFdsFim: mudancaRegras.horaFdsFim,
};

/** The condominium's one row of move rules, or null when it never had any. */
export const findRules = async (db: Database, idCondo: number): Promise<AdminMoveRules | null> => {
  const [row] = await db.select(columns).from(mudancaRegras).where(eq(mudancaRegras.idCondo, idCondo));
  return row ?? null;
};

/** Writes the one row (unique on id_condo): created the first time, replaced after. */
export const upsertRules = async (t: Database, idCondo: number, values: RulesValues): Promise<number> => {
  const [row] = await t
    .insert(mudancaRegras)
    .values({ idCondo, ...values })
    .onConflictDoUpdate({ target: mudancaRegras.idCondo, set: values })
    .returning({ id: mudancaRegras.idMudancaRegra });
  return row!.id;
};
