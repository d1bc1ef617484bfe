import { entryCardPageSchema, type EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { Page } from '@portaria/shared/common/page';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { paginateWithCount } from '../../platform/lists/paginate.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { countOpenVisits, listOpenVisits } from './entries-open-visits.repository.ts';

const OPEN = '/controleacesso/autorizarconvidado/logentrada/abertas';
const NOW = new Date('2026-11-30T15:00:00.000Z');

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serialize = fastSerializerCompiler({ schema: entryCardPageSchema }) as (page: Page<EntryCard>) => string;

/**
 * Decision 136: the list of every open visit is written by the database. Each page must be, byte for byte, what the JS
 * path writes for the same visits (`listOpenVisits` and `countOpenVisits`, which a filter still takes): keys in the
 * schema's order, the entry as `localDateTime` writes it (São Paulo, microseconds cut), a schedule's days, a visit
 * without unit, quotes, a backslash and a line break; neither a closed visit, nor an inactive link's, nor another
 * condominium's.
 */
describe('entradas abertas: a lista escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;

  const expected = (page: number, limit: number) =>
    paginateWithCount(
      { page, limit },
      (window) => listOpenVisits(t.db, 1001, {}, window),
      () => countOpenVisits(t.db, 1001, {}),
      (rows) => rows,
    ).then(serialize);

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    await t.db.execute(sql`
      with v as (
        insert into visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, empresa, busca)
        values (1001, 'Zoë "Aspas" D''Ávila', 'RG', 'ABERTA-1', 'PRESTADOR_SERVICO', ${'Reparos "Já"\nLtda \\ ç'}, ''),
               (1001, 'Íris Sem Unidade', 'RG', 'ABERTA-2', 'VISITANTE', null, ''),
               (1001, 'Vínculo Inativo', 'RG', 'ABERTA-3', 'VISITANTE', null, '')
        returning id, numero_documento
      ), vu as (
        insert into visitante_unidades (id_condo, id_visitante, id_unidade, ativo)
        select 1001, v.id, case when v.numero_documento = 'ABERTA-2' then null else ${t.units.b302}::int end,
               v.numero_documento <> 'ABERTA-3'
        from v returning id, id_visitante
      ), a as (
        insert into autorizacoes (id_condo, id_visitante_unidade, tipo_autorizacao, data_de, data_ate)
        select 1001, vu.id, 'PONTUAL', date '2026-11-28', date '2026-11-28' from vu
        returning id, id_visitante_unidade
      )
      insert into log_entradas (id_condo, id_visitante_unidade, id_autorizacao, tipo_autorizacao, id_unidade, dia,
        dt_entrada, dt_saida)
      select 1001, vu.id, case when g % 2 = 0 then a.id end, case when g % 2 = 0 then 'PONTUAL' else 'INTERFONAR' end,
             ${t.units.b302}::int, date '2026-11-20' + g % 9,
             timestamptz '2026-11-20 12:00:00.123456+00' + g * interval '7 hours',
             case when g % 5 = 0 then timestamptz '2026-11-30 12:00:00+00' end
      from vu join a on a.id_visitante_unidade = vu.id cross join generate_series(1, 12) g`);
  });
  afterAll(() => t.close());

  test.each([50, 4])('cada página de %i, e uma depois da última: os mesmos bytes', async (limit) => {
    for (let page = 1; ; page++) {
      const res = await t.client(t.tokens.a).get(OPEN, { page, limit });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = await expected(page, limit);
      expect(res.body, `página ${page} de ${limit}`).toBe(body);
      if ((JSON.parse(body) as Page<EntryCard>).data.length === 0) {
        expect(page).toBeGreaterThan(1);
        return;
      }
    }
  });

  test('as visitas abertas do teste estão na lista; a fechada e a do vínculo inativo não', async () => {
    const res = await t.client(t.tokens.a).get(OPEN, { page: 1, limit: 50 });
    const cards = (JSON.parse(res.body) as Page<EntryCard>).data;
    const names = cards.map((card) => card.nmVisitante);
    expect(names.filter((name) => name.startsWith('Zoë'))).toHaveLength(10);
    expect(names.filter((name) => name === 'Íris Sem Unidade')).toHaveLength(10);
    expect(names).not.toContain('Vínculo Inativo');
    expect(cards.some((card) => card.inicioAgendamento === '2026-11-28')).toBe(true);
  });
});
