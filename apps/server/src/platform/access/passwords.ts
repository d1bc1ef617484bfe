import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package ships it as a const enum, which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;

/** OWASP's argon2id baseline (19 MiB, 2 passes). Tests may pass a cheaper cost. */
export type HashCost = { memoryCost: number; timeCost: number };
export const DEFAULT_COST: HashCost = { memoryCost: 19_456, timeCost: 2 };
export const TEST_COST: HashCost = { memoryCost: 1024, timeCost: 1 };

export const hashPassword = (password: string, cost: HashCost = DEFAULT_COST): Promise<string> =>
  hash(password, { algorithm: ARGON2ID, parallelism: 1, ...cost });

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. When there is no hash (unknown CPF, no account yet) it still runs one
 * verification against a throwaway hash, so response time does not reveal which CPFs exist.
 */
export const verifyPassword = async (storedHash: string | null, password: string): Promise<boolean> => {
  if (!storedHash) {
    dummyHash ??= hashPassword('conta-inexistente');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
};
