import {
  visitorPageSchema,
  visitorSchema,
  visitorUnitSchema,
  type VisitorUnit,
} from '@portaria/shared/access-control/visitors.schemas';
import type { Page } from '@portaria/shared/common/page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { autorizacoes, unidades, visitanteUnidades, visitantes } from '../../db/schema/index.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { paginateCounted, type PageWindow } from '../../platform/lists/paginate.ts';
import { rowsOf } from './visitors-sql-rows.ts';
import {
  countVisitorUnits,
  isSearch,
  listVisitorUnits,
  searchStatement,
  toVisitorUnit,
  visitorColumns,
  type VisitorFilters,
  type VisitorRow,
} from './visitors.repository.ts';
import { searchText } from './visitor-words.ts';
import { freshCpf, freshPassport } from './visitors.test-support.ts';

const LIST = '/controleacesso/visitanteunidade';
const TRICKY = 'Aspas " e barra \\ e\nquebra de linha\tcom tab, ç ã é — “curvas”';

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serializePage = fastSerializerCompiler({ schema: visitorPageSchema }) as (page: Page<VisitorUnit>) => string;

type Query = VisitorFilters & { page?: number; limit?: number };

/**
 * The route's page before decision 136 reached it: the rows' columns mapped by `toVisitorUnit` (a search's by the
 * same ranked statement), its total from the search's statement or counted.
 */
const jsPage = (t: Fixture, f: VisitorFilters, paging: { page: number; limit: number }) =>
  paginateCounted(
    paging,
    async (window: PageWindow) => {
      if (!isSearch(f)) return { rows: await listVisitorUnits(t.db, 1001, f, window), total: null };
      const rows = await rowsOf<VisitorRow & { total: string | number }>(
        t.db,
        searchStatement(1001, f, window, visitorColumns),
      );
      return { rows: rows.map(toVisitorUnit), total: rows[0] ? Number(rows[0].total) : null };
    },
    () => countVisitorUnits(t.db, 1001, f),
  );

/**
 * Decision 136: the visitors' list is written by the database. Each page must be, byte for byte, the page the JS path
 * builds for the same filter or search (`jsPage`: `toVisitorUnit` of the same rows, the schema's serializer, the
 * same total): keys in the schema's order, a document as CPF or foreign, a provider of the condominium without unit,
 * the collect-until day, the latest schedule not deleted, text with quotes, a backslash, line breaks and accents;
 * another condominium's visitors never listed.
 */
