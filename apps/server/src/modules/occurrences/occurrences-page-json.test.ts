import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import {
  occurrencesPageSchema,
  occurrenceSummarySchema,
  type OccurrenceSummary,
} from '@portaria/shared/occurrences/occurrence.schemas';
import { pageMeta, type Page } from '@portaria/shared/common/page';
import { unitRefSchema } from '@portaria/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ocorrencias, unidades } from '../../db/schema/index.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { periodOf } from './occurrences.service.ts';
import { findOccurrence, toSummary, type OccurrenceFilter } from './occurrences.repository.ts';
import {
  PDF_BYTES,
  listOccurrencePage,
  occurrence,
  occurrenceRow,
  occurrenceWhere,
  uploadAttachment,
} from './occurrences.test-support.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');
const TRICKY = 'Aspas " e barra \\ e\nquebra de linha\tcom tab, ç ã é — “curvas”';

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serializePage = fastSerializerCompiler({ schema: occurrencesPageSchema }) as (
  page: Page<OccurrenceSummary>,
) => string;

type Query = { unidade?: number; encerrado?: 'S' | 'N'; publica?: 'S' | 'N'; page?: number; limit?: number };

/**
 * Decision 136: a page without a word search is written as JSON by the database. It must be, byte for byte, the
 * page the JS path builds (`toSummary` of the same rows, the zod schema's serializer), for every filter shape: keys
 * in the schema's order, the time as `toISOString` writes it (microseconds cut), any state but 'S' as 'N', the first
 * attachment, text with quotes, line breaks, tabs and accents; 204 for an empty page, 404 for another's unit.
 */
