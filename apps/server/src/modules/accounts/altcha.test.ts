import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, test } from 'vitest';
import { createClock } from '../../test/test-app.ts';
import { ALTCHA, createAltcha, type AltchaChallenge } from './altcha.ts';

const SECRET = 'segredo-de-teste-do-altcha';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** Solves a challenge as the widget does and returns the base64 payload of the hidden field. */
const solve = async (challenge: AltchaChallenge | Challenge) => {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('desafio não resolvido');
  return { challenge, solution };
};

/** A challenge signed with the server's secret but made outside createAltcha (another algorithm, other data). */
const foreignChallenge = (options: { algorithm?: string; data?: Record<string, number> }) =>
  createChallenge({
    algorithm: options.algorithm ?? ALTCHA.algorithm,
    cost: 1,
    counter: 50,
    deriveKey,
    ...(options.data ? { data: options.data } : {}),
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: createHash('sha256').update(`${SECRET}:key`).digest('hex'),
  });

const refused = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ statusCode: 400, message: M.humanCheckInvalid });

describe('verificação humana ALTCHA (unidade)', () => {
  test('o desafio leva o vencimento em 10 minutos no relógio do app e uma assinatura', async () => {
    const clock = createClock(new Date('2024-10-01T12:00:00.500Z'));
    const challenge = await createAltcha({ secret: SECRET, now: clock.now }).challenge();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      data: { exp: Date.parse('2024-10-01T12:10:00Z') / 1000 },
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  test('solução certa devolve a chave de repetição (sha-256 da assinatura) e o vencimento do desafio', async () => {
    const clock = createClock();
    const altcha = createAltcha({ secret: SECRET, now: clock.now });
    const payload = await solve(await altcha.challenge());
    expect(await altcha.verify(encode(payload))).toEqual({
      replayKey: createHash('sha256').update(payload.challenge.signature!).digest('hex'),
      expiresAt: new Date(clock.now().getTime() + ALTCHA.ttlSeconds * 1000),
    });
  });

  test('vale até 1 s antes do vencimento; no segundo exato do vencimento é recusada', async () => {
    const clock = createClock();
    const altcha = createAltcha({ secret: SECRET, now: clock.now });
    const payload = encode(await solve(await altcha.challenge()));
    clock.advance(ALTCHA.ttlSeconds * 1000 - 1000);
    await expect(altcha.verify(payload)).resolves.toMatchObject({ replayKey: expect.any(String) });
    clock.advance(1000);
    await refused(altcha.verify(payload));
  });

  test('duas instâncias com o mesmo segredo aceitam os desafios uma da outra; com outro segredo, não', async () => {
    const clock = createClock();
    const issuer = createAltcha({ secret: SECRET, now: clock.now });
    const payload = encode(await solve(await issuer.challenge()));
    await expect(createAltcha({ secret: SECRET, now: clock.now }).verify(payload)).resolves.toMatchObject({
      replayKey: expect.any(String),
    });
    await refused(createAltcha({ secret: 'outro-segredo', now: clock.now }).verify(payload));
    await refused(createAltcha({ secret: undefined, now: clock.now }).verify(payload));
  });

  test('sem segredo configurado cada instância sorteia o seu e aceita os próprios desafios', async () => {
    const clock = createClock();
    const altcha = createAltcha({ secret: undefined, now: clock.now });
    await expect(altcha.verify(encode(await solve(await altcha.challenge())))).resolves.toMatchObject({
      replayKey: expect.any(String),
    });
  });

  test('desafio assinado com o segredo certo (chave derivada inclusa) é aceito só com SHA-256 e com vencimento', async () => {
    const clock = createClock();
    const altcha = createAltcha({ secret: SECRET, now: clock.now });
    const exp = clock.now().getTime() / 1000 + 60;
    await expect(altcha.verify(encode(await solve(await foreignChallenge({ data: { exp } }))))).resolves.toEqual({
      replayKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      expiresAt: new Date(exp * 1000),
    });
    await refused(altcha.verify(encode(await solve(await foreignChallenge({ algorithm: 'SHA-384', data: { exp } })))));
    await refused(altcha.verify(encode(await solve(await foreignChallenge({})))));
  });

  test('payload sem forma de solução é 400 pt-BR, nunca um erro interno', async () => {
    const clock = createClock();
    const altcha = createAltcha({ secret: SECRET, now: clock.now });
    const { challenge, solution } = await solve(await altcha.challenge());
    for (const shape of [
      null,
      5,
      'texto',
      {},
      { solution },
      { challenge: {}, solution },
      { challenge, solution: 'x' },
      { challenge },
      { challenge, solution: {} },
      { challenge, solution: { counter: 'x', derivedKey: 'zz' } },
    ]) {
      await refused(altcha.verify(encode(shape)));
    }
    await refused(altcha.verify('não-é-base64-nem-json'));
  });
});
