import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ocorrencias } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';

// Issue 30: a search counts its matches in the statement of its page (no count apart). Totals, order and the pages
// must stay what they were: 120 matches among 180 rows of the day, three pages of 50, the last with 20.
describe('ocorrências: busca em páginas, o total contado na própria consulta', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await createFixture();
    const row = (i: number, conteudo: string) => ({
      idCondo: 1001,
      idUnidade: t.units.b302,
      tipoOcorrencia: 'OUTROS',
      tipoUsuario: 'MORADOR',
      conteudo,
      email: 'p@b.com.br',
      dataOcorrencia: new Date(Date.parse('2024-08-01T12:00:00Z') + i * 60_000),
    });
    await t.db
      .insert(ocorrencias)
      .values(
        Array.from({ length: 180 }, (_, i) =>
          row(i, i % 3 === 2 ? `Ruído comum ${i}` : `Goteira contada ${String(i).padStart(3, '0')}`),
        ),
      );
  });
  afterAll(() => t.close());

  const search = (page: number) =>
    t.client(t.tokens.a).get('/ocorrencias/resumo', {
      limit: 50,
      page,
      conteudo: 'goteira contada',
      dataFrom: '2024-08-01',
      dataUntil: '2024-08-01',
    });

  test('três páginas: 50, 50 e 20, as mais novas primeiro, nenhuma repetida; depois do fim, 204', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await search(page);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json());
    }
    for (const [i, p] of pages.entries()) expect(p.meta).toEqual({ page: i + 1, totalPages: 3, totalItems: 120 });
    expect(pages.map((p) => p.data.length)).toEqual([50, 50, 20]);
    const contents = pages.flatMap((p) => p.data.map((o: { conteudo: string }) => o.conteudo));
    const expected = Array.from({ length: 180 }, (_, i) => 179 - i)
      .filter((i) => i % 3 !== 2)
      .map((i) => `Goteira contada ${String(i).padStart(3, '0')}`);
    expect(contents).toEqual(expected);
    expect((await search(4)).statusCode).toBe(204);
  });
});
