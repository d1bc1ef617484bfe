import { LOGIN_LIMITS, MESSAGES } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARLOS, JOANA, MARIA, captureLog, login } from '../../test/helpers.ts';

describe('login por CPF e senha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('porteiro entra com CPF e senha e recebe token e papéis por condomínio', async () => {
    const res = await login(t.app, '529.982.247-25', CARLOS.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.roles).toEqual([
      { context: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras', role: 'PORTEIRO' },
      { context: 1002, referencia: 7310, nome: 'Edifício Solar do Atlântico', role: 'PORTEIRO' },
    ]);
  });

  test('senha errada, CPF desconhecido e usuário sem senha recebem a mesma resposta 401', async () => {
    const attempts = [
      await login(t.app, MARIA.cpf, 'senha-errada'),
      await login(t.app, '12345678909', 'Qualquer@1'),
      await login(t.app, JOANA.cpf, 'Qualquer@1'),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.loginInvalid });
    }
  });

  test('CPF inválido no login é recusado com 400 e mensagem pt-BR', async () => {
    const res = await login(t.app, '111.111.111-11', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.cpfInvalid });
  });
});

describe('limites contra força bruta', () => {
  test('após 10 senhas erradas a 11ª tentativa, mesmo correta, recebe 429 com Retry-After; após 15 min volta a entrar', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < LOGIN_LIMITS.perCpf.max; i += 1) {
        expect((await login(t.app, CARLOS.cpf, `errada-${i}`)).statusCode).toBe(401);
      }
      const blocked = await login(t.app, CARLOS.cpf, CARLOS.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      t.clock.advance(15 * 60 * 1000);
      expect((await login(t.app, CARLOS.cpf, CARLOS.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('um mesmo IP tem no máximo 30 falhas em 5 min, mesmo trocando de CPF', async () => {
    const t = await createTestApp();
    try {
      const ip = '203.0.113.7';
      const cpfs = ['12345678909', '98765432100', '11122233396', '52998224725'];
      for (let i = 0; i < LOGIN_LIMITS.perIp.max; i += 1) {
        expect((await login(t.app, cpfs[i % cpfs.length]!, 'errada', ip)).statusCode).toBe(401);
      }
      const blocked = await login(t.app, MARIA.cpf, MARIA.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
      // Another IP is not affected.
      expect((await login(t.app, MARIA.cpf, MARIA.password, '203.0.113.8')).statusCode).toBe(200);
      t.clock.advance(5 * 60 * 1000);
      expect((await login(t.app, MARIA.cpf, MARIA.password, ip)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('logs do login', () => {
  test('as linhas de log não contêm a senha nem o CPF completo', async () => {
    const { lines, stream } = captureLog();
    const t = await createTestApp({ logger: { level: 'debug', stream } });
    try {
      await login(t.app, CARLOS.cpf, CARLOS.password);
      await login(t.app, '529.982.247-25', 'SenhaErrada#77');
      await t.app.inject({ url: `/api/auth/rbac/account?cpf=${CARLOS.cpf}` });
      await t.app.inject({ url: `/api/portaria/api/v1/porteiros?cpf=529.982.247-25` });
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      expect(text).not.toContain(CARLOS.password);
      expect(text).not.toContain('SenhaErrada#77');
      expect(text).not.toContain(CARLOS.cpf);
      expect(text).not.toContain('529.982.247-25');
      expect(text).toContain('52*******25');
    } finally {
      await t.close();
    }
  });
});
