import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { condominios, convites, pessoas } from '../../db/schema/index.ts';

export type NewInvitation = typeof convites.$inferInsert;

export const insertInvitation = async (db: Database, values: NewInvitation): Promise<number> => {
  const [row] = await db.insert(convites).values(values).returning({ id: convites.id });
  return row!.id;
};

/** The invitation of a token (by its hash), with the condominium's name, whatever its state. */
export const findInvitationByHash = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({
      id: convites.id,
      idCondo: convites.idCondo,
      idUnidade: convites.idUnidade,
      idPessoa: convites.idPessoa,
      nomeConvidado: convites.nomeConvidado,
      tipoPessoa: convites.tipoPessoa,
      expiraEm: convites.expiraEm,
      usadoEm: convites.usadoEm,
      createdBy: convites.createdBy,
      condominio: condominios.nome,
    })
    .from(convites)
    .innerJoin(condominios, eq(condominios.idCondo, convites.idCondo))
    .where(eq(convites.tokenHash, tokenHash));
  return row ?? null;
};

/** Spends the invitation once: only an unused, unexpired one of that condominium; rows changed (0: lost the race). */
export const spendInvitation = async (
  db: Database,
  idCondo: number,
  id: number,
  at: Date,
  foto: string,
): Promise<number> => {
  const rows = await db
    .update(convites)
    .set({ usadoEm: at, consentimentoEm: at, foto })
    .where(and(eq(convites.id, id), eq(convites.idCondo, idCondo), isNull(convites.usadoEm), gt(convites.expiraEm, at)))
    .returning({ id: convites.id });
  return rows.length;
};

/** The active resident of the unit with this CPF, to link a resident's invitation to its record. */
export const findResidentId = async (db: Database, idUnidade: number, cpf: string): Promise<number | null> => {
  const [row] = await db
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(pessoas.cpf, cpf), eq(pessoas.situacao, 'ATIVO')));
  return row?.id ?? null;
};

/** An active resident of the unit by id, with the CPF the resident list does not carry (issue 28 §14). */
export const findResidentOfUnit = async (
  db: Database,
  idUnidade: number,
  id: number,
): Promise<{ id: number; cpf: string } | null> => {
  const [row] = await db
    .select({ id: pessoas.id, cpf: pessoas.cpf })
    .from(pessoas)
    .where(and(eq(pessoas.idUnidade, idUnidade), eq(pessoas.id, id), eq(pessoas.situacao, 'ATIVO')));
  return row ?? null;
};

export { hasBiometrics } from '../condominium/condominiums.repository.ts';

/** The stored face photo of a resident of this condominium (the newest invitation that received one), or null. */
export const findFacePhoto = async (db: Database, idCondo: number, idPessoa: number): Promise<string | null> => {
  const [row] = await db
    .select({ foto: convites.foto })
    .from(convites)
    .where(and(eq(convites.idCondo, idCondo), eq(convites.idPessoa, idPessoa), isNotNull(convites.foto)))
    .orderBy(desc(convites.usadoEm))
    .limit(1);
  return row?.foto ?? null;
};
