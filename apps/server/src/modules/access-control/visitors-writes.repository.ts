import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autorizacoes, visitanteUnidades, visitantes } from '../../db/schema/index.ts';

/**
 * The writes of the visitor form and of its deletes. Each names its rows by id and by the token's condominium in
 * the same statement and answers how many rows it changed: 0 means not ours (or gone), whatever was checked before.
 */

export type PersonValues = Pick<
  typeof visitantes.$inferInsert,
  | 'nome'
  | 'rg'
  | 'empresa'
  | 'telefone'
  | 'estrangeiro'
  | 'tipoDocumento'
  | 'numeroDocumento'
  | 'visitanteTipo'
  | 'usaBiometriaFacial'
  | 'busca'
>;
export type LinkNotes = Pick<
  typeof visitanteUnidades.$inferInsert,
  'parentesco' | 'funcao' | 'observacao' | 'retiraEncomendas' | 'retiraAte'
>;
export type NewLink = LinkNotes & { idVisitante: number; idUnidade: number | null; idUsuario: number; createdAt: Date };
export type ScheduleValues = Pick<
  typeof autorizacoes.$inferInsert,
  'tipoAutorizacao' | 'dataDe' | 'dataAte' | 'diasSemana' | 'usaBiometriaFacial'
>;
export type NewSchedule = ScheduleValues & { idVisitanteUnidade: number; idUsuario: number; createdAt: Date };

export const insertPerson = async (db: Database, idCondo: number, person: PersonValues, at: Date): Promise<number> => {
  const [row] = await db
    .insert(visitantes)
    .values({ ...person, idCondo, createdAt: at })
    .returning({ id: visitantes.id });
  return row!.id;
};

export const updatePerson = async (
  db: Database,
  idCondo: number,
  idVisitante: number,
  person: PersonValues,
): Promise<number> => {
  const rows = await db
    .update(visitantes)
    .set(person)
    .where(and(eq(visitantes.id, idVisitante), eq(visitantes.idCondo, idCondo)))
    .returning({ id: visitantes.id });
  return rows.length;
};

export const insertLink = async (db: Database, idCondo: number, link: NewLink): Promise<number> => {
  const [row] = await db
    .insert(visitanteUnidades)
    .values({ ...link, idCondo })
    .returning({ id: visitanteUnidades.id });
  return row!.id;
};

export const updateLink = async (db: Database, idCondo: number, id: number, notes: LinkNotes): Promise<number> => {
  const rows = await db
    .update(visitanteUnidades)
    .set(notes)
    .where(and(eq(visitanteUnidades.id, id), eq(visitanteUnidades.idCondo, idCondo)))
    .returning({ id: visitanteUnidades.id });
  return rows.length;
};

export const insertSchedule = async (db: Database, idCondo: number, schedule: NewSchedule): Promise<number> => {
  const [row] = await db
    .insert(autorizacoes)
    .values({ ...schedule, idCondo })
    .returning({ id: autorizacoes.id });
  return row!.id;
};

export const updateSchedule = async (
  db: Database,
  idCondo: number,
  id: number,
  values: ScheduleValues,
): Promise<number> => {
  const rows = await db
    .update(autorizacoes)
    .set(values)
    .where(and(eq(autorizacoes.id, id), eq(autorizacoes.idCondo, idCondo)))
    .returning({ id: autorizacoes.id });
  return rows.length;
};

/** Deletes the schedule `id` (kept with excluido_em: logged visits point at it) unless it is already deleted. */
export const markScheduleDeleted = async (db: Database, idCondo: number, id: number, at: Date): Promise<number> => {
  const rows = await db
    .update(autorizacoes)
    .set({ excluidoEm: at })
    .where(and(eq(autorizacoes.id, id), eq(autorizacoes.idCondo, idCondo), isNull(autorizacoes.excluidoEm)))
    .returning({ id: autorizacoes.id });
  return rows.length;
};

// ---- deleting a visitor: the person, their unit links and the links' schedules ----

/** The active person `idVisitante` of the condominium, or null. */
export const findActivePerson = async (db: Database, idCondo: number, idVisitante: number) => {
  const [row] = await db
    .select({ nome: visitantes.nome, visitanteTipo: visitantes.visitanteTipo })
    .from(visitantes)
    .where(and(eq(visitantes.id, idVisitante), eq(visitantes.idCondo, idCondo), eq(visitantes.ativo, true)));
  return row ?? null;
};

/** The person's active unit links. */
export const activeLinksOf = (db: Database, idCondo: number, idVisitante: number) =>
  db
    .select({
      id: visitanteUnidades.id,
      idUnidade: visitanteUnidades.idUnidade,
      createdBy: visitanteUnidades.createdBy,
    })
    .from(visitanteUnidades)
    .where(
      and(
        eq(visitanteUnidades.idVisitante, idVisitante),
        eq(visitanteUnidades.idCondo, idCondo),
        eq(visitanteUnidades.ativo, true),
      ),
    );

export const markLinkSchedulesDeleted = async (
  db: Database,
  idCondo: number,
  idsVisitanteUnidade: number[],
  at: Date,
): Promise<number> => {
  const rows = await db
    .update(autorizacoes)
    .set({ excluidoEm: at })
    .where(
      and(
        inArray(autorizacoes.idVisitanteUnidade, idsVisitanteUnidade),
        eq(autorizacoes.idCondo, idCondo),
        isNull(autorizacoes.excluidoEm),
      ),
    )
    .returning({ id: autorizacoes.id });
  return rows.length;
};

export const deactivateLinks = async (db: Database, idCondo: number, ids: number[]): Promise<number> => {
  const rows = await db
    .update(visitanteUnidades)
    .set({ ativo: false })
    .where(and(inArray(visitanteUnidades.id, ids), eq(visitanteUnidades.idCondo, idCondo)))
    .returning({ id: visitanteUnidades.id });
  return rows.length;
};

/** Deletes the active person `idVisitante` (kept with ativo false: past entries keep the name). */
export const deactivatePerson = async (db: Database, idCondo: number, idVisitante: number): Promise<number> => {
  const rows = await db
    .update(visitantes)
    .set({ ativo: false })
    .where(and(eq(visitantes.id, idVisitante), eq(visitantes.idCondo, idCondo), eq(visitantes.ativo, true)))
    .returning({ id: visitantes.id });
  return rows.length;
};
