import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { VEHICLE_MESSAGES as VM } from '@portaria/shared/vehicles/vehicles.messages';
import { DATA_LIST_IDS } from '@portaria/shared/areas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readDataVersion } from '../../platform/lists/data-version.repository.ts';
import { bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RENATA = { cpf: '74185296355', password: 'Admin@2024' };
type Tree = { blocos: { nome: string; unidades: { idUnidade: number; nome: string }[] }[] };

describe('blocos e unidades no console de administração', () => {
  let t: TestApp;
  let admin: string;
  let created: number;
  beforeAll(async () => {
    t = await createTestApp();
    const renata = await contextToken(t.app, RENATA, 1001);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/administracao/condominios',
      headers: bearer(renata),
      payload: { nome: 'Torres do Parque', multiplosBlocos: true },
    });
    created = res.json().idCondo;
    admin = await contextToken(t.app, RENATA, created);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  test('cria blocos (nome repetido: 409), gera "andares 1 a 20, 4 por andar" e o porteiro vê 101…2004', async () => {
    const a = await call('POST', '/administracao/blocos', { nome: 'Torre A' });
    expect(a.statusCode).toBe(201);
    expect((await call('POST', '/administracao/blocos', { nome: 'Torre B' })).statusCode).toBe(201);
    const dup = await call('POST', '/administracao/blocos', { nome: 'Torre A' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: M.blockTaken });

    const idBloco = a.json().idBloco as number;
    const units = await call('POST', `/administracao/blocos/${idBloco}/unidades`, {
      modo: 'andares',
      andarInicial: 1,
      andarFinal: 20,
      porAndar: 4,
    });
    expect(units.statusCode).toBe(201);
    expect(units.json().criadas).toHaveLength(80);
    expect(units.json().message).toBe('80 unidades criadas');

    const again = await call('POST', `/administracao/blocos/${idBloco}/unidades`, {
      modo: 'lista',
      nomes: '2004, 2005\nLoja 1',
    });
    expect(again.json()).toEqual({
      criadas: ['2005', 'Loja 1'],
      existentes: ['2004'],
      message: '2 unidades criadas; 1 já existia',
    });

    const tree = (await call('GET', `/condominios/${created}`)).json() as Tree;
    const torreA = tree.blocos.find((b) => b.nome === 'Torre A')!;
    expect(torreA.unidades).toHaveLength(82);
    expect(torreA.unidades[0]!.nome).toBe('101');
    expect(torreA.unidades.map((u) => u.nome)).toContain('2004');
  });

  test('pedidos inválidos: andares invertidos 400, lista vazia 422, bloco de outro condomínio 404', async () => {
    const [block] = (await call('GET', '/administracao/blocos')).json().data as { idBloco: number }[];
    const inverted = await call('POST', `/administracao/blocos/${block!.idBloco}/unidades`, {
      modo: 'andares',
      andarInicial: 5,
      andarFinal: 2,
      porAndar: 4,
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toContain(M.floorsInvalid);
    const empty = await call('POST', `/administracao/blocos/${block!.idBloco}/unidades`, {
      modo: 'lista',
      nomes: ' , ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: M.unitListEmpty });
    const palmeiras = await contextToken(t.app, RENATA, 1001);
    const other = await call('PUT', `/administracao/blocos/${block!.idBloco}`, { nome: 'Invasor' }, palmeiras);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.blockNotFound });
  });

  test('unidade desativada some da árvore do porteiro e não recebe cadastro; o histórico e a reativação ficam', async () => {
    const tree = (await call('GET', `/condominios/${created}`)).json() as Tree;
    const unit = tree.blocos[0]!.unidades.find((u) => u.nome === '101')!;
    const off = await call('PUT', `/administracao/unidades/${unit.idUnidade}`, { nome: '101', ativa: false });
    expect(off.json()).toEqual({ idUnidade: unit.idUnidade, nome: '101', ativa: false });
    const after = (await call('GET', `/condominios/${created}`)).json() as Tree;
    expect(after.blocos[0]!.unidades.map((u) => u.nome)).not.toContain('101');
    const vehicle = await call('POST', '/veiculo', {
      unidade: unit.idUnidade,
      tipo: 'CARRO',
      placa: 'ABC1D23',
      cor: 'PRETO',
      vagaAlugada: false,
    });
    expect(vehicle.statusCode).toBe(404);
    expect(vehicle.json()).toEqual({ message: VM.unitNotFound });
    const admin = (await call('GET', '/administracao/blocos')).json().data[0].unidades as {
      nome: string;
      ativa: boolean;
    }[];
    expect(admin.find((u) => u.nome === '101')).toMatchObject({ ativa: false });

    const clash = await call('PUT', `/administracao/unidades/${unit.idUnidade}`, { nome: '102', ativa: true });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: M.unitTaken });
    // Every area's cached list shows unit names: the rename moves their versions in the same change.
    const versions = () => Promise.all(DATA_LIST_IDS.map((list) => readDataVersion(t.db, created, list)));
    const before = await versions();
    const on = await call('PUT', `/administracao/unidades/${unit.idUnidade}`, { nome: '101-A', ativa: true });
    expect(on.json()).toEqual({ idUnidade: unit.idUnidade, nome: '101-A', ativa: true });
    expect((await versions()).map((v, i) => v > before[i]!)).toEqual(DATA_LIST_IDS.map(() => true));
  });

  test('condomínio de bloco único não ganha um segundo bloco', async () => {
    const single = await call('POST', '/administracao/condominios', { nome: 'Edifício Uno', multiplosBlocos: false });
    const token = await contextToken(t.app, RENATA, single.json().idCondo);
    const blocks = (await call('GET', '/administracao/blocos', undefined, token)).json();
    expect(blocks).toMatchObject({ multiplosBlocos: false, data: [{ nome: 'Bloco Único', unidades: [] }] });
    const second = await call('POST', '/administracao/blocos', { nome: 'Bloco 2' }, token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: M.singleBlockHasOne });
  });
});
