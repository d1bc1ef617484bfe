import { entryCardPageSchema, type EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { Page } from '@portaria/shared/common/page';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { paginate } from '../../platform/lists/paginate.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { listDayCards } from './entries-day.repository.ts';
import type { EntryFilters } from './entries.repository.ts';

const DAY = '/controleacesso/autorizarconvidado/logentrada';
const NOW = new Date('2026-11-30T15:00:00.000Z');

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serialize = fastSerializerCompiler({ schema: entryCardPageSchema }) as (page: Page<EntryCard>) => string;

/**
 * Decision 136: every card of a day is written by the database. Each page must be, byte for byte, what the JS path
 * writes for the same day (`listDayCards`, which a filter still takes): the schedules of the day by id, a schedule
 * with two visits as two cards and one without as one card with no visit, a weekly schedule on its weekday only, the
 * visits no valid schedule covers last (an arrival, a deleted schedule's, another day's schedule's), the entry and
 * exit as `localDateTime` writes them (São Paulo, microseconds cut), a person without unit, quotes, a backslash and a
 * line break; nothing of another condominium or another day.
 */
describe('entradas do dia: a lista escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;

  const expected = (day: string, page: number, limit: number, filters: EntryFilters = {}) =>
    paginate(
      { page, limit },
      (window) => listDayCards(t.db, 1001, day, filters, window),
      (rows) => rows.map(({ totalRows: _t, ...card }) => card),
    ).then(serialize);

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    // 2026-11-25 is a Wednesday (bit 4 of dias_semana, Monday = 1).
    await t.db.execute(sql`
      with v as (
        insert into visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, empresa, busca)
        select c, n.nome, 'RG', 'DIA-' || c || '-' || g, n.tipo, n.empresa, ''
        from (values (1001), (1002)) cs(c), generate_series(1, 9) g,
          lateral (select case g % 3 when 0 then 'Zoë "Aspas" D''Ávila ' || g when 1 then 'Íris Sem Unidade ' || g
                    else 'Caio Prestador ' || g end as nome,
                  case g % 3 when 2 then 'PRESTADOR_SERVICO' else 'VISITANTE' end as tipo,
                  case g % 3 when 2 then ${'Reparos "Já"\nLtda \\ ç'} end as empresa) n
        returning id, id_condo, numero_documento
      ), vu as (
        insert into visitante_unidades (id_condo, id_visitante, id_unidade, ativo)
        select v.id_condo, v.id, case when v.numero_documento like '%-4' then null
          when v.id_condo = 1001 then ${t.units.b302}::int else ${t.units.torre101}::int end, true
        from v returning id, id_condo, id_visitante
      ), a as (
        insert into autorizacoes (id_condo, id_visitante_unidade, tipo_autorizacao, data_de, data_ate, dias_semana, excluido_em)
        select vu.id_condo, vu.id, k.tipo, k.de, k.ate, k.dias, k.excluido
        from vu cross join (values
          ('PONTUAL', date '2026-11-25', date '2026-11-25', 0::smallint, null::timestamptz),
          ('PONTUAL', date '2026-11-26', date '2026-11-26', 0::smallint, null),
          ('ACESSO_LIBERADO', date '2026-11-01', date '2026-12-31', 4::smallint, null),
          ('ACESSO_LIBERADO', date '2026-11-01', date '2026-12-31', 3::smallint, null),
          ('PONTUAL', date '2026-11-25', date '2026-11-25', 0::smallint, timestamptz '2026-11-24 10:00+00')
        ) k(tipo, de, ate, dias, excluido)
        where (vu.id % 5) <> 0 or k.tipo = 'PONTUAL'
        returning id, id_condo, id_visitante_unidade, tipo_autorizacao, data_de, dias_semana, excluido_em
      )
      insert into log_entradas (id_condo, id_visitante_unidade, id_autorizacao, tipo_autorizacao, id_unidade, dia,
        dt_entrada, dt_saida)
      select a.id_condo, a.id_visitante_unidade, case when g = 2 then null else a.id end,
             case when g = 2 then 'INTERFONAR' else a.tipo_autorizacao end, null, date '2026-11-25',
             timestamptz '2026-11-25 11:00:00.123456+00' + g * interval '97 minutes' + a.id * interval '1 second',
             case when a.id % 3 = 0 then timestamptz '2026-11-25 23:59:59.999999+00' end
      from a cross join generate_series(1, 2) g
      where (a.id % 4 <> 0 and g = 1) or (a.id % 7 = 0 and g = 2)`);
  });
  afterAll(() => t.close());

  test.each([
    ['2026-11-25', 50],
    ['2026-11-25', 4],
    ['2026-11-25', 7],
    ['2026-11-26', 3],
    ['2026-11-24', 50],
  ])('o dia %s, cada página de %i e uma depois da última: os mesmos bytes', async (day, limit) => {
    for (let page = 1; ; page++) {
      const res = await t.client(t.tokens.a).get(DAY, { dataReferencia: day, page, limit });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = await expected(day, page, limit);
      expect(res.body, `${day}, página ${page} de ${limit}`).toBe(body);
      if ((JSON.parse(body) as Page<EntryCard>).data.length === 0) return;
    }
  });

  const query = (f: EntryFilters) =>
    Object.fromEntries(Object.entries(f).map(([key, value]) => [key, String(value)])) as Record<string, string>;

  test.each<[string, EntryFilters]>([
    ['entrada marcada', { entradaMarcada: true }],
    ['entrada não marcada', { entradaMarcada: false }],
    ['saída marcada', { saidaMarcada: true }],
    ['saída não marcada', { saidaMarcada: false }],
    ['entrada marcada e saída não', { entradaMarcada: true, saidaMarcada: false }],
    ['entrada não marcada e saída marcada (nenhum)', { entradaMarcada: false, saidaMarcada: true }],
    ['pontual', { tipoAutorizacao: 'PONTUAL' }],
    ['recorrente', { tipoAutorizacao: 'ACESSO_LIBERADO' }],
    ['interfone', { tipoAutorizacao: 'INTERFONAR' }],
    ['recorrente com entrada', { tipoAutorizacao: 'ACESSO_LIBERADO', entradaMarcada: true }],
    ['interfone sem saída', { tipoAutorizacao: 'INTERFONAR', saidaMarcada: false }],
  ])('%s: cada página de 3 e uma depois da última, os mesmos bytes', async (_name, filters) => {
    for (let page = 1; ; page++) {
      const res = await t
        .client(t.tokens.a)
        .get(DAY, { dataReferencia: '2026-11-25', page, limit: 3, ...query(filters) });
      expect(res.statusCode, res.body).toBe(200);
      const body = await expected('2026-11-25', page, 3, filters);
      expect(res.body, `página ${page}`).toBe(body);
      if ((JSON.parse(body) as Page<EntryCard>).data.length === 0) return;
    }
  });

  test('o dia tem de tudo: agendamento com e sem visita, chegada, fora do agendamento e pessoa sem unidade', async () => {
    const data: EntryCard[] = [];
    let meta: Page<EntryCard>['meta'];
    do {
      const query = { dataReferencia: '2026-11-25', page: data.length / 50 + 1, limit: 50 };
      const page = JSON.parse((await t.client(t.tokens.a).get(DAY, query)).body) as Page<EntryCard>;
      data.push(...page.data);
      meta = page.meta;
    } while (data.length < meta.totalItems && data.length % 50 === 0);
    expect(meta.totalItems).toBe(data.length);
    expect(data.some((card) => card.idAutorizacao !== null && card.idLogEntrada !== null)).toBe(true);
    expect(data.some((card) => card.idAutorizacao !== null && card.idLogEntrada === null)).toBe(true);
    expect(data.some((card) => card.tipoAutorizacao === 'INTERFONAR')).toBe(true);
    expect(data.some((card) => card.nmUnidade === null)).toBe(true);
    expect(data.some((card) => card.dtSaida === '2026-11-25T20:59:59')).toBe(true);
    expect(data.some((card) => card.inicioAgendamento === '2026-11-01')).toBe(true);
    const ours = data.filter((card) => /^(Zoë|Íris Sem Unidade|Caio Prestador) /.test(card.nmVisitante));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.every((card) => card.nmUnidade === null || card.nmUnidade === '302')).toBe(true);
  });
});
