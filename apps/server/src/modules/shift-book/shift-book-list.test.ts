import { sql } from 'drizzle-orm';
import type { Page } from '@portaria/shared/common/page';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { captureQueries } from '../../test/query-plans.ts';
import { BOOK } from './shift-book.test-support.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');
type Query = Record<string, string | number>;

describe('livro da portaria: a lista por unidade, o relatório por unidade e o custo de uma página', () => {
  let t: Fixture;
  let carlos: AreaClient;
  const write = async (c: AreaClient, texto: string, idUnidade: number | null = null) =>
    expect((await c.post(`${BOOK}/registros`, { categoria: 'PENDENCIA', texto, idUnidade })).statusCode).toBe(201);

  /** The request's answer and the statements it sent, besides the token's own check. */
  const listed = async (query: Query) => {
    const capture = captureQueries(t.db);
    let res;
    try {
      res = await carlos.get(`${BOOK}/registros`, query);
    } finally {
      capture.stop();
    }
    const statements = capture.queries.filter((q) => !/from "tokens"/.test(q.text)).length;
    return { res, statements, page: res.json<Page<Entry>>() };
  };

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    carlos = t.client(t.tokens.a);
    for (let i = 1; i <= 5; i++) await write(carlos, `Recado ${i} do 101`, t.units.a101);
    await write(carlos, 'Recado do 302', t.units.b302);
    await write(carlos, 'Recado sem unidade');
  });
  afterAll(() => t.close());

  test('filtra pela unidade: só os registros dela, com o total; a unidade de outro condomínio é 404 em pt-BR', async () => {
    const { res, page } = await listed({ idUnidade: t.units.b302 });
    expect(res.statusCode).toBe(200);
    expect(page.data.map((e) => e.texto)).toEqual(['Recado do 302']);
    expect(page.meta.totalItems).toBe(1);
    const a101 = (await listed({ idUnidade: t.units.a101, limit: 2 })).page;
    expect(a101.data.every((e) => e.unidade?.idUnidade === t.units.a101)).toBe(true);
    expect(a101.meta).toEqual({ page: 1, totalPages: 3, totalItems: 5, totalExato: true });
    const foreign = await listed({ idUnidade: t.units.torre101 });
    expect(foreign.res.statusCode).toBe(404);
    expect(foreign.res.json()).toEqual({ message: M.unitNotFound });
    // Also when the period is empty: the unit is checked by the page's own statement.
    const empty = await listed({ idUnidade: t.units.torre101, dataDe: '2026-11-01', dataAte: '2026-11-01' });
    expect(empty.res.statusCode).toBe(404);
  });

  test('uma página e o seu total custam no máximo duas instruções, e o total acompanha cada registro novo', async () => {
    // The whole day fits in a page: the page alone tells the total.
    const day = await listed({});
    expect(day.page.meta.totalItems).toBe(7);
    expect(day.statements).toBe(1);
    // A full page of a period alone: its days' counters are summed by the page's own statement.
    const full = await listed({ limit: 3 });
    expect(full.page.meta).toEqual({ page: 1, totalPages: 3, totalItems: 7, totalExato: true });
    expect(full.statements).toBe(1);
    // A full page of a filter not counted yet: the page and the count.
    const pending = await listed({ limit: 3, categoria: 'PENDENCIA' });
    expect(pending.page.meta).toEqual({ page: 1, totalPages: 3, totalItems: 7, totalExato: true });
    expect(pending.statements).toBe(2);
    // The same filter again: the count of this data version is cached, the page is read again.
    expect((await listed({ limit: 3, page: 2, categoria: 'PENDENCIA' })).statements).toBe(1);
    // Past the end: still the cached total.
    const past = await listed({ limit: 3, page: 9, categoria: 'PENDENCIA' });
    expect(past.page).toEqual({ data: [], meta: { page: 9, totalPages: 3, totalItems: 7, totalExato: true } });
    expect(past.statements).toBe(1);
    // A unit with nothing in the period: one statement, an empty page.
    const none = await listed({ idUnidade: t.units.b302, dataDe: '2026-11-29', dataAte: '2026-11-29' });
    expect(none.page.meta.totalItems).toBe(0);
    expect(none.statements).toBe(1);

    // A write in another condominium moves only its own version; one here moves this one: the totals follow.
    await write(t.client(t.tokens.b), 'Recado da Torre Única', t.units.torre101);
    expect((await listed({ limit: 3 })).page.meta.totalItems).toBe(7);
    expect((await listed({ limit: 3, categoria: 'PENDENCIA' })).statements).toBe(1);
    await write(carlos, 'Recado novo');
    const after = await listed({ limit: 3 });
    expect(after.page.meta.totalItems).toBe(8);
    expect(after.statements).toBe(1);
    const afterPending = await listed({ limit: 3, categoria: 'PENDENCIA' });
    expect(afterPending.page.meta.totalItems).toBe(8);
    expect(afterPending.statements).toBe(2);
    // A period alone is totalled by its days' counters (migration 0044): an entry deleted in its window leaves them.
    const newest = (await listed({ limit: 1 })).page.data[0] as { id: number };
    expect((await carlos.delete(`${BOOK}/registros/${newest.id}`)).statusCode).toBe(204);
    expect((await listed({ limit: 3 })).page.meta.totalItems).toBe(7);
    const counters = await t.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from contagens_diarias where serie = 'livro_registros' and id_condo = 1001`,
    );
    const all = await t.db.execute(
      sql`select count(*)::int as n from livro_registros where id_condo = 1001 and excluido_em is null`,
    );
    expect((counters as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
      (all as unknown as { rows: { n: number }[] }).rows[0]!.n,
    );
  });

  test('a busca conta até 200 na instrução da sua janela: depois disso, "mais de" e a página seguinte existe', async () => {
    // 7 matches: exact, two statements (the window with its count, then the page's rows by id).
    const few = await listed({ busca: 'recado', limit: 3 });
    expect(few.page.meta).toEqual({ page: 1, totalPages: 3, totalItems: 7, totalExato: true });
    expect(few.page.data.map((e) => e.texto)).toEqual(['Recado sem unidade', 'Recado do 302', 'Recado 5 do 101']);
    expect(few.statements).toBe(2);
    // 260 matches of another word, written straight to the table in the period (one minute apart, older than the rest).
    await t.db.execute(sql`insert into livro_registros (id_condo, categoria, texto, autor_nome, criado_em)
      select 1001, 'INFORMACAO', 'Ronda ' || n, 'Carlos', ${NOW.toISOString()}::timestamptz - n * interval '1 minute'
      from generate_series(1, 260) n`);
    const first = await listed({ busca: 'ronda' });
    expect(first.statements).toBe(2);
    expect(first.page.meta).toEqual({ page: 1, totalPages: 5, totalItems: 200, totalExato: false });
    expect(first.page.data.map((e) => e.texto).slice(0, 2)).toEqual(['Ronda 1', 'Ronda 2']);
    // The fifth page counts to its own end and one more: still more, so a sixth page.
    const fifth = await listed({ busca: 'ronda', page: 5 });
    expect(fifth.page.data.map((e) => e.texto)[0]).toBe('Ronda 201');
    expect(fifth.page.meta).toEqual({ page: 5, totalPages: 6, totalItems: 250, totalExato: false });
    // The sixth reaches the end: exact again, every match read once.
    const sixth = await listed({ busca: 'ronda', page: 6 });
    expect(sixth.page.data.map((e) => e.texto)).toEqual(Array.from({ length: 10 }, (_, i) => `Ronda ${251 + i}`));
    expect(sixth.page.meta).toEqual({ page: 6, totalPages: 6, totalItems: 260, totalExato: true });
    // Past the end: an empty page with the real total.
    const past = await listed({ busca: 'ronda', page: 9 });
    expect(past.page).toEqual({ data: [], meta: { page: 9, totalPages: 6, totalItems: 260, totalExato: true } });
    expect(past.statements).toBe(1);
    await t.db.execute(sql`delete from livro_registros where texto like 'Ronda %'`);
  });

  test('CSV e PDF do período filtrados pela unidade; a unidade de outro condomínio é 404', async () => {
    const csv = await carlos.get(`${BOOK}/relatorio`, { tipo: 'CSV', idUnidade: t.units.b302 });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Bloco B - 302');
    expect(lines[1]).toContain('Recado do 302');
    const pdf = await carlos.get(`${BOOK}/relatorio`, { tipo: 'PDF', idUnidade: t.units.a101 });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const foreign = await carlos.get(`${BOOK}/relatorio`, { tipo: 'CSV', idUnidade: t.units.torre101 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: M.unitNotFound });
  });
});
