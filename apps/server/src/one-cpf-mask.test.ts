import { MASKED_CPF, isValidCpf } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from './db/schema/index.ts';
import { checkCpf, freshIp, post, sendCode, solveAltcha } from './modules/accounts/test-support.ts';
import { CARLOS, JOANA, MARIA, bearer, captureLog, contextToken, login } from './test/helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Decision 103: a CPF that must not travel whole is hidden one way, `maskId` ("52*******25"), in logs, audit
// entries, the syndic's review answers and logged URLs alike. Every "cpf" value this journey leaves behind has that
// shape, and no full CPF appears anywhere in the log or the audit trail.
const CPF_LIKE = /(?<!\d)(\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?!\d)/g;
const fullCpfsIn = (text: string) => [...text.matchAll(CPF_LIKE)].map((m) => m[1]!).filter((m) => isValidCpf(m));

/** Every value under a "cpf" key, at any depth. */
const cpfValues = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value.flatMap(cpfValues);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'cpf' ? [inner] : cpfValues(inner)));
};

const WORKER = {
  condominio: 4521,
  nome: 'Vítor Mascarado Leal',
  cpf: '714.602.380-01',
  cargo: 'PORTEIRO',
  telefone: '(11) 97654-7788',
  email: null,
};

describe('uma máscara de CPF: logs, auditoria, telas de revisão e URLs', () => {
  let t: TestApp;
  const log = captureLog();
  const entries = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => t.close());

  // Each step of the journey runs once, in the first test that needs it: the tests pass in any order.
  const once = (step: () => Promise<void>) => {
    let done: Promise<void> | undefined;
    return () => (done ??= step());
  };
  const refusedLogin = once(async () => {
    expect((await login(t.app, CARLOS.cpf, 'senha-errada', freshIp())).statusCode).toBe(401);
  });
  const urlWithCpf = once(async () => {
    await t.app.inject({ url: `/api/correspondencia/moradores?search=${CARLOS.cpf}` });
  });
  const reviewJourney = once(async () => {
    const sent = await post(
      t.app,
      '/api/public/precadastro',
      { ...WORKER, altcha: await solveAltcha(t.app) },
      freshIp(),
    );
    expect(sent.statusCode).toBe(201);
    const ip = freshIp();
    const { hashToken } = (await checkCpf(t.app, JOANA.cpf, 'registration', ip)).json().data;
    expect((await sendCode(t.app, hashToken, ip)).statusCode).toBe(200);
    expect((await sendCode(t.app, hashToken, ip, { phone: '(21) 99876-1122' })).statusCode).toBe(202);

    const audit = await t.db.select().from(auditLog);
    expect(audit.find((a) => a.acao === 'pre_cadastro.enviar')?.detalhes).toEqual({
      cpf: '71*******01',
      cargo: 'PORTEIRO',
    });
    expect(audit.find((a) => a.acao === 'troca_telefone.solicitar')?.detalhes).toMatchObject({ cpf: '39*******05' });
    expect(entries().find((e) => e.msg === 'código SMS enviado')).toMatchObject({ cpf: '39*******05' });

    const syndic = bearer(await contextToken(t.app, MARIA, 1001));
    const pending = (await t.app.inject({ url: '/api/portaria/api/v1/precadastros', headers: syndic })).json();
    expect(pending.data).toEqual([expect.objectContaining({ nome: WORKER.nome, cpf: '71*******01' })]);
    const changes = (await t.app.inject({ url: '/api/portaria/api/v1/trocas-telefone', headers: syndic })).json();
    expect(changes.data).toEqual([expect.objectContaining({ nome: 'Joana Batista Lima', cpf: '39*******05' })]);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/portaria/api/v1/precadastros/${pending.data[0].id}/aprovar`,
      headers: syndic,
    });
    expect(approved.statusCode).toBe(200);
  });

  test('entrada recusada: a linha do log traz o CPF como 52*******25, nunca inteiro', async () => {
    await refusedLogin();
    expect(entries().filter((e) => e.msg === 'login recusado')).toEqual([
      expect.objectContaining({ cpf: '52*******25' }),
    ]);
    expect(log.lines.join('')).not.toContain(CARLOS.cpf);
    expect(log.lines.join('')).not.toContain('529.982.247-25');
  });

  test('pré-cadastro e troca de telefone: a auditoria e as listas do síndico trazem a mesma máscara', async () => {
    await reviewJourney();
  });

  test('uma URL com CPF fica no log com a mesma máscara', async () => {
    await urlWithCpf();
    expect(
      entries().find((e) => e.msg === 'requisição' && String(e.url).startsWith('/api/correspondencia/moradores')),
    ).toMatchObject({
      url: '/api/correspondencia/moradores?search=52*******25',
    });
  });

  test('todo "cpf" do log e da auditoria tem a forma 52*******25, e nenhum CPF inteiro aparece', async () => {
    // The whole journey first, whichever of its tests ran before this one.
    await refusedLogin();
    await reviewJourney();
    await urlWithCpf();
    const audit = (await t.db.select().from(auditLog)).map((a) => a.detalhes);
    const values = [...cpfValues(entries()), ...cpfValues(audit)];
    // Two sign-in and SMS log lines, three audit entries (pre-registration sent and approved, phone change asked).
    expect(values.length).toBeGreaterThanOrEqual(5);
    for (const value of values) expect(value).toMatch(MASKED_CPF);
    expect(fullCpfsIn(log.lines.join('\n'))).toEqual([]);
    expect(fullCpfsIn(JSON.stringify(audit))).toEqual([]);
  });
});
