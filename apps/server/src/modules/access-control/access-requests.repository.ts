import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, solicitacoesAcesso, unidades } from '../../db/schema/index.ts';

export type NewAccessRequest = {
  idCondo: number;
  idUnidade: number;
  nomeSolicitante: string;
  cpfCnpjSolicitante: string;
  tipoVinculo: string;
  emailSolicitante: string | null;
  celularSolicitante: string;
  acessoApp: boolean;
  origemCadastro: string;
  createdBy: number;
  createdAt: Date;
};

export const hasPendingRequest = async (db: Database, idUnidade: number, cpf: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: solicitacoesAcesso.id })
    .from(solicitacoesAcesso)
    .where(
      and(
        eq(solicitacoesAcesso.idUnidade, idUnidade),
        eq(solicitacoesAcesso.cpfCnpjSolicitante, cpf),
        eq(solicitacoesAcesso.status, 'PENDENTE'),
      ),
    );
  return row !== undefined;
};

export const insertAccessRequest = async (db: Database, values: NewAccessRequest): Promise<number> => {
  const [row] = await db.insert(solicitacoesAcesso).values(values).returning({ id: solicitacoesAcesso.id });
  return row!.id;
};

export const listPendingRequests = (db: Database, idCondo: number) =>
  db
    .select({
      id: solicitacoesAcesso.id,
      nomeSolicitante: solicitacoesAcesso.nomeSolicitante,
      cpf: solicitacoesAcesso.cpfCnpjSolicitante,
      tipoVinculo: solicitacoesAcesso.tipoVinculo,
      emailSolicitante: solicitacoesAcesso.emailSolicitante,
      celularSolicitante: solicitacoesAcesso.celularSolicitante,
      acessoApp: solicitacoesAcesso.acessoApp,
      idUnidade: unidades.idUnidade,
      nmUnidade: unidades.nome,
      nmBloco: blocos.nome,
      createdAt: solicitacoesAcesso.createdAt,
    })
    .from(solicitacoesAcesso)
    .innerJoin(unidades, eq(unidades.idUnidade, solicitacoesAcesso.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(solicitacoesAcesso.idCondo, idCondo), eq(solicitacoesAcesso.status, 'PENDENTE')))
    .orderBy(asc(solicitacoesAcesso.createdAt), asc(solicitacoesAcesso.id));

/** The request, only if it is the token's condominium's; locked until the decision is saved. */
export const lockRequest = async (db: Database, idCondo: number, id: number) => {
  const [row] = await db
    .select()
    .from(solicitacoesAcesso)
    .where(and(eq(solicitacoesAcesso.id, id), eq(solicitacoesAcesso.idCondo, idCondo)))
    .for('update');
  return row ?? null;
};

/** Decides a still pending request of the condominium; rows changed (0: not ours or decided meanwhile). */
export const decideRequest = async (
  db: Database,
  idCondo: number,
  id: number,
  decision: { status: 'APROVADA' | 'RECUSADA'; decidedBy: number; decidedAt: Date; idPessoa: number | null },
): Promise<number> => {
  const rows = await db
    .update(solicitacoesAcesso)
    .set(decision)
    .where(
      and(
        eq(solicitacoesAcesso.id, id),
        eq(solicitacoesAcesso.idCondo, idCondo),
        eq(solicitacoesAcesso.status, 'PENDENTE'),
      ),
    )
    .returning({ id: solicitacoesAcesso.id });
  return rows.length;
};
