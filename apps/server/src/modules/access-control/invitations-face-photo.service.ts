import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { findCondoFile } from '../../platform/files/files.repository.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { storageKey, type FileStorage } from '../../platform/files/storage.ts';
import { findFacePhoto } from './invitations.repository.ts';

/**
 * A resident's face photo for the condominium's staff (decision 078: never served to anyone else). A biometric
 * image is sensitive personal data (LGPD art. 11): every view is written to the audit log with who and when.
 */
export const readFacePhoto = async (
  deps: ChangeDeps & { storage: FileStorage },
  actor: Pick<AuthContext, 'userId' | 'idCondo'>,
  idPessoa: number,
  at: Date,
) => {
  const hash = await findFacePhoto(deps.db, actor.idCondo, idPessoa);
  const file = hash ? await findCondoFile(deps.db, actor.idCondo, hash) : null;
  const object =
    file?.status === 'ARMAZENADO' && file.contentType
      ? await deps.storage.read(storageKey(actor.idCondo, file.hash))
      : null;
  if (!file || !object) throw new HttpError(404, M.facePhotoNotFound);
  // A view changes nothing but the audit log: the entry is the whole "change".
  await recordChange(deps, changeBy(actor, at), async () => ({
    result: undefined,
    audit: { acao: 'biometria.ver_foto', entidade: 'pessoa', idEntidade: idPessoa, detalhes: {} },
  }));
  return { contentType: file.contentType!, object };
};