describe('ocorrências: a página sem busca, escrita pelo banco, é a mesma da resposta montada em JS', () => {
  let t: Fixture;
  let hash: string;
  const get = (q: Query) => t.client(t.tokens.a).get('/ocorrencias/resumo', { ...q });

  /** The JS path's page for the same query: its rows through `toSummary`, its total counted by the window. */
  const expectedPage = async (q: Query) => {
    const { start, end } = periodOf({}, NOW);
    const { unidade: idUnidade, encerrado, publica } = q;
    const filter: OccurrenceFilter = { idCondo: 1001, start, end, idUnidade, encerrado, publica };
    const { where } = await occurrenceWhere(t.db, filter);
    const page = q.page ?? 1;
    const limit = q.limit ?? 50;
    const { items, total } = await listOccurrencePage(t.db, where, { limit, offset: (page - 1) * limit });
    return { data: items, meta: pageMeta(page, limit, total ?? 0) };
  };

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    const api = t.client(t.tokens.a);
    const upload = await uploadAttachment(t.app, t.tokens.a, PDF_BYTES);
    expect(upload.put.statusCode).toBe(200);
    hash = upload.hash;
    const created = async (idUnidade: number, extra: Record<string, unknown>) => {
      const res = await api.post('/portaria/api/v2/ocorrencias', occurrence(idUnidade, extra));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OccurrenceSummary).idOcorrencia;
    };
    await created(t.units.a101, { conteudo: TRICKY, hashAnexo: hash });
    const closed = await created(t.units.b302, { tipoOcorrencia: 'SUGESTAO', conteudo: 'Encerrada: bicicletário' });
    await t.db.update(ocorrencias).set({ flEncerrado: 'S' }).where(eq(ocorrencias.id, closed));
    const hidden = await created(t.units.a101, {
      tipoOcorrencia: 'ELOGIO',
      conteudo: 'Não pública, elogio ao zelador',
    });
    await t.db.update(ocorrencias).set({ publica: 'N' }).where(eq(ocorrencias.id, hidden));
    // Written straight to the table: earlier days of the period, one with microseconds (an answer shows milliseconds).
    const [micro] = await t.db
      .insert(ocorrencias)
      .values([
        occurrenceRow(t.units.b302, '2026-11-20T15:00:00Z', 'Microssegundos na hora'),
        occurrenceRow(t.units.a101, '2026-10-05T02:30:00Z', 'Véspera em São Paulo'),
        occurrenceRow(t.units.b302, '2026-09-10T12:00:00Z', 'Mais antiga do período'),
        occurrenceRow(t.units.a101, '2026-06-01T12:00:00Z', 'Fora do período'),
        // 23:30 of the day before the period's first in São Paulo: out of the page and of its days' counters.
        occurrenceRow(t.units.a101, '2026-09-01T02:30:00Z', 'Fora por meia hora'),
        occurrenceRow(t.units.torre101, '2026-11-20T12:00:00Z', 'Do condomínio B', 1002),
      ])
      .returning({ id: ocorrencias.id });
    await t.db.execute(
      sql`update ocorrencias set data_ocorrencia = '2026-11-20 15:00:00.123999+00' where id = ${micro!.id}`,
    );
  });
  afterAll(() => t.close());

  const shapes: Query[] = [
    {},
    { page: 2, limit: 2 },
    { page: 3, limit: 2 },
    { unidade: 0 }, // a101, set in the test (the fixture's ids are known only then)
    { unidade: 1, page: 2, limit: 1 }, // b302
    { encerrado: 'S' },
    { encerrado: 'N', limit: 2 },
    { publica: 'N' },
    { publica: 'S', encerrado: 'N' },
    { unidade: 0, encerrado: 'N', publica: 'S' },
  ];

  test('cada forma de filtro: a resposta é, byte a byte, a da lista em JS, e cada ocorrência a de toSummary', async () => {
    const units = [t.units.a101, t.units.b302];
    for (const shape of shapes) {
      const q = shape.unidade === undefined ? shape : { ...shape, unidade: units[shape.unidade]! };
      const res = await get(q);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const expected = await expectedPage(q);
      expect(expected.data.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(res.body).toBe(serializePage(expected));
      const listed = (res.json() as Page<OccurrenceSummary>).data;
      for (const item of listed) {
        const row = (await findOccurrence(t.db, 1001, item.idOcorrencia))!;
        expect(item).toStrictEqual(toSummary(row));
        expect(Object.keys(item)).toEqual(Object.keys(occurrenceSummarySchema.shape));
        expect(Object.keys(item.unidade)).toEqual(Object.keys(unitRefSchema.shape));
      }
    }
  });

  test('o que a fixture montou está na página: anexo, texto difícil, encerrada, microssegundos, fora do período', async () => {
    const res = await get({});
    const page = res.json() as Page<OccurrenceSummary>;
    const byText = (start: string) => page.data.find((o) => o.conteudo.startsWith(start));
    expect(byText('Aspas')).toMatchObject({ conteudo: TRICKY, hashAnexo: hash, dataOcorrencia: NOW.toISOString() });
    expect(byText('Encerrada')).toMatchObject({ flEncerrado: 'S', hashAnexo: null });
    expect(byText('Microssegundos')!.dataOcorrencia).toBe('2026-11-20T15:00:00.123Z');
    expect(byText('Véspera')!.unidade).toEqual({ idUnidade: t.units.a101, nome: '101', nmBloco: 'Bloco A' });
    expect(byText('Fora')).toBeUndefined();
    expect(byText('Do condomínio B')).toBeUndefined();
    // The seed's occurrences of the period are there too: one short page, its own total.
    expect(page.meta).toEqual({ page: 1, totalPages: 1, totalItems: page.data.length });
  });

  test('página vazia é 204 sem corpo; unidade de outro condomínio ou inativa é 404, como antes', async () => {
    for (const q of [{ page: 2 }, { page: 9, limit: 2 }, { encerrado: 'S' as const, publica: 'N' as const }]) {
      const res = await get(q);
      expect({ q, status: res.statusCode, body: res.body }).toEqual({ q, status: 204, body: '' });
    }
    const other = await get({ unidade: t.units.torre101 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.unitNotFound });
    expect((await get({ unidade: t.units.torre101, page: 2 })).statusCode).toBe(404);
    // An inactive unit with occurrences of its own: the page has rows, and the answer is still 404 (requireUnit).
    await t.db.update(unidades).set({ ativa: false }).where(eq(unidades.idUnidade, t.units.b302));
    const inactive = await get({ unidade: t.units.b302, limit: 3 });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ message: M.unitNotFound });
  });
});
