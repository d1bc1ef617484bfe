import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { livroCiencias, livroPassagens, livroRegistros } from '../../db/schema/index.ts';

// The handovers and their readings ('Li e estou ciente'), always within the token's condominium.

export const insertHandover = async (
  db: Database,
  v: { idCondo: number; resumo: string; idUsuario: number; autorNome: string; at: Date },
) => {
  const [row] = await db
    .insert(livroPassagens)
    .values({ idCondo: v.idCondo, resumo: v.resumo, idUsuario: v.idUsuario, autorNome: v.autorNome, criadoEm: v.at })
    .returning();
  return row!;
};

/** The condominium's last handover and whether this person confirmed it. */
export const findLastHandover = async (db: Database, idCondo: number, idUsuario: number) => {
  const [row] = await db
    .select({
      id: livroPassagens.id,
      resumo: livroPassagens.resumo,
      idUsuario: livroPassagens.idUsuario,
      autorNome: livroPassagens.autorNome,
      criadoEm: livroPassagens.criadoEm,
      confirmadoEm: livroCiencias.confirmadoEm,
    })
    .from(livroPassagens)
    .leftJoin(
      livroCiencias,
      and(
        eq(livroCiencias.idPassagem, livroPassagens.id),
        eq(livroCiencias.idCondo, idCondo),
        eq(livroCiencias.idUsuario, idUsuario),
      ),
    )
    .where(eq(livroPassagens.idCondo, idCondo))
    .orderBy(desc(livroPassagens.criadoEm), desc(livroPassagens.id))
    .limit(1);
  return row ?? null;
};

export const findReading = async (db: Database, idCondo: number, idPassagem: number, idUsuario: number) => {
  const [row] = await db
    .select()
    .from(livroCiencias)
    .where(
      and(
        eq(livroCiencias.idCondo, idCondo),
        eq(livroCiencias.idPassagem, idPassagem),
        eq(livroCiencias.idUsuario, idUsuario),
      ),
    );
  return row ?? null;
};

/** The reading, once per person and handover: a second confirmation inserts nothing (null). */
export const insertReading = async (
  db: Database,
  v: { idCondo: number; idPassagem: number; idUsuario: number; nome: string; registros: number[]; at: Date },
) => {
  const [row] = await db
    .insert(livroCiencias)
    .values({
      idCondo: v.idCondo,
      idPassagem: v.idPassagem,
      idUsuario: v.idUsuario,
      nome: v.nome,
      registros: v.registros,
      confirmadoEm: v.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

/** Of these ids, the entries that are of this condominium. */
export const entriesOfCondo = async (db: Database, idCondo: number, ids: number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: livroRegistros.id })
    .from(livroRegistros)
    .where(and(eq(livroRegistros.idCondo, idCondo), inArray(livroRegistros.id, ids)));
  return rows.map((x) => x.id).sort((a, b) => a - b);
};

export const handoverExists = async (db: Database, idCondo: number, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: livroPassagens.id })
    .from(livroPassagens)
    .where(and(eq(livroPassagens.idCondo, idCondo), eq(livroPassagens.id, id)));
  return Boolean(row);
};
