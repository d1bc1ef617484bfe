import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, blocos, condominios } from '../../db/schema/index.ts';
import { bearer, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSetup } from './setup.repository.ts';

const ADMIN = { cpf: '74185296355', password: 'Primeiro@Acesso1' };
const body = (overrides: Record<string, unknown> = {}) => ({
  administrador: {
    nome: 'Beatriz Nogueira',
    cpf: '741.852.963-55',
    telefone: '(11) 99876-5432',
    email: 'beatriz@administradora.com.br',
    senha: ADMIN.password,
    confirmacao: ADMIN.password,
  },
  condominio: {
    nome: 'Condomínio Vila Serena',
    cnpj: '11.222.333/0001-81',
    endereco: 'Rua das Acácias, 100 - São Paulo/SP',
    multiplosBlocos: false,
    temBiometria: false,
  },
  ...overrides,
});

describe('configuração inicial sem dados de demonstração', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    secret = (await openSetup(t.db, t.clock.now()))!;
  });
  afterAll(() => t.close());

  const setup = (payload: object, segredo = secret) =>
    t.app.inject({ method: 'POST', url: `/api/instalacao/${segredo}`, payload });

  test('o endereço vale com o segredo impresso e só com ele', async () => {
    expect((await t.app.inject({ url: `/api/instalacao/${secret}` })).json()).toEqual({ pendente: true });
    const wrong = await t.app.inject({ url: `/api/instalacao/${'x'.repeat(32)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: M.setupNotFound });
  });

  test('dados inválidos: 400 com a mensagem em pt-BR e nada gravado', async () => {
    const res = await setup(body({ condominio: { nome: 'X', cnpj: '11.222.333/0001-82', multiplosBlocos: false } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(M.cnpjInvalid);
    const weak = await setup(
      body({ administrador: { ...body().administrador, senha: '123', confirmacao: '123' } as object }),
    );
    expect(weak.statusCode).toBe(400);
    expect(await t.db.select().from(condominios)).toEqual([]);
  });

  test('cria o administrador e o condomínio de bloco único, entra com o CPF, e o endereço passa a responder 404', async () => {
    const res = await setup(body());
    expect(res.statusCode).toBe(201);
    const { idCondo } = res.json() as { idCondo: number };
    expect(res.json()).toEqual({ cpf: ADMIN.cpf, idCondo: 1001 });

    const signIn = await login(t.app, ADMIN.cpf, ADMIN.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().roles).toEqual([
      { context: idCondo, referencia: 1001, nome: 'Condomínio Vila Serena', role: 'ADMINISTRADOR' },
    ]);
    const ctx = await t.app.inject({
      method: 'POST',
      url: `/api/auth/rbac/context/${idCondo}`,
      headers: bearer(signIn.json().token),
    });
    expect(ctx.json().rolePermissions).toContain('portaria.administracao.instalacao');
    const blocks = await t.db.select({ nome: blocos.nome }).from(blocos).where(eq(blocos.idCondo, idCondo));
    expect(blocks).toEqual([{ nome: 'Bloco Único' }]);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'instalacao.configurar'));
    expect(entry).toMatchObject({ idCondo, entidade: 'condominio', idEntidade: String(idCondo) });
    expect(entry!.idUsuario).toEqual(expect.any(Number));
    expect(JSON.stringify(entry!.detalhes)).not.toContain(ADMIN.cpf);

    expect((await t.app.inject({ url: `/api/instalacao/${secret}` })).statusCode).toBe(404);
    const again = await setup(body());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: M.setupNotFound });
    // A new start prints no address any more: the installation has its administrator.
    expect(await openSetup(t.db, t.clock.now())).toBeNull();
  });
});

describe('duas configurações ao mesmo tempo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('uma cria, a outra recebe 404; só o último endereço impresso vale', async () => {
    const old = (await openSetup(t.db, t.clock.now()))!;
    const secret = (await openSetup(t.db, t.clock.now()))!;
    expect((await t.app.inject({ url: `/api/instalacao/${old}` })).statusCode).toBe(404);
    const [a, b] = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: `/api/instalacao/${secret}`, payload: body() })),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 404]);
    expect(await t.db.select({ id: condominios.idCondo }).from(condominios)).toHaveLength(1);
  });
});
