import type { AuditAction } from '@portaria/shared/common/audit-actions';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** What a change says about itself in the audit log; who, where and when come from the change (record-change.ts). */
export type AuditRecord = {
  acao: AuditAction;
  entidade: string;
  idEntidade?: string | number | null;
  /** Never a full CPF, a phone, an e-mail's contents or a secret (decision 064). */
  detalhes?: Record<string, unknown>;
  /**
   * Who and where, for the one change that creates both before it can name them (the installation's setup): used
   * only where the change's own are null.
   */
  createdActor?: { idUsuario: number; idCondo: number };
};

export type AuditEntry = AuditRecord & { idUsuario: number | null; idCondo: number | null; at: Date };

/** Appends one row to the audit trail, in the change's transaction: only recordChange calls it. */
export const appendAudit = async (tx: Database, entry: AuditEntry): Promise<void> => {
  await tx.insert(auditLog).values({
    idUsuario: entry.idUsuario,
    idCondo: entry.idCondo,
    acao: entry.acao,
    entidade: entry.entidade,
    idEntidade: entry.idEntidade == null ? null : String(entry.idEntidade),
    detalhes: entry.detalhes ?? null,
    createdAt: entry.at,
  });
};
