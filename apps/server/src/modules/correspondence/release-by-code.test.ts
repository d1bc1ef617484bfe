import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel } from './correspondence.test-support.ts';

describe('correspondência pelo código (retirada pelo código a partir do início)', () => {
  let t: Fixture;
  const byCode = (token: string, codigo: string | number) => t.client(token).get(`/correspondencia/codigo/${codigo}`);
  beforeAll(async () => {
    t = await createFixture();
  });
  afterAll(() => t.close());

  test('o código de uma pendente traz a etiqueta e a unidade', async () => {
    const created = (
      await api(t.app, t.tokens.a).register(parcel(t.units.b302, { destinatario: 'Ana Código' }))
    ).json();
    const res = await byCode(t.tokens.a, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      status: 'PENDENTE',
      destinatario: 'Ana Código',
      unidade: { idUnidade: t.units.b302, nome: '302', nmBloco: 'Bloco B' },
    });
  });

  test('uma já retirada responde com o status, para a portaria dizer quando saiu', async () => {
    const created = (await api(t.app, t.tokens.a).register(parcel(t.units.a101))).json();
    await api(t.app, t.tokens.a).release({ id: created.id, nomeMoradorNaoCadastro: 'Pessoa Um' });
    expect((await byCode(t.tokens.a, created.id)).json()).toMatchObject({
      id: created.id,
      status: 'RETIRADA',
      nomeMoradorNaoCadastro: 'Pessoa Um',
    });
  });

  test('código de outro condomínio: "não encontrada", igual a um código que não existe', async () => {
    const ofB = (await api(t.app, t.tokens.b).register(parcel(t.units.torre101))).json();
    const fromA = await byCode(t.tokens.a, ofB.id);
    const unknown = await byCode(t.tokens.a, 2_000_000_000);
    expect([fromA.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(fromA.json()).toEqual({ message: M.codeNotFound });
    expect(unknown.json()).toEqual({ message: M.codeNotFound });
  });

  test('um código que não é número: 400 em pt-BR', async () => {
    const res = await byCode(t.tokens.a, 'Cód.71');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});
