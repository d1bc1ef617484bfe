import type { Database } from './client.ts';
import { auditLog } from './schema/index.ts';

export type AuditEntry = {
  idUsuario?: number | null;
  idCondo?: number | null;
  acao: string;
  entidade: string;
  idEntidade?: string | number | null;
  detalhes?: Record<string, unknown>;
  /** The request's clock, so tests with a fake clock see consistent times. */
  at?: Date;
};

/** Appends one row to the audit trail. Never put a full CPF or a secret in `detalhes`. */
export const appendAudit = async (db: Database, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    idUsuario: entry.idUsuario ?? null,
    idCondo: entry.idCondo ?? null,
    acao: entry.acao,
    entidade: entry.entidade,
    idEntidade: entry.idEntidade == null ? null : String(entry.idEntidade),
    detalhes: entry.detalhes ?? null,
    createdAt: entry.at ?? new Date(),
  });
};
