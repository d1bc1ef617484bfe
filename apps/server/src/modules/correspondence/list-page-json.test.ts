import { pageMeta, type Page } from '@portaria/shared/common/page';
import {
  correspondenciaPageSchema,
  type Correspondencia,
} from '@portaria/shared/correspondence/correspondence.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pessoas, unidades } from '../../db/schema/index.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { toCorrespondencia } from './correspondence.repository.ts';
import { api, parcel } from './correspondence.test-support.ts';
import { listBatch } from './list-queries.repository.ts';
import { buildFilter } from './list.service.ts';

const NOW = new Date('2024-10-05T15:00:00.000Z');

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serialize = fastSerializerCompiler({ schema: correspondenciaPageSchema }) as (
  page: Page<Correspondencia>,
) => string;

type Query = Record<string, string | number>;

/**
 * Decision 136: the history's page (and a unit's waiting parcels) is one statement that writes each parcel as JSON
 * and reads its total from the day counters, the waiting counter or the unit's own rows. Every page must be, byte
 * for byte, what the JS path writes: every matching row read by the reports' query (`listBatch`, drizzle's mapping),
 * each mapped by `toCorrespondencia`, cut to the page and counted in JS. For a period, a status, a unit, a block,
 * no filter at all, pages of several sizes and the one past the end; quotes, accents, a backslash and line breaks,
 * microseconds, a release to a listed resident, to a typed name, to an empty name, and one whose doorkeeper is gone.
 */
