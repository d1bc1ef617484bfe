import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { fill } from '@portaria/shared/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { freshCpf, recurring, visitorBody, clockedDesk } from './visitors.test-support.ts';

const DAY = '/controleacesso/autorizarconvidado/logentrada';
const OPEN = '/controleacesso/autorizarconvidado/logentrada/abertas';
const LOG = '/controleacesso/logentrada';
const QUICK = '/controleacesso/entradaesaida/automatico';
const REPORT = '/controleacesso/autorizarconvidado/logentrada/filtrado';
const FILE = '/controleacesso/autorizarconvidado/logentrada/relatorio';
const LIST = '/controleacesso/visitanteunidade';
// São Paulo is UTC−3; 2024-11-04 is a Monday.

describe('visitas que atravessam a meia-noite, entrada dupla e buscas', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  /** Each test moves the clock; the desk signs in again at the new time. */
  const { desk, moveTo, save } = clockedDesk(() => f);
  const enter = async (ids: { idVisitanteUnidade: number; idAutorizacao?: number | null }) => {
    const res = await desk().post(LOG, {
      tipo: 'ENTRADA',
      idAutorizacao: ids.idAutorizacao ?? null,
      idVisitanteUnidade: ids.idVisitanteUnidade,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().idLogEntrada as number;
  };
  const open = async (query: Record<string, string>) => {
    const res = await desk().get(OPEN, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; meta: { totalItems: number } };
  };
  const names = (rows: Record<string, unknown>[]) => rows.map((r) => r.nmVisitante);

  test('visita aberta de ontem: listada acima do dia, a mais antiga primeiro; a saída de hoje guarda a hora real; o relatório de saídas não registradas a inclui', async () => {
    await moveTo('2024-11-04T19:00:00');
    const late = await save(visitorBody(f.units.a101, { visitante: { nome: 'Otávio Pernoite' } }));
    const later = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Olga Pernoite', visitanteTipo: 'PRESTADOR_SERVICO', empresa: 'Reparos Noturnos' },
      }),
    );
    await moveTo('2024-11-04T21:40:00');
    const lateLog = await enter(late);
    await moveTo('2024-11-04T23:10:00');
    await enter(later);
    await moveTo('2024-11-05T07:30:00');
    const today = await save(visitorBody(f.units.a101, { visitante: { nome: 'Tadeu Pernoite Hoje' } }));
    await enter(today);

    const earlier = await open({ antesDe: '2024-11-05', curinga: 'pernoite' });
    expect(earlier.meta.totalItems).toBe(2);
    expect(earlier.data).toEqual([
      {
        idLogEntrada: lateLog,
        tipo: 'VISITANTE',
        tipoAutorizacao: 'INTERFONAR',
        idAutorizacao: late.idAutorizacao,
        nmVisitante: 'Otávio Pernoite',
        idVisitanteUnidade: late.idVisitanteUnidade,
        empresa: null,
        nmBloco: 'Bloco A',
        nmUnidade: '101',
        inicioAgendamento: null,
        fimAgendamento: null,
        dtEntrada: '2024-11-04T21:40:00',
        dtSaida: null,
      },
      expect.objectContaining({ nmVisitante: 'Olga Pernoite', nmUnidade: '302', dtEntrada: '2024-11-04T23:10:00' }),
    ]);
    // Without antesDe, today's open visit too (still oldest first); the unit and the block find them.
    expect(names((await open({ curinga: 'pernoite' })).data)).toEqual([
      'Otávio Pernoite',
      'Olga Pernoite',
      'Tadeu Pernoite Hoje',
    ]);
    expect(names((await open({ antesDe: '2024-11-05', curinga: '302' })).data)).toEqual(['Olga Pernoite']);
    expect(
      names((await open({ antesDe: '2024-11-05', idsUnidades: String(f.units.a101), curinga: 'pernoite' })).data),
    ).toEqual(['Otávio Pernoite']);

    // The report of today only, with 'only exits not registered': last night's open visits are in it.
    const report = (
      await desk().get(REPORT, { dataDe: '2024-11-05', dataAte: '2024-11-05', saidaMarcada: 'false' })
    ).json();
    expect(names(report.data)).toEqual(
      expect.arrayContaining(['Otávio Pernoite', 'Olga Pernoite', 'Tadeu Pernoite Hoje']),
    );
    expect(report.meta.totalItems).toBe(report.data.length);
    const csv = await desk().get(FILE, {
      tipo: 'CSV',
      dataDe: '2024-11-05',
      dataAte: '2024-11-05',
      saidaMarcada: 'false',
    });
    expect(csv.body).toContain('Otávio Pernoite;Visitante;;Bloco A;101;04/11/2024 21:40;\r\n');
    // Without the flag the period stays the period.
    expect(
      names((await desk().get(REPORT, { dataDe: '2024-11-05', dataAte: '2024-11-05' })).json().data),
    ).not.toContain('Otávio Pernoite');

    // Another condominium sees none of them and cannot close them.
    const other = f.client(await contextToken(f.app, CARLOS, 1002));
    expect((await other.get(OPEN, { curinga: 'pernoite' })).json().data).toEqual([]);
    const foreign = await other.post(LOG, {
      tipo: 'SAIDA',
      idVisitanteUnidade: late.idVisitanteUnidade,
      idLogEntrada: lateLog,
    });
    expect(foreign.statusCode).toBe(404);
    // The exit of that visit, named by its card, at the server's time of today.
    await moveTo('2024-11-05T08:05:00');
    const exit = await desk().post(LOG, {
      tipo: 'SAIDA',
      idAutorizacao: late.idAutorizacao,
      idVisitanteUnidade: late.idVisitanteUnidade,
      idLogEntrada: lateLog,
    });
    expect([exit.statusCode, exit.json()]).toEqual([
      200,
      { idLogEntrada: lateLog, tipo: 'SAIDA', data: '2024-11-05T08:05:00' },
    ]);
    expect(names((await open({ antesDe: '2024-11-05', curinga: 'pernoite' })).data)).toEqual(['Olga Pernoite']);
    const [card] = (await desk().get(DAY, { dataReferencia: '2024-11-04', curinga: 'otavio pernoite' })).json().data;
    expect(card).toMatchObject({ dtEntrada: '2024-11-04T21:40:00', dtSaida: '2024-11-05T08:05:00' });
    const again = await desk().post(LOG, {
      tipo: 'SAIDA',
      idVisitanteUnidade: late.idVisitanteUnidade,
      idLogEntrada: lateLog,
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: fill(M.exitAlreadyRegisteredAt, { quando: '05/11/2024 08:05' }) },
    ]);
    // A visit of another visitor-unit (or none) is not this one's.
    const wrong = await desk().post(LOG, {
      tipo: 'SAIDA',
      idVisitanteUnidade: today.idVisitanteUnidade,
      idLogEntrada: lateLog,
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([404, { message: M.visitNotFound }]);
    // The intercom visitor who left can come in again.
    expect((await desk().post(`${QUICK}?idVisitanteUnidade=${late.idVisitanteUnidade}`)).statusCode).toBe(201);
  });

  test('sem filtro da pessoa, as páginas das visitas abertas seguem a ordem do banco (entrada mais antiga primeiro), sem ligações inativas', async () => {
    await moveTo('2024-11-06T08:00:00');
    const people = await Promise.all(
      ['Primeira', 'Segunda', 'Terceira', 'Quarta'].map((nome) =>
        save(visitorBody(f.units.a101, { visitante: { nome: `${nome} Página Aberta` } })),
      ),
    );
    for (const [i, person] of people.entries()) {
      await moveTo(`2024-11-06T${String(9 + ((i * 5) % 4)).padStart(2, '0')}:${String(10 + i).padStart(2, '0')}:00`);
      await enter(person);
    }
    // An open visit whose visitor-unit was deactivated is not listed.
    await f.db.execute(sql`update visitante_unidades set ativo = false where id = ${people[3]!.idVisitanteUnidade}`);
    const expected = (
      (await f.db
        .execute(sql`select l.id from log_entradas l join visitante_unidades vu on vu.id = l.id_visitante_unidade
        where l.id_condo = 1001 and l.dt_saida is null and vu.ativo order by l.dt_entrada, l.id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(4);
    const pages = await Promise.all(['1', '2', '3'].map((page) => open({ limit: '2', page })));
    expect(pages.flatMap((p) => p.data.map((card) => card.idLogEntrada))).toEqual(expected.slice(0, 6));
    expect(pages[0]!.meta.totalItems).toBe(expected.length);
    const named = pages.flatMap((p) => p.data).find((card) => card.idLogEntrada === expected[1]);
    expect(named?.nmVisitante).toEqual(expect.any(String));
  });

  test('quem ainda está dentro (entrada aberta de qualquer dia, por qualquer unidade) não entra de novo: 409 diz quem e desde quando', async () => {
    await moveTo('2024-11-11T10:00:00');
    const cpf = freshCpf();
    const weekly = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Rita Recorrente Dentro', cpf },
        autorizacao: recurring('2024-11-11', '2024-11-30', []),
      }),
    );
    await moveTo('2024-11-11T22:15:00');
    await enter(weekly);
    const inside = fill(M.visitorStillInside, { nome: 'Rita Recorrente Dentro', desde: '11/11/2024 22:15' });
    // The next day, her recurring schedule is valid again, but she never left.
    await moveTo('2024-11-12T09:00:00');
    const twice = await desk().post(LOG, {
      tipo: 'ENTRADA',
      idAutorizacao: weekly.idAutorizacao,
      idVisitanteUnidade: weekly.idVisitanteUnidade,
    });
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: inside }]);
    const quick = await desk().post(`${QUICK}?idVisitanteUnidade=${weekly.idVisitanteUnidade}`);
    expect([quick.statusCode, quick.json()]).toEqual([409, { message: inside }]);
    // The same person registered for another unit is the same person inside.
    const other = await save(visitorBody(f.units.b302, { visitante: { nome: 'Rita Recorrente Dentro', cpf } }));
    expect(other.idVisitante).toBe(weekly.idVisitante);
    const elsewhere = await desk().post(LOG, {
      tipo: 'ENTRADA',
      idAutorizacao: other.idAutorizacao,
      idVisitanteUnidade: other.idVisitanteUnidade,
    });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([409, { message: inside }]);
    // Her open visits, asked for through either unit: the one to close.
    const hers = await open({ idVisitanteUnidade: String(other.idVisitanteUnidade) });
    expect(hers.data).toEqual([
      expect.objectContaining({
        idVisitanteUnidade: weekly.idVisitanteUnidade,
        dtEntrada: '2024-11-11T22:15:00',
        nmUnidade: '101',
      }),
    ]);
    // Once she has left, today's entry goes through.
    await desk().post(LOG, {
      tipo: 'SAIDA',
      idVisitanteUnidade: weekly.idVisitanteUnidade,
      idLogEntrada: hers.data[0]!.idLogEntrada,
    });
    expect((await open({ idVisitanteUnidade: String(weekly.idVisitanteUnidade) })).data).toEqual([]);
    expect(
      (
        await desk().post(LOG, {
          tipo: 'ENTRADA',
          idAutorizacao: weekly.idAutorizacao,
          idVisitanteUnidade: weekly.idVisitanteUnidade,
        })
      ).statusCode,
    ).toBe(200);
  });

  test('a busca das entradas encontra a unidade (302), o bloco, o nome e o documento; uma palavra dentro de outra não é resultado', async () => {
    await moveTo('2024-11-18T09:00:00');
    const cpf = freshCpf();
    await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Quirino Unidade Busca', cpf },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-11-18' },
      }),
    );
    await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Maquirino Ruído' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-11-18' },
      }),
    );
    const cards = async (curinga: string) =>
      names((await desk().get(DAY, { dataReferencia: '2024-11-18', curinga })).json().data);
    expect(await cards('302')).toContain('Quirino Unidade Busca');
    expect(await cards('302')).not.toContain('Maquirino Ruído');
    expect(await cards('bloco b 302 quirino')).toEqual(['Quirino Unidade Busca']);
    expect(await cards(cpf)).toEqual(['Quirino Unidade Busca']);
    expect(await cards(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toEqual([
      'Quirino Unidade Busca',
    ]);
    expect(await cards('quirino')).toEqual(['Quirino Unidade Busca']);
  });

  test('o seletor rápido: nome exato primeiro, depois os que começam pelo nome, depois outra palavra; nada do que só contém o texto', async () => {
    await moveTo('2024-11-19T09:00:00');
    // Created in the reverse of the expected order: newest first would show them upside down.
    for (const nome of ['Zenóbia', 'Prado Zenóbia Lima', 'Zenóbia Prado', 'Alzenobia Ruído'])
      await save(visitorBody(f.units.a101, { visitante: { nome } }));
    const found = (await desk().get(LIST, { curinga: 'zenobia' })).json();
    expect(found.data.map((v: { visitante: { nome: string } }) => v.visitante.nome)).toEqual([
      'Zenóbia',
      'Zenóbia Prado',
      'Prado Zenóbia Lima',
    ]);
    expect(found.meta.totalItems).toBe(3);
    expect(
      (await desk().get(LIST, { curinga: 'zenobia prado' }))
        .json()
        .data.map((v: { visitante: { nome: string } }) => v.visitante.nome),
    ).toEqual(['Zenóbia Prado', 'Prado Zenóbia Lima']);
    expect((await desk().get(LIST, { curinga: 'enobia' })).json().data).toEqual([]);
  });

  test('o arquivo do relatório de entradas e saídas se chama reports, como no spec', async () => {
    // A day already past (the report refuses the future), whatever clock the test before left.
    await moveTo('2024-11-19T10:00:00');
    const query = { dataDe: '2024-11-18', dataAte: '2024-11-18' };
    expect((await desk().get(FILE, { tipo: 'CSV', ...query })).headers['content-disposition']).toBe(
      'attachment; filename="reports.csv"',
    );
    expect((await desk().get(FILE, { tipo: 'PDF', ...query })).headers['content-disposition']).toBe(
      'attachment; filename="reports.pdf"',
    );
  });
});
