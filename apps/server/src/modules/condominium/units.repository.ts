import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { preparedOnce } from '../../platform/lists/prepared.ts';

/** A unit as every area shows it: its name and its block's. */
export type UnitInCondo = { idUnidade: number; nome: string; idBloco: number; nmBloco: string; ativa: boolean };

/**
 * The unit only if it belongs to the condominium (of the token) and is active: another condominium's unit, or a
 * deactivated one (issue 31), is not found, so no new record names it. `includeInactive`: a deactivated one too,
 * for what shows a unit's history (the desk's unit page).
 */
export const findUnitInCondo = async (
  db: Database,
  idCondo: number,
  idUnidade: number,
  { includeInactive = false }: { includeInactive?: boolean } = {},
): Promise<UnitInCondo | null> => {
  const [unit] = await unitLookup(db, includeInactive).execute({ idCondo, idUnidade });
  return unit ?? null;
};

/** The lookup every area runs before its work, built once per database handle (a named statement). */
const unitLookup = (db: Database, includeInactive: boolean) =>
  preparedOnce(db, `unidade:${includeInactive ? 'qualquer' : 'ativa'}`, () =>
    unitInCondoQuery(db, sql.placeholder('idCondo'), sql.placeholder('idUnidade'), { includeInactive }).prepare(
      includeInactive ? 'unidade_do_condominio' : 'unidade_ativa_do_condominio',
    ),
  );

/** The same lookup as a query, its values possibly placeholders (a statement built once: the desk's unit page). */
export const unitInCondoQuery = (
  db: Database,
  idCondo: number | Placeholder,
  idUnidade: number | Placeholder,
  { includeInactive = false }: { includeInactive?: boolean } = {},
) =>
  db
    .select({
      idUnidade: unidades.idUnidade,
      nome: unidades.nome,
      idBloco: blocos.idBloco,
      nmBloco: blocos.nome,
      ativa: unidades.ativa,
    })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(
      and(
        eq(unidades.idUnidade, idUnidade),
        eq(blocos.idCondo, idCondo),
        includeInactive ? undefined : eq(unidades.ativa, true),
      ),
    );

export const findBlockInCondo = async (
  db: Database,
  idCondo: number,
  idBloco: number,
): Promise<{ idBloco: number; nome: string } | null> => {
  const [block] = await db
    .select({ idBloco: blocos.idBloco, nome: blocos.nome })
    .from(blocos)
    .where(and(eq(blocos.idBloco, idBloco), eq(blocos.idCondo, idCondo)));
  return block ?? null;
};

/** The unit, or 404 with the area's pt-BR message (each screen keeps its own wording). */
export const requireUnit = async (
  db: Database,
  idCondo: number,
  idUnidade: number,
  notFound: string,
): Promise<UnitInCondo> => {
  const unit = await findUnitInCondo(db, idCondo, idUnidade);
  if (!unit) throw new HttpError(404, notFound);
  return unit;
};

/** The unit's residents as the documents and occurrences steps show them: id, name and e-mail (no CPF, decision 064). */
export const listUnitContacts = (db: Database, idCondo: number, idUnidade: number) =>
  db
    .select({ idMorador: pessoas.id, nome: pessoas.nome, email: pessoas.email })
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(blocos.idCondo, idCondo)))
    .orderBy(asc(pessoas.nome), asc(pessoas.id));