describe('histórico da correspondência: a página escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;
  let idBloco: number;

  const expected = async (q: Query, page: number, limit: number) => {
    const { filter } = await buildFilter(t.db, 1001, q, NOW, false);
    const all = await listBatch(t.db, filter, null, 100_000);
    const data = all.slice((page - 1) * limit, page * limit).map(toCorrespondencia);
    return serialize({ data, meta: pageMeta(page, limit, all.length) });
  };

  /** Every page of `limit`, and the one past the last, as the route answers them; how many parcels were listed. */
  const pages = async (q: Query, limit: number) => {
    let listed = 0;
    for (let page = 1; ; page++) {
      const res = await api(t.app, t.tokens.a).list({ ...q, page, limit });
      expect(res.statusCode, res.body).toBe(200);
      const body = await expected(q, page, limit);
      expect(res.body, `${JSON.stringify(q)}, página ${page} de ${limit}`).toBe(body);
      const count = (JSON.parse(body) as Page<Correspondencia>).data.length;
      listed += count;
      if (count === 0) return listed;
    }
  };

  /**
   * 150 parcels of the condominium's units (and 20 of the other condominium's) over the period, every third
   * released: to a listed resident or a typed name, by a doorkeeper or by nobody left (a deleted user).
   */
  const history = async () => {
    const inserted = (await t.db.execute(sql`
      insert into correspondencias (id_condo, id_unidade, destinatario, categoria, tamanho, descricao, codigo_rastreio,
        prateleira, data_chegada)
      select u.id_condo, u.id_unidade, 'Pessoa ' || g, (array['PACOTE', 'ENVELOPE', 'ALIMENTO'])[1 + g % 3], 'MEDIO',
        case when g % 4 <> 0 then 'Caixa nº ' || g end, case when g % 5 <> 0 then 'BR' || g || 'BR' end,
        case when g % 7 = 0 then 'P' || g % 9 end,
        timestamptz '2024-08-01 10:00:00.250-03' + g * interval '10 hours 7 minutes 3 seconds'
      from generate_series(1, 170) g
      cross join lateral (select case when g <= 150 then 1001 else 1002 end as condo) k
      cross join lateral (select b.id_condo, un.id_unidade from unidades un join blocos b on b.id_bloco = un.id_bloco
        where b.id_condo = k.condo order by un.id_unidade
        offset (g * 7) % (select count(*) from unidades x join blocos y on y.id_bloco = x.id_bloco
          where y.id_condo = k.condo) limit 1) u
      returning id, id_unidade`)) as unknown as { rows: { id: number; id_unidade: number }[] };
    const users = (await t.db.execute(sql`select min(id) as id from usuarios`)) as unknown as {
      rows: { id: number }[];
    };
    const desk = users.rows[0]!.id;
    for (const [i, row] of inserted.rows.entries()) {
      if (i % 3 !== 0) continue;
      const listed = i % 2 === 0;
      await t.db.execute(sql`with r as (
          insert into retiradas (id_condo, data_retirada, id_morador, nome, cadastrado, id_usuario, conferencia)
          select c.id_condo, c.data_chegada + interval '1 day 2 hours 3.5 seconds',
            case when ${listed} then (select min(id) from pessoas where id_unidade = c.id_unidade) end,
            case when ${listed} then 'Morador da ' || c.id_unidade else 'Entregador ' || c.id end, ${listed},
            case when ${i % 4 === 0} then ${desk}::int end,
            case when ${i % 5 === 0} then 'CODIGO_RETIRADA' end
          from correspondencias c where c.id = ${row.id} returning id)
        update correspondencias set status = 'RETIRADA', id_retirada = (select id from r) where id = ${row.id}`);
    }
  };

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    await history();
    const desk = api(t.app, t.tokens.a);
    const register = async (extra: Record<string, unknown>) => {
      const res = await desk.register(parcel(t.units.a101, extra));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const quoted = await register({
      descricao: 'Caixa "frágil"\nda Farmácia \\ ç ã é\r\n\tfim',
      codigoRastreio: null,
      prateleira: 'p3 "alto"',
      observacao: 'Não dobrar',
      valiosa: true,
    });
    const [resident] = await t.db
      .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf })
      .from(pessoas)
      .where(eq(pessoas.idUnidade, t.units.a101));
    const toResident = await register({ destinatario: 'Maria Souza' });
    const moradorRetirada = { idMorador: resident!.id, cadastrado: true, nome: resident!.nome, cpf: resident!.cpf };
    expect((await desk.release({ id: toResident, moradorRetirada })).statusCode).toBe(200);
    const toTyped = await register({ destinatario: 'João Entregador' });
    expect((await desk.release({ id: toTyped, nomeMoradorNaoCadastro: 'João D\'Ávila "Jota"' })).statusCode).toBe(200);
    const emptyName = await register({ destinatario: 'Sem Nome' });
    expect((await desk.release({ id: emptyName, nomeMoradorNaoCadastro: 'Apagado' })).statusCode).toBe(200);
    await t.db.execute(sql`update correspondencias set data_chegada = data_chegada + interval '123456 microseconds'
      where id in (${quoted}, ${toTyped})`);
    await t.db.execute(sql`update retiradas set data_retirada = data_retirada + interval '654321 microseconds',
      id_usuario = null where id = (select id_retirada from correspondencias where id = ${toTyped})`);
    await t.db.execute(sql`update retiradas set nome = ''
      where id = (select id_retirada from correspondencias where id = ${emptyName})`);
    const [unit] = await t.db
      .select({ idBloco: unidades.idBloco })
      .from(unidades)
      .where(eq(unidades.idUnidade, t.units.b302));
    idBloco = unit!.idBloco;
  });
  afterAll(() => t.close());

  const period = { dataChegadaFrom: '2024-08-01', dataChegadaUntil: '2024-10-05' };

  test.each([200, 7])('o período do condomínio inteiro, em páginas de %i', async (limit) => {
    expect(await pages(period, limit)).toBeGreaterThan(20);
  });

  test.each([
    ['o período, aguardando', { ...period, status: 'PENDENTE' }, 5],
    ['o período, retiradas', { ...period, status: 'RETIRADA' }, 9],
    ['as pendentes de uma unidade (a lista de retirada)', { unidade: 0, status: 'PENDENTE' }, 100],
    ['as pendentes de uma unidade, de duas em duas', { unidade: 0, status: 'PENDENTE' }, 2],
    ['uma unidade no período', { ...period, unidade: 0 }, 3],
    ['um bloco no período', { ...period, bloco: -1 }, 4],
    ['um bloco aguardando, sem período', { bloco: -1, status: 'PENDENTE' }, 4],
    ['todo o histórico, sem filtro', {}, 50],
    ['tudo o que aguarda no condomínio', { status: 'PENDENTE' }, 6],
    ['todas as retiradas do condomínio', { status: 'RETIRADA' }, 11],
  ] as [string, Query, number][])('%s: os mesmos bytes', async (_name, shape, limit) => {
    const q = { ...shape };
    if (q.unidade === 0) q.unidade = t.units.a101;
    if (q.bloco === -1) q.bloco = idBloco;
    expect(await pages(q, limit)).toBeGreaterThan(0);
  });

  test('as encomendas do teste estão na página, com o que cada uma tem de especial', async () => {
    const res = await api(t.app, t.tokens.a).list({ unidade: t.units.a101, ...period, limit: 200 });
    const data = (JSON.parse(res.body) as Page<Correspondencia>).data;
    const of = (destinatario: string) => data.find((p) => p.destinatario === destinatario)!;
    expect(data.find((p) => p.prateleira === 'P3 "ALTO"')).toMatchObject({ valiosa: true, retirada: null });
    expect(of('Maria Souza').moradorRetirada).not.toBeNull();
    expect(of('João Entregador')).toMatchObject({ nomeMoradorNaoCadastro: 'João D\'Ávila "Jota"' });
    expect(of('João Entregador').retirada).toMatchObject({ porteiro: null });
    expect(of('João Entregador').dataChegada).toMatch(/\.123Z$/);
    expect(of('Sem Nome')).toMatchObject({ status: 'RETIRADA', moradorRetirada: null, nomeMoradorNaoCadastro: null });
  });

  test('uma unidade ou um bloco de outro condomínio: 404, como antes', async () => {
    const desk = api(t.app, t.tokens.b);
    expect((await desk.list({ unidade: t.units.a101, status: 'PENDENTE' })).statusCode).toBe(404);
    expect((await desk.list({ bloco: idBloco, ...period })).statusCode).toBe(404);
  });
});
