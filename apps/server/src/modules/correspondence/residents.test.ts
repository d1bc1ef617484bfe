import { isValidCpf } from '@portaria/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pessoas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api } from './correspondence.test-support.ts';

describe('moradores para a retirada', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    unit = t.units.a101;
  });
  afterAll(() => t.close());

  test('moradores da unidade com nome, CPF válido e se têm o aplicativo', async () => {
    const res = await api(t.app, token).residents(unit);
    expect(res.statusCode).toBe(200);
    const data = res.json().data.filter((item: { tipoAcesso: string }) => item.tipoAcesso !== 'AUTORIZADO');
    const rows = await t.db.select().from(pessoas).where(eq(pessoas.idUnidade, unit));
    expect(data).toHaveLength(rows.length);
    for (const item of data) {
      expect(isValidCpf(item.morador.cpf)).toBe(true);
      expect(item.unidade).toEqual({ idUnidade: unit, nome: '101', nmBloco: 'Bloco A' });
      expect(typeof item.morador.cadastrado).toBe('boolean');
    }
  });

  test('appinstalado: 200 quando algum morador tem o app, 204 quando nenhum tem', async () => {
    await t.db.update(pessoas).set({ appInstalado: true }).where(eq(pessoas.idUnidade, unit));
    expect((await api(t.app, token).appInstalled(unit)).statusCode).toBe(200);
    await t.db.update(pessoas).set({ appInstalado: false }).where(eq(pessoas.idUnidade, unit));
    expect((await api(t.app, token).appInstalled(unit)).statusCode).toBe(204);
  });

  test('busca por nome ignora acentos e maiúsculas; por CPF acha pelos dígitos; pagina de 50', async () => {
    const [someone] = await t.db.select().from(pessoas).where(eq(pessoas.idUnidade, unit));
    const first = someone!.nome.split(' ')[0]!;
    const folded = first
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const byName = (await api(t.app, token).search({ search: folded })).json();
    expect(byName.data.some((d: { morador: { idMorador: number } }) => d.morador.idMorador === someone!.id)).toBe(true);
    const byCpf = (
      await api(t.app, token).search({
        search: someone!.cpf.slice(0, 3) + '.' + someone!.cpf.slice(3, 6),
        unidade: unit,
      })
    ).json();
    expect(byCpf.data.map((d: { morador: { idMorador: number } }) => d.morador.idMorador)).toContain(someone!.id);
    const all = (await api(t.app, token).search({})).json();
    expect(all.data).toHaveLength(50);
    expect(all.meta.totalPages).toBe(Math.ceil(all.meta.totalItems / 50));
  });

  test('unidade de outro condomínio: 404', async () => {
    const torre = t.units.torre101;
    expect((await api(t.app, token).residents(torre)).statusCode).toBe(404);
    expect((await api(t.app, token).appInstalled(torre)).statusCode).toBe(404);
    expect((await api(t.app, token).search({ unidade: torre })).statusCode).toBe(404);
  });
});
