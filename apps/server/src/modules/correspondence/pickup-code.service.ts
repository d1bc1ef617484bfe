import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findByIds, toCorrespondencia } from './correspondence.repository.ts';
import { drawPickupCode, hashPickupCode, isSameHash, pickupCodeKey, type PickupCodeGuard } from './pickup-code.ts';
import { findPickupCode, insertPickupCode, workingCodesOf } from './pickup-codes.repository.ts';

/** 20 draws all taken would need ~800,000 parcels waiting in one condominium: a bug, not bad luck. */
const MAX_DRAWS = 20;

/**
 * Gives a parcel a new pickup code in the change's transaction and answers it, for its notices only: the database
 * keeps the HMAC; no answer, list or label ever shows the code. A code held by another parcel of the condominium
 * still waiting is drawn again.
 */
export const issuePickupCode = async (
  tx: Database,
  key: Buffer,
  idCondo: number,
  idCorrespondencia: number,
  at: Date,
): Promise<string> => {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const codigo = drawPickupCode();
    const hash = hashPickupCode(key, idCondo, codigo);
    if (await insertPickupCode(tx, { idCondo, idCorrespondencia, hash, criadoEm: at })) return codigo;
  }
  throw new Error(`nenhum código de retirada livre em ${MAX_DRAWS} sorteios (condomínio ${idCondo})`);
};

/**
 * Is `codigo` one of the parcel's working codes? Every stored HMAC is compared in constant time (a resend adds a
 * code, so a parcel may have a few), none skipped once one matched.
 */
export const isPickupCodeOf = async (
  tx: Database,
  key: Buffer,
  idCondo: number,
  idCorrespondencia: number,
  codigo: string,
): Promise<boolean> => {
  const typed = hashPickupCode(key, idCondo, codigo);
  const working = await workingCodesOf(tx, idCondo, idCorrespondencia);
  return working.reduce((isMatch, stored) => isSameHash(stored, typed) || isMatch, false);
};

/**
 * The release by code's first step with the resident's pickup code (decision 127): the parcel waiting with it in the
 * token's condominium. Wrong (or another condominium's): 404 "incorreto", the try counted; used: 409 with when the
 * parcel left; too many wrong: 429 before the code is even looked at.
 */
export const findParcelByPickupCode = async (
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  guard: PickupCodeGuard,
  auth: AuthContext,
  codigo: string,
): Promise<Correspondencia> => {
  const key = await pickupCodeKey(deps.config);
  const attempt = await guard.attempt(auth);
  const typed = hashPickupCode(key, auth.idCondo, codigo);
  // The index finds the row by an HMAC nobody predicts without the key, so its timing tells nothing; what accepts
  // the code is the constant-time comparison.
  const found = await findPickupCode(deps.db, auth.idCondo, typed);
  const [row] =
    found && isSameHash(found.hash, typed) ? await findByIds(deps.db, auth.idCondo, [found.idCorrespondencia]) : [];
  if (!found || !row) throw new HttpError(404, M.pickupCodeWrong);
  if (found.usadoEm !== null || row.status !== 'PENDENTE') {
    const left = row.dataRetirada ?? found.usadoEm ?? new Date();
    throw new HttpError(409, fill(M.pickupCodeUsed, { id: row.id, data: formatDataHora(left) }));
  }
  await attempt.succeeded();
  return toCorrespondencia(row);
};
