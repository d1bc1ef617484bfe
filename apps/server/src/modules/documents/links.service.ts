import type { SentLink } from '@portaria/shared/documents/document.schemas';
import type { NoticeMark } from '@portaria/shared/notices/notice.schemas';
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
import type { AuthContext } from '../../platform/access/require-context.ts';
import { revokeLink } from './documents.repository.ts';
import { findOpenLink, listSentLinks, type SentLinkRow } from './links.repository.ts';

const statusOf = (row: SentLinkRow, at: Date): SentLink['status'] =>
  row.revogadoEm ? 'REVOGADO' : row.expiraEm.getTime() <= at.getTime() ? 'EXPIRADO' : 'ATIVO';

const toSentLink = (row: SentLinkRow, at: Date, aviso: NoticeMark | undefined): SentLink => ({
  id: row.id,
  tipoDocumento: row.tipo as TipoDocumento,
  nomeDocumento: TIPO_DOCUMENTO_LABELS[row.tipo as TipoDocumento] ?? row.nome,
  email: row.email,
  unidade: { idUnidade: row.idUnidade, nome: row.nmUnidade, nmBloco: row.nmBloco },
  enviadoPor: row.enviadoPor,
  enviadoEm: row.createdAt.toISOString(),
  expiraEm: row.expiraEm.toISOString(),
  revogadoEm: row.revogadoEm?.toISOString() ?? null,
  status: statusOf(row, at),
  aviso: aviso ?? null,
});

/** The links sent in the last 7 days (older ones have all expired): the syndic's list, newest first. */
export const sentLinks = async (db: Database, idCondo: number, page: { page: number; limit: number }, at: Date) => {
  const result = await listSentLinks(db, idCondo, new Date(at.getTime() - L.linkMs), page);
  const marks = await marksOf(
    db,
    idCondo,
    'documento_link',
    result.data.map((row) => row.id),
  );
  return { data: result.data.map((row) => toSentLink(row, at, marks.get(row.id))), meta: result.meta };
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
