import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { HttpError } from '../../platform/http/http-error.ts';

/**
 * Self-hosted ALTCHA (v2 proof of work, SHA-256, deterministic mode): the solver must find `counter`, drawn from
 * 1 000..15 000, so a browser solves it in well under a second and a bot pays for every submit. The challenge is
 * signed with an HMAC secret; its expiry travels in the signed `data` and is checked on the app's clock.
 */
export const ALTCHA = {
  algorithm: 'SHA-256',
  cost: 1,
  minCounter: 1_000,
  maxCounter: 15_000,
  ttlSeconds: 10 * 60,
} as const;

/** What the widget fetches: the signed challenge parameters. */
export type AltchaChallenge = { parameters: Record<string, unknown>; signature: string };

export type Altcha = {
  challenge: () => Promise<AltchaChallenge>;
  /** Checks the widget's base64 payload; returns the replay key to store, or throws a 400 with a pt-BR message. */
  verify: (payload: string) => Promise<{ replayKey: string; expiresAt: Date }>;
};

const decode = (payload: string): Payload | null => {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    const isShaped =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.challenge?.parameters === 'object' &&
      typeof parsed.solution === 'object';
    return isShaped ? parsed : null;
  } catch {
    return null;
  }
};

export const createAltcha = (options: { secret?: string | undefined; now: () => Date }): Altcha => {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const keySecret = createHash('sha256').update(`${secret}:key`).digest('hex');
  const invalid = () => new HttpError(400, M.humanCheckInvalid);
  return {
    challenge: async () => {
      const created = await createChallenge({
        algorithm: ALTCHA.algorithm,
        cost: ALTCHA.cost,
        counter: randomInt(ALTCHA.minCounter, ALTCHA.maxCounter + 1),
        deriveKey,
        data: { exp: Math.floor(options.now().getTime() / 1000) + ALTCHA.ttlSeconds },
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      return { parameters: { ...created.parameters }, signature: created.signature ?? '' };
    },
    verify: async (payload) => {
      const decoded = decode(payload);
      if (!decoded) throw invalid();
      const { challenge, solution } = decoded;
      if (challenge.parameters.algorithm !== ALTCHA.algorithm) throw invalid();
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified || !challenge.signature) throw invalid();
      // data is covered by the signature, so exp cannot be moved by the client.
      const exp = Number(challenge.parameters.data?.exp);
      if (!Number.isFinite(exp) || exp * 1000 <= options.now().getTime()) throw invalid();
      return {
        replayKey: createHash('sha256').update(challenge.signature).digest('hex'),
        expiresAt: new Date(exp * 1000),
      };
    },
  };
};
