import { instructionStatus, type InstructionType } from '@portaria/shared/desk/instructions.rules';
import type { Instruction } from '@portaria/shared/desk/instructions.schemas';
import { todayIn } from '@portaria/shared/common/day';
import { aliasedTable, and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { instrucoesUnidade, usuarios } from '../../db/schema/index.ts';
import { section } from '../../platform/lists/read-together.ts';
import type { Value } from './unit-sections.repository.ts';

const autores = aliasedTable(usuarios, 'autores');
const encerradores = aliasedTable(usuarios, 'encerradores');

const selectInstructions = (db: Database) =>
  db
    .select({
      id: instrucoesUnidade.id,
      idUnidade: instrucoesUnidade.idUnidade,
      tipo: instrucoesUnidade.tipo,
      texto: instrucoesUnidade.texto,
      inicio: instrucoesUnidade.inicio,
      fim: instrucoesUnidade.fim,
      autor: autores.nome,
      criadaEm: instrucoesUnidade.criadaEm,
      encerradaPor: encerradores.nome,
      encerradaEm: instrucoesUnidade.encerradaEm,
    })
    .from(instrucoesUnidade)
    .leftJoin(autores, eq(autores.id, instrucoesUnidade.criadaPor))
    .leftJoin(encerradores, eq(encerradores.id, instrucoesUnidade.encerradaPor));

type Row = Awaited<ReturnType<ReturnType<typeof selectInstructions>['execute']>>[number];

const toInstruction =
  (today: string) =>
  (r: Row): Instruction => {
    const encerradaEm = r.encerradaEm?.toISOString() ?? null;
    return {
      ...r,
      tipo: r.tipo as InstructionType,
      criadaEm: r.criadaEm.toISOString(),
      encerradaEm,
      status: instructionStatus({ inicio: r.inicio, fim: r.fim, encerradaEm }, today),
    };
  };

/** Every instruction of the unit, newest first: the history. */
export const listUnitInstructions = async (db: Database, idCondo: number, idUnidade: number, today: string) =>
  (
    await selectInstructions(db)
      .where(and(eq(instrucoesUnidade.idCondo, idCondo), eq(instrucoesUnidade.idUnidade, idUnidade)))
      .orderBy(desc(instrucoesUnidade.inicio), desc(instrucoesUnidade.id))
  ).map(toInstruction(today));

/** In force today or starting later, not ended: what the desk must see (unit page, the flows' banner). */
const unitShownQuery = (db: Database, idCondo: Value<number>, idUnidade: Value<number>, today: Value<string>) =>
  selectInstructions(db)
    .where(
      and(
        eq(instrucoesUnidade.idCondo, idCondo),
        eq(instrucoesUnidade.idUnidade, idUnidade),
        isNull(instrucoesUnidade.encerradaEm),
        sql`coalesce(${instrucoesUnidade.fim}, ${today}) >= ${today}`,
      ),
    )
    .orderBy(instrucoesUnidade.inicio, instrucoesUnidade.id);
export const shownUnitInstructions = async (db: Database, idCondo: number, idUnidade: number, today: string) =>
  (await unitShownQuery(db, idCondo, idUnidade, today)).map(toInstruction(today));
/** The same as a section of the unit page (decision 135): `today` is the request's day. */
export const unitInstructionsSection = (
  db: Database,
  idCondo: Value<number>,
  idUnidade: Value<number>,
  today: Value<string>,
) =>
  section({ rows: unitShownQuery(db, idCondo, idUnidade, today) }, ({ rows }, now) =>
    rows.map(toInstruction(todayIn(now))),
  );

/** The same for every unit of the condominium at once (what the desk keeps to read offline, issue 35). */
export const shownCondoInstructions = async (db: Database, idCondo: number, today: string) =>
  (
    await selectInstructions(db)
      .where(
        and(
          eq(instrucoesUnidade.idCondo, idCondo),
          isNull(instrucoesUnidade.encerradaEm),
          sql`coalesce(${instrucoesUnidade.fim}, ${today}) >= ${today}`,
        ),
      )
      .orderBy(instrucoesUnidade.inicio, instrucoesUnidade.id)
  ).map(toInstruction(today));

export const findInstruction = async (db: Database, idCondo: number, id: number, today: string) => {
  const [row] = await selectInstructions(db).where(
    and(eq(instrucoesUnidade.idCondo, idCondo), eq(instrucoesUnidade.id, id)),
  );
  return row ? toInstruction(today)(row) : null;
};

export const insertInstruction = async (
  db: Database,
  values: {
    idCondo: number;
    idUnidade: number;
    tipo: InstructionType;
    texto: string;
    inicio: string;
    fim: string | null;
    criadaPor: number;
    criadaEm: Date;
  },
) => {
  const [row] = await db.insert(instrucoesUnidade).values(values).returning({ id: instrucoesUnidade.id });
  return row!.id;
};

/** Ends it if still open; 0 rows means another desk ended it first. */
export const endInstruction = async (db: Database, idCondo: number, id: number, by: number, at: Date) =>
  (
    await db
      .update(instrucoesUnidade)
      .set({ encerradaPor: by, encerradaEm: at })
      .where(
        and(
          eq(instrucoesUnidade.idCondo, idCondo),
          eq(instrucoesUnidade.id, id),
          isNull(instrucoesUnidade.encerradaEm),
        ),
      )
      .returning({ id: instrucoesUnidade.id, idUnidade: instrucoesUnidade.idUnidade, tipo: instrucoesUnidade.tipo })
  )[0] ?? null;
