import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { visitorBody } from './visitors.test-support.ts';

const SAVE = '/controleacesso/visitantecomautorizacao';
const LIST = '/controleacesso/visitanteunidade';

// Issue 30: the search counts its matches in its own statement, the list without a filter reads the trigger's
// counter (migration 0042). Totals, order and paging must stay what a count of the rows gives.
describe('lista de visitantes: totais e páginas', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  const desk = () => f.client(f.tokens.a);
  const save = async (nome: string) => {
    const res = await desk().post(SAVE, visitorBody(f.units.a101, { visitante: { nome } }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Promise<{ idVisitante: number; idVisitanteUnidade: number }>;
  };
  const activeLinks = async () => {
    const [row] = (
      (await f.db.execute(
        sql`select count(*)::int as n from visitante_unidades where id_condo = 1001 and ativo`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    return row!.n;
  };

  test('sem filtro, o total é a contagem das ligações ativas, depois de cadastrar, excluir e carregar em lote', async () => {
    const first = await save('Otília Contada');
    await save('Osvaldo Contado');
    const removed = await desk().delete(`/controleacesso/${first.idVisitante}`);
    expect(removed.statusCode, removed.body).toBe(200);
    // A load by hand (an import, the benchmarks) bypasses the API: the trigger still counts it.
    await f.db.execute(sql`with v as (
        insert into visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, busca)
        select 1001, 'Lote ' || g, 'PASSAPORTE', 'LT' || g, 'VISITANTE', 'lote ' || g from generate_series(1, 3) g
        returning id)
      insert into visitante_unidades (id_condo, id_visitante) select 1001, id from v`);
    const page = (await desk().get(LIST, { limit: '2' })).json();
    const total = await activeLinks();
    expect(page.meta).toEqual({ page: 1, totalPages: Math.ceil(total / 2), totalItems: total });
    const last = (await desk().get(LIST, { limit: '2', page: String(page.meta.totalPages) })).json();
    expect(last.meta.totalItems).toBe(total);
  });

  test('sem busca, as páginas seguem as ligações ativas do condomínio da mais nova para a mais antiga, com os filtros', async () => {
    await save('Paginada Sem Busca Um');
    await save('Paginada Sem Busca Dois');
    const ids = async (where: ReturnType<typeof sql>) =>
      (
        (await f.db.execute(
          sql`select vu.id from visitante_unidades vu join visitantes v on v.id = vu.id_visitante
            where vu.id_condo = 1001 and vu.ativo and ${where} order by vu.id desc`,
        )) as unknown as { rows: { id: number }[] }
      ).rows.map((r) => r.id);
    const listed = async (query: Record<string, string>) => {
      const pages = await Promise.all(
        ['1', '2'].map(async (page) => (await desk().get(LIST, { ...query, limit: '3', page })).json()),
      );
      return pages.flatMap((p: { data: { idVisitanteUnidade: number }[] }) => p.data.map((v) => v.idVisitanteUnidade));
    };
    const everyone = await ids(sql`true`);
    expect(everyone.length).toBeGreaterThan(6);
    expect(await listed({})).toEqual(everyone.slice(0, 6));
    const ofUnit = await ids(sql`vu.id_unidade = ${f.units.a101}`);
    expect(await listed({ idUnidade: String(f.units.a101) })).toEqual(ofUnit.slice(0, 6));
    const visitors = await ids(sql`v.visitante_tipo = 'VISITANTE'`);
    expect(await listed({ tipoVisitante: 'VISITANTE' })).toEqual(visitors.slice(0, 6));
    expect(visitors.length).toBeLessThan(everyone.length);
  });

  test('busca: o nome exato primeiro, depois os que começam pela busca, os mais novos antes; páginas e total exatos', async () => {
    const other = await save('Rúbia Paginada Souza');
    const starts = await save('Paginada Rúbia Lima');
    const exact = await save('Rúbia Paginada');
    const newer = await save('Ana Rúbia Paginada');
    const page1 = (await desk().get(LIST, { curinga: 'rubia paginada', limit: '2' })).json();
    expect(page1.meta).toEqual({ page: 1, totalPages: 2, totalItems: 4 });
    const page2 = (await desk().get(LIST, { curinga: 'rubia paginada', limit: '2', page: '2' })).json();
    expect(page2.meta).toEqual({ page: 2, totalPages: 2, totalItems: 4 });
    const order = [...page1.data, ...page2.data].map((v: { idVisitanteUnidade: number }) => v.idVisitanteUnidade);
    // The exact name, then the name starting with the query, then the other matches newest first.
    expect(order).toEqual([exact, other, newer, starts].map((v) => v.idVisitanteUnidade));
    const past = (await desk().get(LIST, { curinga: 'rubia paginada', limit: '2', page: '3' })).json();
    expect(past).toEqual({ data: [], meta: { page: 3, totalPages: 2, totalItems: 4 } });
  });

  test('busca com palavra curta (menos de 3 letras) e palavra dentro de outra: só o começo de uma palavra conta', async () => {
    const mine = await save('Bo Curtinho');
    await save('Abo Curtinhoso');
    const found = (await desk().get(LIST, { curinga: 'bo curtinho' })).json();
    expect(found.meta.totalItems).toBe(1);
    expect(found.data[0].idVisitanteUnidade).toBe(mine.idVisitanteUnidade);
    expect((await desk().get(LIST, { curinga: 'curtinho' })).json().meta.totalItems).toBe(2);
    expect((await desk().get(LIST, { curinga: 'urtinho' })).json().meta.totalItems).toBe(0);
  });
});
