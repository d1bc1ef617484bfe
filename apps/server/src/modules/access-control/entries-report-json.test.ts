import { localDateTime } from '@portaria/shared/common/day';
import { pageMeta, type Page } from '@portaria/shared/common/page';
import {
  reportPageSchema,
  type ReportRow,
  type VisitReportFilters,
} from '@portaria/shared/access-control/visitors.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unidades } from '../../db/schema/index.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { countReport, reportBatch, type ReportDbRow } from './entries.repository.ts';

const REPORT = '/controleacesso/autorizarconvidado/logentrada/filtrado';
const NOW = new Date('2026-11-30T15:00:00.000Z');

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serializePage = fastSerializerCompiler({ schema: reportPageSchema }) as (page: Page<ReportRow>) => string;

/** The JS path's row: the report's rows (`reportBatch`, what the CSV and PDF read) mapped as the route mapped them. */
const toReportRow = (r: ReportDbRow): ReportRow => ({
  idLogEntrada: r.id,
  nmUnidade: r.nm_unidade,
  nmBloco: r.nm_bloco,
  tipoVisitante: r.visitante_tipo,
  nmVisitante: r.nome,
  empresa: r.empresa,
  dtEntrada: localDateTime(new Date(Number(r.dt_entrada))),
  dtSaida: r.dt_saida == null ? null : localDateTime(new Date(Number(r.dt_saida))),
});

type Query = Omit<VisitReportFilters, 'dataDe' | 'dataAte'> & { page?: number; limit?: number };

/**
 * Decision 136: the report list's visits are written by the database. Each page must be, byte for byte, what the JS
 * path wrote for the same filter: keys in the schema's order, the times as `localDateTime` writes them (São Paulo,
 * microseconds cut), a visit without unit, a company with quotes and a line break, an open visit.
 */
describe('relatório de entradas: a lista escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;
  const period = { dataDe: '2026-11-20', dataAte: '2026-11-30' };

  const expected = async (q: Query) => {
    const { page = 1, limit = 50, ...filters } = q;
    const f = { ...period, ...filters };
    const rows = await reportBatch(t.db, 1001, f, limit, null, (page - 1) * limit);
    return serializePage({
      data: rows.map(toReportRow),
      meta: pageMeta(page, limit, await countReport(t.db, 1001, f)),
    });
  };

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    await t.db.execute(sql`
      with v as (
        insert into visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, empresa, busca)
        values (1001, 'Zoë "Aspas" D''Ávila', 'RG', 'JSON-1', 'PRESTADOR_SERVICO', ${'Reparos "Já"\nLtda \\ ç'}, ''),
               (1001, 'Íris Sem Empresa', 'RG', 'JSON-2', 'VISITANTE', null, '')
        returning id, numero_documento
      ), vu as (
        insert into visitante_unidades (id_condo, id_visitante)
        select 1001, id from v returning id, id_visitante
      )
      insert into log_entradas (id_condo, id_visitante_unidade, tipo_autorizacao, id_unidade, dia, dt_entrada, dt_saida)
      select 1001, vu.id, 'INTERFONAR', case when v.numero_documento = 'JSON-1' then ${t.units.b302}::int end, d.dia,
             d.dia + time '12:00' + interval '3 hours' + (d.n * interval '1 minute') + interval '123456 microseconds',
             case when d.n % 3 = 0 then null else d.dia + time '18:30:00.999999' + interval '3 hours' end
      from vu join v on v.id = vu.id_visitante
      cross join lateral (select g as n, date '2026-11-20' + g % 11 as dia from generate_series(1, 30) g) d`);
  });
  afterAll(() => t.close());

  test.each<[string, Query]>([
    ['o período', {}],
    ['a página 2 de 7', { page: 2, limit: 7 }],
    ['a última página', { page: 9, limit: 7 }],
    ['uma unidade', { idUnidade: 0 }],
    ['um bloco', { idBloco: 0 }],
    ['um tipo', { tipoVisitante: 'PRESTADOR_SERVICO' }],
    ['só as abertas', { saidaMarcada: false }],
    ['só as fechadas', { saidaMarcada: true, page: 2, limit: 5 }],
  ])('%s: os mesmos bytes', async (_name, q) => {
    const query: Query = { ...q };
    if (q.idUnidade === 0) query.idUnidade = t.units.b302;
    if (q.idBloco === 0) {
      const [unit] = await t.db
        .select({ idBloco: unidades.idBloco })
        .from(unidades)
        .where(eq(unidades.idUnidade, t.units.b302));
      query.idBloco = unit!.idBloco;
    }
    const res = await t.client(t.tokens.a).get(REPORT, { ...period, ...query });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = await expected(query);
    expect(res.body).toBe(body);
    expect(JSON.parse(body).data.length).toBeGreaterThan(0);
  });
});
