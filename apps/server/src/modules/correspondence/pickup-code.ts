import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PICKUP_CODE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { waitText } from '@portaria/shared/correspondence/parcel-code';
import type { Config } from '../../config.ts';
import {
  createAttemptWindows,
  memoryAttemptStore,
  redisAttemptStore,
  type AttemptStore,
} from '../../platform/access/attempt-windows.ts';
import { loadServerSecret } from '../../platform/access/server-secret.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import type { ModuleDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/http-error.ts';

/** A new pickup code: 6 digits from the CSPRNG (crypto.randomInt), leading zeros kept. */
export const drawPickupCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const keys = new Map<string, Promise<Buffer>>();
/** PICKUP_CODE_SECRET, or the key generated once in DATA_DIR (decision 127); read once per process. */
export const pickupCodeKey = (config: Pick<Config, 'dataDir' | 'pickupCodeSecret'>): Promise<Buffer> => {
  const id = `${config.dataDir}\u0000${config.pickupCodeSecret ?? ''}`;
  let key = keys.get(id);
  if (!key) {
    key = loadServerSecret(config.dataDir, 'pickup-code-secret', config.pickupCodeSecret);
    keys.set(id, key);
  }
  return key;
};

/**
 * What the database keeps of a code: HMAC-SHA-256 of `idCondo:code` under a key outside it. A copy of the database
 * cannot be turned back into codes (a plain hash of 6 digits could, in a million tries), and the same code in
 * another condominium is another value.
 */
export const hashPickupCode = (key: Buffer, idCondo: number, codigo: string): string =>
  createHmac('sha256', key).update(`${idCondo}:${codigo}`).digest('hex');

/** Constant-time comparison of two hex HMACs (the one stored, the one of the typed code). */
export const isSameHash = (stored: string, candidate: string): boolean => {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

export type PickupCodeGuard = {
  /**
   * Takes one try from the desk's and the condominium's budgets before the code is checked, or refuses with 429
   * and when to try again. `succeeded` gives the try back: a right code costs nothing.
   */
  attempt: (auth: AuthContext) => Promise<{ succeeded: () => Promise<void> }>;
};

/**
 * Wrong codes, told apart (decision 127): a few at one desk are typos (each answers "incorreto"); past
 * PICKUP_CODE_LIMITS.perDesk that desk waits; past perCondominium or perCondominiumDay (a sweep) the whole
 * condominium does. Counted in Redis with REDIS_URL (every process), else in this process's memory.
 */
export const createPickupCodeGuard = (
  deps: Pick<ModuleDeps, 'redis' | 'now' | 'config'>,
  log: { warn: (obj: object, msg: string) => void },
  limits = PICKUP_CODE_LIMITS,
): PickupCodeGuard => {
  const store: AttemptStore = deps.redis
    ? redisAttemptStore(deps.redis, deps.now, `${deps.config.redisPrefix}codigo-retirada:`)
    : memoryAttemptStore(createAttemptWindows(deps.now));
  return {
    attempt: async (auth) => {
      const desk = `mesa:${auth.idCondo}:${auth.userId}`;
      const condominium = `condominio:${auth.idCondo}`;
      const condominiumDay = `condominio-dia:${auth.idCondo}`;
      const keys = [desk, condominium, condominiumDay];
      const taken = await store.take([
        [desk, limits.perDesk],
        [condominium, limits.perCondominium],
        [condominiumDay, limits.perCondominiumDay],
      ]);
      if ('retryAfter' in taken) {
        const isCondominium = taken.key !== desk;
        log.warn(
          { idCondo: auth.idCondo, idUsuario: auth.userId, retryAfter: taken.retryAfter, isCondominium },
          'retirada pelo código de retirada bloqueada por excesso de códigos errados',
        );
        const message = isCondominium ? M.pickupCodeLockedCondominium : M.pickupCodeLockedDesk;
        throw new HttpError(429, fill(message, { espera: waitText(taken.retryAfter) }), {
          'retry-after': String(taken.retryAfter),
        });
      }
      return { succeeded: () => store.giveBack(keys, taken.attempt) };
    },
  };
};
