import { occurrenceSummarySchema, type OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import type { Page } from '@portaria/shared/common/page';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ocorrencias } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import {
  PDF_BYTES,
  jsSummaryPage,
  occurrence,
  occurrenceRow,
  serializeSummaryPage,
  uploadAttachment,
  type SummaryQuery,
} from './occurrences.test-support.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');
const TRICKY = 'Aspas " e barra \\ e\nquebra de linha\tcom tab, ç ã é — “curvas” 50%_off';

type Query = SummaryQuery & { conteudo: string };

/**
 * Issue 30: a word search's page is written as JSON by the database and its rows are told apart by their stored
 * signature before any LIKE (migration 0056). It must be, byte for byte, the page the JS path builds: the same
 * matches (LIKE alone, no signature), in the same order, with the same total, each occurrence as `toSummary` writes
 * it and serialized by the schema's serializer; 204 past the end.
 */
describe('ocorrências: a busca por palavras, escrita pelo banco, é a mesma da resposta montada em JS', () => {
  let t: Fixture;
  const get = (q: Query) => t.client(t.tokens.a).get('/ocorrencias/resumo', { ...q });

  const expectedPage = (q: Query) => jsSummaryPage(t.db, q, NOW);

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    const api = t.client(t.tokens.a);
    const upload = await uploadAttachment(t.app, t.tokens.a, PDF_BYTES);
    expect(upload.put.statusCode).toBe(200);
    const created = async (idUnidade: number, extra: Record<string, unknown>) => {
      const res = await api.post('/portaria/api/v2/ocorrencias', occurrence(idUnidade, extra));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OccurrenceSummary).idOcorrencia;
    };
    await created(t.units.a101, { conteudo: TRICKY, hashAnexo: upload.hash });
    const closed = await created(t.units.b302, { tipoOcorrencia: 'SUGESTAO', conteudo: 'Vazamento na garagem' });
    await t.db.update(ocorrencias).set({ flEncerrado: 'S' }).where(eq(ocorrencias.id, closed));
    const hidden = await created(t.units.a101, { tipoOcorrencia: 'ELOGIO', conteudo: 'Não pública: elogio à garagem' });
    await t.db.update(ocorrencias).set({ publica: 'N' }).where(eq(ocorrencias.id, hidden));
    const [micro] = await t.db
      .insert(ocorrencias)
      .values([
        occurrenceRow(t.units.b302, '2026-11-20T15:00:00Z', 'Vazamento no subsolo, microssegundos'),
        ...Array.from({ length: 7 }, (_, i) =>
          occurrenceRow(i % 2 ? t.units.a101 : t.units.b302, `2026-10-0${i + 1}T02:30:00Z`, `Goteira ${i} na ESCADA`),
        ),
        occurrenceRow(t.units.a101, '2026-06-01T12:00:00Z', 'Vazamento fora do período'),
        occurrenceRow(t.units.torre101, '2026-11-20T12:00:00Z', 'Vazamento do condomínio B', 1002),
      ])
      .returning({ id: ocorrencias.id });
    await t.db.execute(
      sql`update ocorrencias set data_ocorrencia = '2026-11-20 15:00:00.123999+00' where id = ${micro!.id}`,
    );
  });
  afterAll(() => t.close());

  // A word of the text, of the type, of the unit or block; accents, case, quotes, '%' and '_' as letters; one letter.
  const shapes: Query[] = [
    { conteudo: 'vazamento' },
    { conteudo: 'VAZAMENTO garagem' },
    { conteudo: 'goteira escada', limit: 3 },
    { conteudo: 'goteira escada', limit: 3, page: 2 },
    { conteudo: 'goteira escada', limit: 3, page: 3 },
    { conteudo: 'reclamação' },
    { conteudo: 'elogio' },
    { conteudo: 'bloco a goteira' },
    { conteudo: '302 vazamento' },
    { conteudo: '“curvas”' },
    { conteudo: 'barra \\ 50%_off' },
    { conteudo: 'ç ã', limit: 4, page: 2 },
    { conteudo: 'vazamento', unidade: 1 },
    { conteudo: 'garagem', encerrado: 'S' },
    { conteudo: 'garagem', publica: 'N' },
    { conteudo: 'goteira', unidade: 0, encerrado: 'N', publica: 'S', limit: 2, page: 2 },
  ];

  test('cada busca: a resposta é, byte a byte, a da busca em JS, com as mesmas ocorrências, ordem e total', async () => {
    const units = [t.units.a101, t.units.b302];
    for (const shape of shapes) {
      const q = shape.unidade === undefined ? shape : { ...shape, unidade: units[shape.unidade]! };
      const res = await get(q);
      const expected = await expectedPage(q);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
      expect(expected.data.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(res.body).toBe(serializeSummaryPage(expected));
      for (const item of (res.json() as Page<OccurrenceSummary>).data)
        expect(Object.keys(item)).toEqual(Object.keys(occurrenceSummarySchema.shape));
    }
  });

  test('o que a busca acha: o texto difícil com anexo, microssegundos, nada fora do período ou de outro condomínio', async () => {
    const page = (await get({ conteudo: 'vazamento' })).json() as Page<OccurrenceSummary>;
    const contents = page.data.map((o) => o.conteudo);
    expect(contents.slice(0, 2)).toEqual(['Vazamento na garagem', 'Vazamento no subsolo, microssegundos']);
    expect(contents.filter((c) => c.includes('fora do período') || c.includes('condomínio B'))).toEqual([]);
    expect(page.data[1]!.dataOcorrencia).toBe('2026-11-20T15:00:00.123Z');
    const tricky = (await get({ conteudo: 'curvas' })).json() as Page<OccurrenceSummary>;
    expect(tricky.data).toHaveLength(1);
    expect(tricky.data[0]).toMatchObject({ conteudo: TRICKY, flEncerrado: 'N' });
    expect(tricky.data[0]!.hashAnexo).toMatch(/^[a-f0-9]{32}$/);
  });

  test('depois do fim, ou sem nada achado: 204 sem corpo, como antes', async () => {
    for (const q of [
      { conteudo: 'goteira escada', limit: 3, page: 4 },
      { conteudo: 'vazamento', page: 2 },
      { conteudo: 'inexistente' },
    ]) {
      const res = await get(q);
      expect({ q, status: res.statusCode, body: res.body }).toEqual({ q, status: 204, body: '' });
      expect((await expectedPage(q)).data).toEqual([]);
    }
  });
});
