import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, pessoas } from '../../db/schema/index.ts';
import { contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, parcel, unitIdOf } from './correspondence.test-support.ts';

describe('quem pode retirar, o que o aviso diz e o que a auditoria guarda', () => {
  let t: TestApp;
  let token: string;
  let unit: number;
  let other: number;
  let resident: { id: number; nome: string };
  const create = async (idUnidade = unit) => (await api(t.app, token).register(parcel(idUnidade))).json().id as number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await contextToken(t.app);
    unit = await unitIdOf(t.db, 1001, 'Bloco A', '102');
    other = await unitIdOf(t.db, 1001, 'Bloco A', '103');
    resident = (
      await t.db.select({ id: pessoas.id, nome: pessoas.nome }).from(pessoas).where(eq(pessoas.idUnidade, unit))
    )[0]!;
  });
  afterAll(() => t.close());

  test('o morador da lista também pode ser indicado só pelo idPessoa', async () => {
    const id = await create();
    const res = await api(t.app, token).release({ id, moradorRetirada: { idPessoa: resident.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].moradorRetirada).toEqual({ idMorador: resident.id, nome: resident.nome });
  });

  test('retirada múltipla de duas unidades por um morador de só uma delas é 400 e nada muda', async () => {
    const ids = [await create(unit), await create(other)];
    const res = await api(t.app, token).releaseMany({ ids, moradorRetirada: { idMorador: resident.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.residentNotInUnit });
    const list = (await api(t.app, token).list({ status: 'PENDENTE', unidade: other }))
      .json()
      .data.map((p: { id: number }) => p.id);
    expect(list).toContain(ids[1]);
  });

  test('um código inexistente sozinho: "Correspondência não encontrada."; vários: cada código na mensagem', async () => {
    const one = await api(t.app, token).release({ id: 99999998, nomeMoradorNaoCadastro: 'Alguém' });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ message: M.parcelNotFound });
    const many = await api(t.app, token).releaseMany({
      ids: [await create(), 99999998, 99999997],
      nomeMoradorNaoCadastro: 'Alguém',
    });
    expect(many.statusCode).toBe(404);
    expect(many.json()).toEqual({ message: fill(M.parcelsNotFound, { ids: '99999998, Cód.99999997' }) });
  });

  test('o SMS e o e-mail do cadastro dizem o nome do condomínio, e a auditoria guarda unidade, categoria, tamanho e avisados', async () => {
    t.outbox!.clear();
    const res = await api(t.app, token).register(parcel(unit, { categoria: 'ENVELOPE', tamanho: 'PEQUENO' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const sent = t.outbox!.list().filter((m) => m.purpose === 'correspondencia');
    expect(sent.length).toBeGreaterThan(0);
    for (const message of sent) expect(message.body).toContain('Residencial Jardim das Palmeiras');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'correspondencia.cadastrar'), eq(auditLog.idEntidade, String(body.id))));
    expect(audit!.detalhes).toEqual({
      idUnidade: unit,
      categoria: 'ENVELOPE',
      tamanho: 'PEQUENO',
      notificados: body.notificados,
    });
  });
});
