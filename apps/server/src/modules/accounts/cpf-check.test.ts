import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usuarios } from '../../db/schema/index.ts';
import { CARLOS, JOANA, MARIA } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkCpf, freshIp, post } from './test-support.ts';

const UNKNOWN_CPF = '12345678909';

describe('verificação do CPF no assistente (token/auth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('porteira sem senha pode se cadastrar: flags, telefone mascarado, dados mascarados e hashToken', async () => {
    const res = await checkCpf(t.app, '390.533.447-05', 'registration');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      hasLogin: false,
      hasLoginSindico: false,
      hasPorteiro: true,
      hasRhSenior: false,
      additional: { hasLogin: false },
      smsContacts: [{ key: 'tel-1', value: '(11) *****-5678' }],
      user: { name: 'Joana', email: null, cpf: '39*******05', phones: [{ key: 'tel-1', value: '(11) *****-5678' }] },
      outcome: 'PROCEED',
    });
    expect(data.hashToken).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toContain('982345678');
  });

  test('cadastro: síndico é orientado a usar a senha do portal e porteiro com senha recebe CPF já cadastrado', async () => {
    const maria = (await checkCpf(t.app, MARIA.cpf, 'registration')).json().data;
    expect(maria).toMatchObject({
      hasLoginSindico: true,
      hasLogin: true,
      outcome: 'SYNDIC_USE_PORTAL',
      hashToken: null,
      smsContacts: [],
      user: null,
    });
    const carlos = (await checkCpf(t.app, CARLOS.cpf, 'registration')).json().data;
    expect(carlos).toMatchObject({
      hasLogin: true,
      hasPorteiro: true,
      outcome: 'ALREADY_REGISTERED',
      hashToken: null,
      smsContacts: [],
    });
  });

  test('CPF válido desconhecido: nenhuma flag, não localizado no cadastro e não cadastrado na recuperação', async () => {
    const reg = (await checkCpf(t.app, UNKNOWN_CPF, 'registration')).json().data;
    expect(reg).toMatchObject({
      hasLogin: false,
      hasPorteiro: false,
      hasLoginSindico: false,
      hasRhSenior: false,
      outcome: 'NOT_FOUND',
      hashToken: null,
    });
    const rec = (await checkCpf(t.app, UNKNOWN_CPF, 'recovery')).json().data;
    expect(rec).toMatchObject({ outcome: 'NOT_REGISTERED', hashToken: null });
  });

  test('recuperação: porteiro com senha segue; sem senha é usuário não cadastrado; síndico usa o portal', async () => {
    expect((await checkCpf(t.app, CARLOS.cpf, 'recovery')).json().data).toMatchObject({
      outcome: 'PROCEED',
      smsContacts: [{ key: 'tel-1', value: '(11) *****-4567' }],
    });
    expect((await checkCpf(t.app, JOANA.cpf, 'recovery')).json().data).toMatchObject({
      outcome: 'NOT_REGISTERED',
      hashToken: null,
    });
    expect((await checkCpf(t.app, MARIA.cpf, 'recovery')).json().data).toMatchObject({
      outcome: 'SYNDIC_USE_PORTAL',
      hashToken: null,
    });
  });

  test('porteira sem telefone cadastrado recebe NO_PHONE e nenhum hashToken', async () => {
    await t.db.update(usuarios).set({ telefone: null }).where(eq(usuarios.cpf, JOANA.cpf));
    try {
      const data = (await checkCpf(t.app, JOANA.cpf, 'registration')).json().data;
      expect(data).toMatchObject({ hasPorteiro: true, smsContacts: [], outcome: 'NO_PHONE', hashToken: null });
    } finally {
      await t.db.update(usuarios).set({ telefone: '11982345678' }).where(eq(usuarios.cpf, JOANA.cpf));
    }
  });

  test('CPF inválido, identifierKey de outro app e propósito ausente são 400 com mensagem pt-BR', async () => {
    const bad = await checkCpf(t.app, '111.111.111-11', 'registration');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.cpfCheckInvalid });
    const key = await post(
      t.app,
      '/api/token/auth',
      { document: JOANA.cpf, identifierKey: 'OUTRO', purpose: 'registration' },
      freshIp(),
    );
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(M.verificationExpired);
    const noPurpose = await post(
      t.app,
      '/api/token/auth',
      { document: JOANA.cpf, identifierKey: 'PORTARIA' },
      freshIp(),
    );
    expect(noPurpose.statusCode).toBe(400);
    expect(typeof noPurpose.json().message).toBe('string');
  });

  test('a verificação de CPF é limitada por IP (429 com mensagem pt-BR)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1)
      expect((await checkCpf(t.app, UNKNOWN_CPF, 'registration', ip)).statusCode).toBe(200);
    const res = await checkCpf(t.app, UNKNOWN_CPF, 'registration', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Aguarde/);
  });

  test('a documentação OpenAPI descreve as rotas de conta, pré-cadastro e análise do síndico', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/token/auth',
        '/api/token/generation',
        '/api/token/validation',
        '/api/external/porter/registration',
        '/api/external/forgot-my-password',
        '/api/public/altcha/challenge',
        '/api/condominios/public/condominium',
        '/api/public/precadastro',
        '/api/portaria/api/v1/precadastros',
        '/api/portaria/api/v1/precadastros/{id}/aprovar',
        '/api/portaria/api/v1/precadastros/{id}/recusar',
      ]),
    );
    expect(res.json().paths['/api/token/auth'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['document', 'identifierKey', 'purpose']),
    );
  });
});
