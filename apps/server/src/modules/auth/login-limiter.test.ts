import type { LOGIN_LIMITS } from '@portaria/shared';
import { describe, expect, test } from 'vitest';
import { createClock } from '../../test/test-app.ts';
import { createLoginLimiter } from './login-limiter.ts';

const LIMITS = {
  perCpf: { max: 3, windowMs: 60_000 },
  perIp: { max: 5, windowMs: 30_000 },
  perDevice: { max: 2, windowMs: 120_000 },
};

const setup = () => {
  const clock = createClock(new Date('2024-10-01T12:00:00.000Z'));
  // The factory's limits are typed as the shared constants; small ones keep each test's arithmetic readable.
  return { clock, limiter: createLoginLimiter(clock.now, LIMITS as unknown as typeof LOGIN_LIMITS) };
};

const fail = (
  limiter: ReturnType<typeof createLoginLimiter>,
  cpf: string,
  ip: string,
  device: string | null = null,
) => {
  const taken = limiter.reserve(cpf, ip, device);
  if ('retryAfter' in taken) throw new Error(`bloqueado por ${taken.retryAfter} s`);
};

describe('limite de tentativas de login (relógio do app)', () => {
  test('esgotado o limite do CPF, a espera é o tempo até a falha mais antiga sair da janela, em segundos arredondados para cima', () => {
    const { clock, limiter } = setup();
    fail(limiter, 'a', 'ip1');
    clock.advance(10_500);
    fail(limiter, 'a', 'ip2');
    fail(limiter, 'a', 'ip3');
    expect(limiter.reserve('a', 'ip4')).toEqual({ retryAfter: 50 });
    clock.advance(49_000);
    expect(limiter.reserve('a', 'ip4')).toEqual({ retryAfter: 1 });
    clock.advance(500);
    // Exactly one window after the first failure it no longer counts.
    expect('release' in limiter.reserve('a', 'ip4')).toBe(true);
    expect(limiter.reserve('a', 'ip5')).toEqual({ retryAfter: 11 });
  });

  test('o IP tem limite próprio, mesmo trocando de CPF, e a janela do IP é a dele', () => {
    const { clock, limiter } = setup();
    for (const cpf of ['a', 'b', 'c', 'd', 'e']) fail(limiter, cpf, 'ip');
    expect(limiter.reserve('f', 'ip')).toEqual({ retryAfter: 30 });
    expect('release' in limiter.reserve('f', 'outro-ip')).toBe(true);
    clock.advance(30_000);
    expect('release' in limiter.reserve('g', 'ip')).toBe(true);
  });

  test('a senha certa devolve a reserva do IP e perdoa as falhas do CPF', () => {
    const { limiter } = setup();
    fail(limiter, 'a', 'ip');
    fail(limiter, 'a', 'ip');
    const right = limiter.reserve('a', 'ip');
    if (!('release' in right)) throw new Error('deveria passar');
    right.release();
    // The CPF starts again from zero: three more failures fit before the block.
    for (let i = 0; i < 3; i += 1) fail(limiter, 'a', `outro-${i}`);
    expect(limiter.reserve('a', 'mais-um')).toEqual({ retryAfter: 60 });
    // The IP kept its two failures and got the right attempt back: three more fit, then it is blocked.
    for (const cpf of ['x', 'y', 'z']) fail(limiter, cpf, 'ip');
    expect(limiter.reserve('w', 'ip')).toEqual({ retryAfter: 30 });
  });

  test('de um dispositivo conhecido só conta o limite dele; acertar ali zera só ele', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i += 1) fail(limiter, 'a', 'ip');
    expect(limiter.reserve('a', 'ip')).toEqual({ retryAfter: 60 });
    const right = limiter.reserve('a', 'ip', 'balcao');
    if (!('release' in right)) throw new Error('o dispositivo conhecido deveria passar');
    right.release();
    fail(limiter, 'a', 'ip', 'balcao');
    fail(limiter, 'a', 'ip', 'balcao');
    expect(limiter.reserve('a', 'ip', 'balcao')).toEqual({ retryAfter: 120 });
    expect(limiter.reserve('a', 'ip', 'outro-balcao')).not.toHaveProperty('retryAfter');
    // The device's failures did not spend the CPF's or the IP's budget.
    expect(limiter.reserve('a', 'ip')).toEqual({ retryAfter: 60 });
    expect(limiter.reserve('b', 'ip')).not.toHaveProperty('retryAfter');
  });

  test('falhas antigas são esquecidas depois de muitas chamadas, sem mudar o que cada limite conta', () => {
    const { clock, limiter } = setup();
    for (let i = 0; i < 3; i += 1) fail(limiter, 'a', `ip-${i}`);
    clock.advance(61_000);
    for (let i = 0; i < 600; i += 1) limiter.reserve(`cpf-${i}`, `ip-x-${i}`);
    for (let i = 0; i < 3; i += 1) fail(limiter, 'a', `ip-y-${i}`);
    expect(limiter.reserve('a', 'ip-z')).toEqual({ retryAfter: 60 });
  });

  test('a limpeza periódica usa a janela de cada limite: falhas ainda dentro dela continuam contando', () => {
    const { clock, limiter } = setup();
    fail(limiter, 'b', 'ip-d', 'balcao');
    fail(limiter, 'b', 'ip-d', 'balcao');
    clock.advance(30_000);
    for (let i = 0; i < 3; i += 1) fail(limiter, 'a', `ip-${i}`);
    clock.advance(40_000);
    // The 500th call sweeps every key: the CPF's failures are 40 s old (its window is 60 s), the device's 70 s (120 s).
    for (let i = 0; i < 495; i += 1) limiter.reserve(`cpf-${i}`, `ip-x-${i}`);
    expect(limiter.reserve('a', 'ip-z')).toEqual({ retryAfter: 20 });
    expect(limiter.reserve('b', 'ip-z', 'balcao')).toEqual({ retryAfter: 50 });
  });

  test('a reserva devolvida pela senha certa não fica no IP, nem quando era a única', () => {
    const { limiter } = setup();
    const right = limiter.reserve('a', 'ip');
    if (!('release' in right)) throw new Error('deveria passar');
    right.release();
    for (const cpf of ['b', 'c', 'd', 'e', 'f']) fail(limiter, cpf, 'ip');
    expect(limiter.reserve('g', 'ip')).toEqual({ retryAfter: 30 });
  });
});
