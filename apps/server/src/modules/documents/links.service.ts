import type { SentLink } from '@portaria/shared/documents/document.schemas';
import {
  DOCUMENT_LIMITS as L,
  TIPO_DOCUMENTO_LABELS,
  type TipoDocumento,
} from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import type { Database } from '../../db/client.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { marksOf } from '../../platform/notices/notice-status.ts';
import { pageJson, withKey } from '../../platform/lists/json-rows.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { revokeLink } from './documents.repository.ts';
import { findOpenLink, listSentLinks } from './links.repository.ts';

/** A link's state on the request's clock: revoked, expired, or still opening. */
export const statusOf = (link: { revogado: boolean; expiraMs: number }, at: Date): SentLink['status'] =>
  link.revogado ? 'REVOGADO' : link.expiraMs <= at.getTime() ? 'EXPIRADO' : 'ATIVO';

/**
 * The links sent in the last 7 days (older ones have all expired): the syndic's list, newest first, as the answer's
 * JSON text. Each link comes written by the database (decision 136); its state and its e-mail's mark are decided
 * here and appended, in the schema's order.
 */
export const sentLinks = async (
  db: Database,
  idCondo: number,
  page: { page: number; limit: number },
  at: Date,
): Promise<string> => {
  const result = await listSentLinks(db, idCondo, new Date(at.getTime() - L.linkMs), page);
  const ids = result.data.map((row) => Number(row.id));
  const marks = await marksOf(db, idCondo, 'documento_link', ids);
  const rows = result.data.map((row) =>
    withKey(withKey(row.json, 'status', statusOf(row, at)), 'aviso', marks.get(Number(row.id)) ?? null),
  );
  return pageJson(rows, result.meta);
};

/** Revokes a link of the condominium that still opens; the revocation, its audit entry and timeline event commit together. */
export const revokeSentLink = async (
  deps: ChangeDeps,
  actor: Pick<AuthContext, 'userId' | 'idCondo'>,
  id: number,
  at: Date,
) => {
  await recordChange(deps, changeBy(actor, at, ['documentos']), async (t) => {
    const link = await findOpenLink(t, actor.idCondo, id, at);
    if (!link || (await revokeLink(t, actor.idCondo, id, at)) === 0) throw new HttpError(404, M.linkNotFound);
    const documento = TIPO_DOCUMENTO_LABELS[link.tipo as TipoDocumento] ?? link.tipo;
    return {
      result: undefined,
      audit: {
        acao: 'documento.revogar_link',
        entidade: 'documento_link',
        idEntidade: id,
        detalhes: { email: link.email },
      },
      timeline: [
        {
          evento: 'documento.revogar_link',
          valores: { documento },
          area: 'documentos',
          idUnidade: link.idUnidade,
          entidade: 'documento_link',
          idEntidade: id,
        },
      ],
    };
  });
};
