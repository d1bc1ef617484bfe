import { ADMINISTRATION_MESSAGES as AM } from '@portaria/shared/administration/administration.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { ShelfPage } from '@portaria/shared/correspondence/shelf.schemas';
import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import { waitedSince } from '@portaria/shared/correspondence/shelf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocos, condominios, correspondencias, unidades } from '../../db/schema/index.ts';
import { setCount } from '../../platform/lists/daily-counts.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { api, parcel, parseCsv, pdfText } from './correspondence.test-support.ts';
import { shelfRows } from './shelf.repository.ts';
import { toShelfItem } from './shelf.service.ts';

const DAY = 24 * 60 * 60 * 1000;
// 2024-10-10 12:00 in São Paulo: the shelf's "today".
const TODAY = new Date('2024-10-10T15:00:00Z');

describe('prateleira de encomendas', () => {
  let t: Fixture;
  const ids: Record<string, number> = {};
  const shelf = async (q: Record<string, string | number | undefined> = {}) => {
    const res = await t.client(t.tokens.a).get('/correspondencia/prateleira', q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ShelfPage>();
  };
  const pendingBefore = async (before: Date) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(correspondencias)
      .where(
        and(
          eq(correspondencias.idCondo, 1001),
          eq(correspondencias.status, 'PENDENTE'),
          lt(correspondencias.dataChegada, before),
        ),
      );
    return row!.n;
  };
  const pendingInDb = async (idCondo: number) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(correspondencias)
      .where(and(eq(correspondencias.idCondo, idCondo), eq(correspondencias.status, 'PENDENTE')));
    return row!.n;
  };
  /** Registers a parcel, then moves its arrival `daysAgo` days back (the token would not survive a clock moved back). */
  const registerAgo = async (key: string, daysAgo: number, unidade: number, extra: Record<string, unknown> = {}) => {
    const res = await api(t.app, t.tokens.a).register(parcel(unidade, extra));
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json<{ id: number }>().id;
    await t.db
      .update(correspondencias)
      .set({ dataChegada: new Date(TODAY.getTime() - daysAgo * DAY) })
      .where(eq(correspondencias.id, ids[key]));
  };

  const unitBlock = async (idUnidade: number) => {
    const [row] = await t.db.select({ id: unidades.idBloco }).from(unidades).where(eq(unidades.idUnidade, idUnidade));
    return row!.id;
  };

  beforeAll(async () => {
    t = await createFixture({ now: TODAY });
    // The demo's pending parcels are left out: the shelf of condominium 1001 starts empty.
    await t.db.delete(correspondencias).where(eq(correspondencias.idCondo, 1001));
    await registerAgo('old', 12, t.units.b302, {
      destinatario: 'José Antônio',
      categoria: 'ENVELOPE',
      prateleira: 'p3',
      codigoRastreio: null,
    });
    await registerAgo('week', 7, t.units.a101, { destinatario: 'Maria Souza', descricao: 'Caixa da Farmácia' });
    await registerAgo('yesterday', 1, t.units.b302, { destinatario: 'Ana Lima', categoria: 'SACOLA' });
    await registerAgo('today', 0, t.units.a101, { destinatario: 'Bruno Dias', prateleira: 'Armário 2' });
    await api(t.app, t.tokens.b).register(parcel(t.units.torre101, { destinatario: 'Outra Pessoa' }));
  });
  afterAll(() => t.close());

  test('mostra as encomendas aguardando do condomínio, da mais antiga à mais nova, com o limite e o total', async () => {
    const page = await shelf();
    expect(page.data.map((r) => r.id)).toEqual([ids.old, ids.week, ids.yesterday, ids.today]);
    expect(page).toMatchObject({ total: 4, totalExato: true, diasAlerta: 7, proximo: null });
    expect(page.data[0]).toMatchObject({
      unidade: '302',
      nmBloco: 'Bloco B',
      destinatario: 'José Antônio',
      categoria: 'ENVELOPE',
      prateleira: 'P3',
      codigoRastreio: null,
    });
  });

  test('cada encomenda da página, escrita pelo banco, é a mesma da linha do relatório (toShelfItem)', async () => {
    // Decision 136: a time with microseconds is cut to milliseconds as JS cuts it; quotes and accents survive.
    await t.db
      .update(correspondencias)
      .set({ descricao: 'Caixa "frágil"\nda Farmácia' })
      .where(eq(correspondencias.id, ids.week!));
    await t.db.execute(
      sql`update correspondencias set data_chegada = data_chegada + interval '123456 microseconds' where id = ${ids.old!}`,
    );
    const page = await shelf();
    const rows = await shelfRows(t.db, { idCondo: 1001 }, null, 10);
    expect(page.data).toStrictEqual(rows.map(toShelfItem));
    expect(page.data[1]!.descricao).toBe('Caixa "frágil"\nda Farmácia');
    expect(page.data[0]!.dataChegada).toMatch(/\.123Z$/);
  });

  test('o local na prateleira é guardado em maiúsculas e volta na lista pendente da unidade', async () => {
    const res = await api(t.app, t.tokens.a).list({ status: 'PENDENTE', unidade: t.units.a101, limit: 100 });
    const today = res
      .json<{ data: { id: number; prateleira: string | null }[] }>()
      .data.find((r) => r.id === ids.today);
    expect(today?.prateleira).toBe('ARMÁRIO 2');
    const tooLong = await api(t.app, t.tokens.a).register(parcel(t.units.a101, { prateleira: 'x'.repeat(21) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain(M.prateleiraTooLong);
  });

  test('filtra por bloco, categoria e dias aguardando', async () => {
    const blockB = await t.db
      .select({ id: blocos.idBloco })
      .from(blocos)
      .where(and(eq(blocos.idCondo, 1001), eq(blocos.nome, 'Bloco B')));
    const byBlock = await shelf({ idBloco: blockB[0]!.id });
    expect(byBlock.data.map((r) => r.id)).toEqual([ids.old, ids.yesterday]);
    expect(byBlock.total).toBe(2);
    expect((await shelf({ categoria: 'SACOLA' })).data.map((r) => r.id)).toEqual([ids.yesterday]);
    expect((await shelf({ diasAguardando: 7 })).data.map((r) => r.id)).toEqual([ids.old, ids.week]);
    expect((await shelf({ diasAguardando: 1 })).total).toBe(3);
    expect((await shelf({ diasAguardando: 0 })).total).toBe(4);
    // Waiting since a day, the total is the days' counters (exact): it matches the rows for every threshold.
    for (const dias of [1, 2, 6, 7, 8, 12, 13, 90]) {
      const page = await shelf({ diasAguardando: dias, limit: 1 });
      expect({ dias, total: page.total, exato: page.totalExato }).toEqual({
        dias,
        total: await pendingBefore(waitedSince(dias, TODAY)),
        exato: true,
      });
    }
  });

  test('a busca ignora acentos e maiúsculas, aceita partes de palavras e o local na prateleira', async () => {
    expect((await shelf({ busca: 'jose ANTO' })).data.map((r) => r.id)).toEqual([ids.old]);
    expect((await shelf({ busca: 'farmacia' })).data.map((r) => r.id)).toEqual([ids.week]);
    expect((await shelf({ busca: 'armario' })).data.map((r) => r.id)).toEqual([ids.today]);
    expect((await shelf({ busca: '100%' })).data).toEqual([]);
    expect((await shelf({ busca: 'Outra' })).data).toEqual([]);
  });

  test('pagina por cursor sem repetir nem pular, e recusa um cursor que o servidor não deu', async () => {
    const first = await shelf({ limit: 3 });
    expect(first.data.map((r) => r.id)).toEqual([ids.old, ids.week, ids.yesterday]);
    expect(first.proximo).not.toBeNull();
    const second = await shelf({ limit: 3, apos: first.proximo! });
    expect(second.data.map((r) => r.id)).toEqual([ids.today]);
    expect(second).toMatchObject({ proximo: null, total: 4 });
    const bad = await t.client(t.tokens.a).get('/correspondencia/prateleira', { apos: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect((await t.client(t.tokens.a).get('/correspondencia/prateleira', { limit: 101 })).statusCode).toBe(400);
  });

  test('o limite de alerta vem do condomínio, editado pela síndica no console (1 a 90 dias)', async () => {
    const maria = await contextToken(t.app, MARIA, 1001);
    const edit = (dias: unknown) =>
      t.client(maria).put('/administracao/condominio', { nome: 'Jardim das Palmeiras', diasAlertaEncomenda: dias });
    const saved = await edit(3);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ diasAlertaEncomenda: 3 });
    expect((await shelf()).diasAlerta).toBe(3);
    for (const bad of [0, 91, 2.5, 'x']) {
      const res = await edit(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(AM.shelfAlertDaysInvalid);
    }
    // A form without the field (an older client) keeps the value.
    expect(
      (await t.client(maria).put('/administracao/condominio', { nome: 'Jardim das Palmeiras' })).json(),
    ).toMatchObject({
      diasAlertaEncomenda: 3,
    });
    await t.db.update(condominios).set({ diasAlertaEncomenda: 7 }).where(eq(condominios.idCondo, 1001));
  });

  test('outro condomínio não vê a prateleira do primeiro; o bloco de outro condomínio é 404', async () => {
    const other = await t.client(t.tokens.b).get('/correspondencia/prateleira');
    const page = other.json<ShelfPage>();
    expect(page.data.map((r) => r.destinatario)).toContain('Outra Pessoa');
    expect(page.data.every((r) => r.nmBloco === 'Torre Única')).toBe(true);
    const [blockA] = await t.db.select({ id: blocos.idBloco }).from(blocos).where(eq(blocos.idCondo, 1001));
    const res = await t.client(t.tokens.b).get('/correspondencia/prateleira', { idBloco: blockA!.id });
    expect(res.statusCode).toBe(404);
  });

  test('o contador continua exato depois de cadastrar, retirar uma e retirar várias', async () => {
    const expectExact = async () => {
      const n = await pendingInDb(1001);
      expect(await setCount(t.db, 'correspondencias:PENDENTE', 1001)).toBe(n);
      expect((await shelf()).total).toBe(n);
      return n;
    };
    const before = await expectExact();
    await registerAgo('extra', 0, t.units.a101, { destinatario: 'Carla Mendes' });
    expect(await expectExact()).toBe(before + 1);
    await api(t.app, t.tokens.a).release({ id: ids.extra, nomeMoradorNaoCadastro: 'Carla Mendes' });
    expect(await expectExact()).toBe(before);
    await registerAgo('extra2', 0, t.units.a101);
    await registerAgo('extra3', 0, t.units.a101);
    await api(t.app, t.tokens.a).releaseMany({ ids: [ids.extra2, ids.extra3], nomeMoradorNaoCadastro: 'Ana Souza' });
    expect(await expectExact()).toBe(before);
    expect(await setCount(t.db, 'correspondencias:PENDENTE', 1002)).toBe(await pendingInDb(1002));
  });

  test('CSV da prateleira com dias aguardando e prateleira, da mais antiga à mais nova', async () => {
    const res = await t.client(t.tokens.a).get('/correspondencia/prateleira/relatorio/CSV', { diasAguardando: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="prateleira-correspondencias-2024-10-10.csv"',
    );
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, '')).filter((r) => r.length > 1);
    expect(header).toEqual([
      'Código',
      'Unidade',
      'Destinatário',
      'Categoria',
      'Tamanho',
      'Descrição',
      'Código de rastreio',
      'Prateleira',
      'Chegada',
      'Dias aguardando',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[7], r[9]])).toEqual([
      [`Cód.${ids.old}`, 'Bloco B - 302', 'P3', '12'],
      [`Cód.${ids.week}`, 'Bloco A - 101', '', '7'],
      [`Cód.${ids.yesterday}`, 'Bloco B - 302', '', '1'],
    ]);
  });

  test('PDF da prateleira com o limite de alerta, os filtros e as atrasadas marcadas', async () => {
    const res = await t.client(t.tokens.a).get('/correspondencia/prateleira/relatorio/PDF', { categoria: 'ENVELOPE' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(M.shelfReportTitle);
    expect(text).toContain('Alerta a partir de 7 dias');
    expect(text).toContain('Categoria: Envelope');
    expect(text).toContain('José Antônio');
    expect(text).toContain('12 (atrasada)');
    expect(text).not.toContain('Maria Souza');
    expect(text).toContain(`${M.totalRecords}: 1`);
  });

  test('de um bloco: as mais antigas de todas as unidades dele, intercaladas por chegada', async () => {
    // Six parcels a minute apart, alternating between A 101 and another unit of block A: read unit by unit, the block's
    // page must still come in arrival order ('Vez 1' … 'Vez 6'), with and without a type.
    const block = await unitBlock(t.units.a101);
    const [other] = await t.db
      .select({ id: unidades.idUnidade })
      .from(unidades)
      .where(and(eq(unidades.idBloco, block), ne(unidades.idUnidade, t.units.a101)))
      .limit(1);
    await t.db
      .execute(sql`insert into correspondencias (id_condo, id_unidade, destinatario, categoria, tamanho, data_chegada)
      select 1001, case when k % 2 = 1 then ${t.units.a101}::int else ${other!.id}::int end, 'Vez ' || k, 'OUTROS', 'PEQUENO',
        ${TODAY.toISOString()}::timestamptz - interval '20 days' + k * interval '1 minute'
      from generate_series(1, 6) k`);
    const turns = Array.from({ length: 6 }, (_, i) => `Vez ${i + 1}`);
    const ofType = await shelf({ categoria: 'OUTROS', idBloco: block });
    expect(ofType.data.map((r) => r.destinatario)).toEqual(turns);
    expect(ofType.total).toBe(6);
    const all = await shelf({ idBloco: block });
    expect(all.data.map((r) => r.destinatario).filter((d) => d.startsWith('Vez '))).toEqual(turns);
    await t.db.execute(sql`delete from correspondencias where destinatario like 'Vez %'`);
  });

  test('com filtro e mais de 1.000: "mais de 1.000", a primeira página são as mais antigas de todas e a seguinte continua', async () => {
    // 1,010 waiting ALIMENTO parcels, 30 days ago plus a minute each ('Lote 1' the oldest): lots 11 to 1010 in A 101,
    // then the ten oldest in B 302, written last. A page taken in the table's order, or an index's (unit, then
    // arrival), instead of the arrival's alone, would miss those ten.
    for (const [unit, from, until] of [
      [t.units.a101, 11, 1010],
      [t.units.b302, 1, 10],
    ] as const)
      await t.db
        .execute(sql`insert into correspondencias (id_condo, id_unidade, destinatario, categoria, tamanho, data_chegada)
        select 1001, ${unit}, 'Lote ' || k, 'ALIMENTO', 'PEQUENO',
          ${TODAY.toISOString()}::timestamptz - interval '30 days' - (1011 - k) * interval '1 minute'
        from generate_series(${from}::int, ${until}::int) k`);
    const first = await shelf({ categoria: 'ALIMENTO' });
    expect(first).toMatchObject({ total: 1000, totalExato: false });
    expect(first.data.map((r) => r.destinatario)).toEqual(Array.from({ length: 50 }, (_, i) => `Lote ${i + 1}`));
    const second = await shelf({ categoria: 'ALIMENTO', apos: first.proximo! });
    expect(second).toMatchObject({ total: 1000, totalExato: false });
    expect(second.data[0]!.destinatario).toBe('Lote 51');
    // With A 101's block: its own 1,000, exact, from lot 11.
    const blockA = await shelf({ categoria: 'ALIMENTO', idBloco: await unitBlock(t.units.a101) });
    expect(blockA).toMatchObject({ total: 1000, totalExato: true });
    expect(blockA.data[0]!.destinatario).toBe('Lote 11');
    await t.db.execute(sql`delete from correspondencias where categoria = 'ALIMENTO' and destinatario like 'Lote %'`);
    expect(await shelf({ categoria: 'ALIMENTO' })).toMatchObject({ total: 0, totalExato: true });
  });
});
