import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { SAVE_VISITOR, visitorBody } from './visitors.test-support.ts';

const LIST = '/controleacesso/visitanteunidade';
const TYPES = ['VISITANTE', 'PRESTADOR_SERVICO', 'PRESTADOR_CONDOMINIO'] as const;

type Row = Record<string, string | number>;

/**
 * Migration 0057: each link carries its visitor's type, and the triggers count the active links of each type and those
 * without a unit, per condominium, in the write's own transaction. The visitors' list reads its total from them for a
 * type alone or the providers alone. After every kind of write, each counter must equal a count of the rows.
 */
describe('vínculos de visitante: contagens por tipo e sem unidade', () => {
  let t: Fixture;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** Every counter of the series, against the rows it counts, for both demo condominiums. */
  const expectCountersExact = async (when: string) => {
    const real = await rows(sql`
      select c.id_condo, s.serie, (select count(*)::int from visitante_unidades vu
          where vu.id_condo = c.id_condo and vu.ativo and case
            when s.serie = 'visitante_unidades:ATIVO' then true
            when s.serie = 'visitante_unidades:ATIVO:SEM_UNIDADE' then vu.id_unidade is null
            else (select v.visitante_tipo from visitantes v where v.id = vu.id_visitante) = split_part(s.serie, ':', 3) end) as n
      from (values (1001), (1002)) c(id_condo)
      cross join (values ('visitante_unidades:ATIVO'), ('visitante_unidades:ATIVO:SEM_UNIDADE'),
        ('visitante_unidades:ATIVO:VISITANTE'), ('visitante_unidades:ATIVO:PRESTADOR_SERVICO'),
        ('visitante_unidades:ATIVO:PRESTADOR_CONDOMINIO')) s(serie)
      order by 1, 2`);
    const counted = await rows(sql`
      select c.id_condo, s.serie, coalesce((select n from contagens k where k.serie = s.serie and k.id_condo = c.id_condo), 0)::int as n
      from (values (1001), (1002)) c(id_condo)
      cross join (values ('visitante_unidades:ATIVO'), ('visitante_unidades:ATIVO:SEM_UNIDADE'),
        ('visitante_unidades:ATIVO:VISITANTE'), ('visitante_unidades:ATIVO:PRESTADOR_SERVICO'),
        ('visitante_unidades:ATIVO:PRESTADOR_CONDOMINIO')) s(serie)
      order by 1, 2`);
    expect(counted, when).toEqual(real);
    expect(real.some((row) => Number(row.n) > 0)).toBe(true);
  };

  const totalOf = async (query: Record<string, string | number | boolean>) => {
    const res = await t.client(t.tokens.a).get(LIST, { page: 1, limit: 5, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { meta: { totalItems: number } }).meta.totalItems;
  };

  beforeAll(async () => {
    t = await createFixture();
  });
  afterAll(() => t.close());

  test('a migração conta o que existia; inserir em lote, desativar, apagar, trocar tipo, unidade e pessoa contam', async () => {
    await expectCountersExact('depois da migração');
    // A bulk insert: every type, with and without a unit, and a link inactive from the start.
    await t.db.execute(sql`
      with v as (
        insert into visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, busca)
        select 1001, 'Contagem ' || g, 'RG', 'CONTA-' || g, (array['VISITANTE', 'PRESTADOR_SERVICO', 'PRESTADOR_CONDOMINIO'])[1 + g % 3], ''
        from generate_series(1, 12) g returning id, numero_documento
      )
      insert into visitante_unidades (id_condo, id_visitante, id_unidade, ativo)
      select 1001, v.id, case when v.numero_documento like '%1' then null else ${t.units.b302}::int end,
        v.numero_documento <> 'CONTA-12'
      from v`);
    await expectCountersExact('inserção em lote');
    await t.db.execute(sql`update visitante_unidades set ativo = false
      where id = (select min(vu.id) from visitante_unidades vu join visitantes v on v.id = vu.id_visitante
        where v.numero_documento = 'CONTA-3')`);
    await t.db.execute(sql`update visitante_unidades set ativo = true
      where id_visitante = (select id from visitantes where numero_documento = 'CONTA-12')`);
    await expectCountersExact('desativar e reativar');
    // A person's type changes: every one of their links moves to the new type's counter.
    await t.db.execute(sql`update visitantes set visitante_tipo = 'PRESTADOR_SERVICO'
      where numero_documento in ('CONTA-6', 'CONTA-9', 'CONTA-11')`);
    await expectCountersExact('mudar o tipo da pessoa');
    await t.db.execute(sql`update visitante_unidades set id_unidade = null
      where id_visitante = (select id from visitantes where numero_documento = 'CONTA-4')`);
    await t.db.execute(sql`update visitante_unidades set id_unidade = ${t.units.a101}
      where id_visitante = (select id from visitantes where numero_documento = 'CONTA-11')`);
    await expectCountersExact('mudar de unidade e deixar de ter unidade');
    await t.db
      .execute(sql`update visitante_unidades set id_visitante = (select id from visitantes where numero_documento = 'CONTA-3')
      where id_visitante = (select id from visitantes where numero_documento = 'CONTA-7')`);
    await t.db.execute(sql`delete from visitante_unidades
      where id_visitante = (select id from visitantes where numero_documento = 'CONTA-5')`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update visitantes set visitante_tipo = 'VISITANTE' where numero_documento = 'CONTA-8'`);
        throw new Error('desfeita');
      })
      .catch(() => undefined);
    await expectCountersExact('trocar a pessoa, apagar, e uma transação desfeita');
  });

  test('a lista filtrada por tipo ou pelos prestadores do condomínio dá o total das contagens, que é o das linhas', async () => {
    for (const tipoVisitante of TYPES) {
      const [real] = await rows(sql`select count(*)::int as n from visitante_unidades vu
        join visitantes v on v.id = vu.id_visitante where vu.id_condo = 1001 and vu.ativo and v.visitante_tipo = ${tipoVisitante}`);
      expect(await totalOf({ tipoVisitante }), tipoVisitante).toBe(real!.n);
    }
    const [real] = await rows(sql`select count(*) filter (where id_unidade is null)::int as sem,
      count(*) filter (where id_unidade is not null)::int as com from visitante_unidades where id_condo = 1001 and ativo`);
    expect(await totalOf({ prestadorCondominio: true })).toBe(real!.sem);
    expect(await totalOf({ prestadorCondominio: false })).toBe(real!.com);
    // Through the API: a provider registered at the desk counts at once (the write moves the list's data version).
    const before = await totalOf({ tipoVisitante: 'PRESTADOR_SERVICO' });
    const res = await t
      .client(t.tokens.a)
      .post(
        SAVE_VISITOR,
        visitorBody(t.units.a101, { visitante: { nome: 'Contagem Nova', visitanteTipo: 'PRESTADOR_SERVICO' } }),
      );
    expect(res.statusCode, res.body).toBe(201);
    expect(await totalOf({ tipoVisitante: 'PRESTADOR_SERVICO' })).toBe(before + 1);
  });
});
