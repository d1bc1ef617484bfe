import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pessoas } from './db/schema/index.ts';
import { makeCpf } from './test/bad-input-fixtures.ts';
import { createFixture, type Fixture } from './test/fixture.ts';
import { parcel, pdfText } from './modules/correspondence/correspondence.test-support.ts';

/**
 * Issue 10 "Why": the residents search and the correspondence list/export are filtered by the token's
 * condominium in their queries. Condominium B's token (Carlos in 1002, with Correspondência) searches for a
 * marked record of A, which A's own token finds: removing the filter from either query fails these tests.
 */
describe('leituras filtradas por condomínio', () => {
  let t: Fixture;
  const resident = 'Quitéria Leitura Marcada';
  const recipient = 'Destinatária Leitura Marcada';

  beforeAll(async () => {
    t = await createFixture();
    await t.db
      .insert(pessoas)
      .values({ idUnidade: t.units.a101, cpf: makeCpf(9901), nome: resident, email: null, telefone: null });
    const created = await t
      .client(t.tokens.a)
      .post('/correspondencia/entrada', parcel(t.units.a101, { destinatario: recipient }));
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const names = (body: { data: { morador: { nome: string } }[] }) => body.data.map((d) => d.morador.nome);

  test('a busca de moradores de B não mostra os moradores de A', async () => {
    const query = { search: 'quiteria leitura' };
    const ofA = await t.client(t.tokens.a).get('/correspondencia/moradores', query);
    expect(names(ofA.json())).toContain(resident);
    const ofB = await t.client(t.tokens.b).get('/correspondencia/moradores', query);
    expect(ofB.statusCode).toBe(200);
    expect(ofB.body).not.toContain('Leitura Marcada');
    const everyoneOfB = await t.client(t.tokens.b).get('/correspondencia/moradores', { size: 50 });
    expect(names(everyoneOfB.json())).not.toContain(resident);
    expect(everyoneOfB.json().meta.totalItems).toBeGreaterThan(0);
  });

  test('o histórico de B não mostra a correspondência de A', async () => {
    const ofA = await t.client(t.tokens.a).get('/correspondencia', { limit: 200 });
    expect(ofA.body).toContain(recipient);
    const ofB = await t.client(t.tokens.b).get('/correspondencia', { limit: 200 });
    expect(ofB.statusCode).toBe(200);
    expect(ofB.body).not.toContain(recipient);
  });

  test.each(['CSV', 'PDF'])('o relatório %s exportado por B não contém a correspondência de A', async (tipo) => {
    const ofA = await t.client(t.tokens.a).get(`/correspondencia/relatorio/${tipo}`);
    expect(ofA.statusCode).toBe(200);
    const ofB = await t.client(t.tokens.b).get(`/correspondencia/relatorio/${tipo}`);
    expect(ofB.statusCode).toBe(200);
    const text = (res: typeof ofA) => (tipo === 'CSV' ? res.body : pdfText(res.rawPayload));
    expect(text(ofA)).toContain(recipient);
    expect(text(ofB)).not.toContain(recipient);
  });
});