describe('visitantes: a lista escrita pelo banco é a mesma da resposta montada em JS', () => {
  let t: Fixture;
  let ids: { a101: number; blockA: number; otherUnit: number; tricky: number; otherLink: number };

  /** What the route answered before, for the same query (its filters as the route parses them). */
  const expected = async (q: Query) => {
    const { page = 1, limit = 50, ...filters } = q;
    return serializePage(await jsPage(t, filters, { page, limit }));
  };
  const get = (q: Query) => t.client(t.tokens.a).get(LIST, { ...q });

  const person = async (idCondo: number, values: Partial<typeof visitantes.$inferInsert>) => {
    const nome = values.nome ?? 'Visitante JSON';
    const numeroDocumento = values.numeroDocumento ?? freshCpf();
    const [row] = await t.db
      .insert(visitantes)
      .values({
        idCondo,
        nome,
        tipoDocumento: 'CPF',
        numeroDocumento,
        visitanteTipo: 'VISITANTE',
        busca: searchText({ nome, empresa: values.empresa ?? null, numeroDocumento }),
        ...values,
      })
      .returning({ id: visitantes.id });
    return row!.id;
  };
  const link = async (idCondo: number, idVisitante: number, values: Partial<typeof visitanteUnidades.$inferInsert>) => {
    const [row] = await t.db
      .insert(visitanteUnidades)
      .values({ idCondo, idVisitante, ...values })
      .returning({ id: visitanteUnidades.id });
    return row!.id;
  };
  const schedule = async (idVisitanteUnidade: number, tipoAutorizacao: string, isDeleted = false) => {
    const days = tipoAutorizacao === 'INTERFONAR' ? {} : { dataDe: '2026-11-01', dataAte: '2026-12-31' };
    await t.db.insert(autorizacoes).values({
      idCondo: 1001,
      idVisitanteUnidade,
      tipoAutorizacao,
      ...days,
      ...(isDeleted ? { excluidoEm: new Date('2026-11-20T12:00:00Z') } : {}),
    });
  };

  beforeAll(async () => {
    t = await createFixture();
    const [a101] = await t.db.select().from(unidades).where(eq(unidades.idUnidade, t.units.a101));
    const { a101: unitA, b302: unitB, torre101 } = t.units;

    const tricky = await person(1001, {
      nome: `Zoë ${TRICKY}`,
      rg: 'RG "12" \\ 3',
      empresa: TRICKY,
      telefone: '11987654321',
      usaBiometriaFacial: true,
      statusBiometria: 'CADASTRADA',
    });
    const trickyLink = await link(1001, tricky, {
      idUnidade: unitA,
      parentesco: TRICKY,
      funcao: 'Função "chefe"',
      observacao: 'linha 1\r\nlinha 2 \\ fim',
      retiraEncomendas: true,
      retiraAte: '2026-12-31',
      createdBy: 'MORADOR',
    });
    await schedule(trickyLink, 'PONTUAL');
    await schedule(trickyLink, 'INTERFONAR', true); // newer, deleted: the type shown is PONTUAL's
    await schedule(await link(1001, tricky, { idUnidade: unitB }), 'ACESSO_LIBERADO');

    const rne = await person(1001, {
      nome: 'Élodie Estrangeira',
      estrangeiro: true,
      tipoDocumento: 'RNE',
      numeroDocumento: 'V1234567',
    });
    await schedule(await link(1001, rne, { idUnidade: unitB }), 'ACESSO_LIBERADO', true); // only a deleted one: null
    const passport = await person(1001, {
      nome: 'Pierre Passaporte',
      estrangeiro: true,
      tipoDocumento: 'PASSAPORTE',
      numeroDocumento: freshPassport(),
      visitanteTipo: 'PRESTADOR_SERVICO',
      empresa: 'Reparos "Já" Ltda',
    });
    await schedule(await link(1001, passport, { idUnidade: unitA, funcao: 'Eletricista' }), 'ACESSO_LIBERADO');
    // Older, and its name is the search's exact word: ranked first all the same.
    await link(1001, await person(1001, { nome: 'Zelador', visitanteTipo: 'PRESTADOR_CONDOMINIO' }), {});
    const provider = await person(1001, { nome: 'Zelador do Condomínio', visitanteTipo: 'PRESTADOR_CONDOMINIO' });
    await schedule(await link(1001, provider, { funcao: 'Jardinagem\n(terças)' }), 'INTERFONAR');
    // Inactive: never listed.
    await link(1001, await person(1001, { nome: 'Ligação Inativa' }), { idUnidade: unitA, ativo: false });

    // Another condominium's visitors: never listed, not even when asked by their unit or link.
    const other = await person(1002, { nome: 'Outro Condomínio', visitanteTipo: 'PRESTADOR_CONDOMINIO' });
    const otherLink = await link(1002, other, { idUnidade: torre101 });
    await link(1002, other, {});
    ids = { a101: unitA, blockA: a101!.idBloco, otherUnit: torre101, tricky: trickyLink, otherLink };
  });
  afterAll(() => t.close());

  /** Each shape, its page 1 and a later one, and whether its answer has rows (an empty page is 200, as before). */
  const shapes = (): [string, Query, boolean][] => [
    ['sem filtro', {}, true],
    ['sem filtro, página 2', { page: 2, limit: 2 }, true],
    ['sem filtro, página depois da última', { page: 999, limit: 2 }, false],
    ['uma unidade', { idUnidade: ids.a101 }, true],
    ['uma unidade, página 2', { idUnidade: ids.a101, page: 2, limit: 2 }, true],
    ['uma unidade, só prestadores do condomínio', { idUnidade: ids.a101, prestadorCondominio: true }, false],
    ['unidade de outro condomínio', { idUnidade: ids.otherUnit }, false],
    ['um bloco', { idBloco: ids.blockA }, true],
    ['um bloco, página 2', { idBloco: ids.blockA, page: 2, limit: 2 }, true],
    ['um tipo', { tipoVisitante: 'PRESTADOR_SERVICO' }, true],
    ['um tipo, página 2', { tipoVisitante: 'VISITANTE', page: 2, limit: 2 }, true],
    ['um tipo num bloco', { tipoVisitante: 'VISITANTE', idBloco: ids.blockA, limit: 2 }, true],
    ['prestadores do condomínio', { prestadorCondominio: true }, true],
    ['prestadores do condomínio, página 2', { prestadorCondominio: true, page: 2, limit: 1 }, true],
    ['sem prestadores do condomínio', { prestadorCondominio: false, page: 2, limit: 3 }, true],
    ['um tipo e sem prestadores', { tipoVisitante: 'PRESTADOR_CONDOMINIO', prestadorCondominio: false }, false],
    ['uma ligação', { idVisitanteUnidade: ids.tricky }, true],
    ['uma ligação de outro condomínio', { idVisitanteUnidade: ids.otherLink }, false],
    ['uma ligação, página 2', { idVisitanteUnidade: ids.tricky, page: 2 }, false],
    ['todos os filtros', { idUnidade: ids.a101, idBloco: ids.blockA, tipoVisitante: 'VISITANTE' }, true],
    ['busca, acento e aspas', { curinga: 'zoe aspas' }, true],
    ['busca, nome exato primeiro, página 2', { curinga: 'zelador', page: 2, limit: 1 }, true],
    ['busca de palavra curta', { curinga: 'ze' }, true],
    ['busca do documento estrangeiro', { curinga: 'v1234567' }, true],
    ['busca numa unidade', { curinga: 'pierre', idUnidade: ids.a101 }, true],
    ['busca de um tipo, prestadores do condomínio', { curinga: 'condominio', prestadorCondominio: true }, true],
    ['busca depois da última página', { curinga: 'zoe', page: 9, limit: 1 }, false],
    ['busca sem resultado', { curinga: 'outro condominio' }, false],
    ['busca só de pontuação: a lista sem busca', { curinga: '-.-', limit: 3 }, true],
  ];

  test('cada forma de filtro e busca, página 1, seguinte e vazia: a resposta é, byte a byte, a da lista em JS', async () => {
    for (const [name, q, hasRows] of shapes()) {
      const res = await get(q);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 200 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const answer = res.json() as Page<VisitorUnit>;
      expect({ name, hasRows: answer.data.length > 0 }).toEqual({ name, hasRows });
      expect(res.body, name).toBe(await expected(q));
      for (const item of answer.data) {
        expect(Object.keys(item)).toEqual(Object.keys(visitorUnitSchema.shape));
        expect(Object.keys(item.visitante)).toEqual(Object.keys(visitorSchema.shape));
      }
    }
  });

  test('o que o teste montou está na página: texto difícil, documento estrangeiro, prestador, agendamento excluído', async () => {
    const { data } = (await get({})).json() as Page<VisitorUnit>;
    const byName = (start: string) => data.filter((v) => v.visitante.nome.startsWith(start));
    const [tricky] = byName('Zoë').filter((v) => v.idVisitanteUnidade === ids.tricky);
    expect(tricky).toMatchObject({
      parentesco: TRICKY,
      retiraEncomendas: true,
      retiraAte: '2026-12-31',
      tipoAutorizacao: 'PONTUAL',
      createdBy: 'MORADOR',
      status_biometria_visitante: 'CADASTRADA',
      unidades: [{ id: ids.a101 }],
      visitante: { empresa: TRICKY, flEstrangeiro: 'N', tipoDocumentoEstrangeiro: null },
    });
    expect(byName('Élodie')[0]).toMatchObject({
      tipoAutorizacao: null,
      visitante: { cpf: null, flEstrangeiro: 'S', tipoDocumentoEstrangeiro: 'RNE', documentoEstrangeiro: 'V1234567' },
    });
    expect(byName('Pierre')[0]!.visitante.tipoDocumentoEstrangeiro).toBe('PASSAPORTE');
    expect(byName('Zelador')[0]).toMatchObject({ idUnidade: null, nmBloco: null, nmUnidade: null, unidades: [] });
    expect(byName('Outro Condomínio')).toEqual([]);
    const searched = (await get({ curinga: 'zelador' })).json() as Page<VisitorUnit>;
    expect(searched.data.map((v) => v.visitante.nome)).toEqual(['Zelador', 'Zelador do Condomínio']);
    expect(searched.meta.totalItems).toBe(2);
    expect(byName('Ligação Inativa')).toEqual([]);
  });
});
