import { VISITOR_LABELS as L, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { entryTimeText } from '@portaria/shared/access-control/visitors.rules';
import { fill } from '@portaria/shared/text';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, condominios, logEntradas, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { unitIdOf } from '../../test/units.ts';
import { reportRows } from './entries-report.ts';
import {
  recurring,
  visitorBody,
  SAVE_VISITOR,
  clockedDesk,
  localTime,
  type VisitorIds,
} from './visitors.test-support.ts';

const SAVE = SAVE_VISITOR;
const LIST = '/controleacesso/visitanteunidade';
const DAY = '/controleacesso/autorizarconvidado/logentrada';
const OPEN = '/controleacesso/autorizarconvidado/logentrada/abertas';
const LOG = '/controleacesso/logentrada';
const QUICK = '/controleacesso/entradaesaida/automatico';
const REPORT = '/controleacesso/autorizarconvidado/logentrada/filtrado';
const FILE = '/controleacesso/autorizarconvidado/logentrada/relatorio';
const schedule = (id: number) => `/controleacesso/autorizarconvidado/${id}`;
// São Paulo is UTC−3. 2024-12-02, 12-09, 12-16, 12-23, 12-30 and 2025-01-06 are Mondays.
const at = localTime;
type Ids = VisitorIds;
type Card = Record<string, unknown>;

describe('entradas e saídas: recusas, entrada rápida, filtros, listas em cache e relatório (regras sem teste até aqui)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  /** Each test moves the clock; the desk signs in again at the new time. */
  const { desk, moveTo, save } = clockedDesk(() => f);
  const log = (tipo: 'ENTRADA' | 'SAIDA', visit: { idVisitanteUnidade: number; idAutorizacao?: number | null }) =>
    desk().post(LOG, {
      tipo,
      idAutorizacao: visit.idAutorizacao ?? null,
      idVisitanteUnidade: visit.idVisitanteUnidade,
    });
  const logged = async (
    tipo: 'ENTRADA' | 'SAIDA',
    visit: { idVisitanteUnidade: number; idAutorizacao?: number | null },
  ) => {
    const res = await log(tipo, visit);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().idLogEntrada as number;
  };
  const page = async (url: string, query: Record<string, string | number>) => {
    const res = await desk().get(url, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Card[]; meta: { page: number; totalPages: number; totalItems: number } };
  };
  const cards = async (dataReferencia: string, curinga: string, extra: Record<string, string | number> = {}) =>
    (await page(DAY, { dataReferencia, curinga, ...extra })).data;
  const names = (rows: Card[]) => rows.map((r) => r.nmVisitante);
  const refused = (res: { statusCode: number; json: () => unknown }, status: number, message: string) =>
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);

  test('entrada e saída do que não existe ou não é deste visitante: 404 com a mensagem, e nada é registrado', async () => {
    await moveTo('2024-12-02T09:00:00');
    const mine = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Ester Recusada' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-02' },
      }),
    );
    const theirs = await save(visitorBody(f.units.a101, { visitante: { nome: 'Estevão Alheio' } }));
    const unknown = { idVisitanteUnidade: 99_999_999 };
    refused(await log('ENTRADA', unknown), 404, M.visitorNotFound);
    refused(await log('SAIDA', unknown), 404, M.visitorNotFound);
    refused(await desk().post(`${QUICK}?idVisitanteUnidade=99999999`), 404, M.visitorNotFound);
    const foreignSchedule = { idVisitanteUnidade: mine.idVisitanteUnidade, idAutorizacao: theirs.idAutorizacao };
    refused(await log('ENTRADA', foreignSchedule), 404, M.scheduleNotFound);
    refused(await log('SAIDA', foreignSchedule), 404, M.scheduleNotFound);
    refused(
      await log('ENTRADA', { idVisitanteUnidade: mine.idVisitanteUnidade, idAutorizacao: 99_999_999 }),
      404,
      M.scheduleNotFound,
    );
    refused(
      await desk().post(LOG, { tipo: 'SAIDA', idVisitanteUnidade: mine.idVisitanteUnidade, idLogEntrada: 99_999_999 }),
      404,
      M.visitNotFound,
    );
    const other = f.client(await contextToken(f.app, CARLOS, 1002));
    refused(
      await other.post(LOG, { tipo: 'ENTRADA', idAutorizacao: null, idVisitanteUnidade: mine.idVisitanteUnidade }),
      404,
      M.visitorNotFound,
    );
    refused(await other.post(`${QUICK}?idVisitanteUnidade=${mine.idVisitanteUnidade}`), 404, M.visitorNotFound);
    expect(await cards('2024-12-02', 'ester recusada')).toEqual([expect.objectContaining({ idLogEntrada: null })]);
    expect(await cards('2024-12-02', 'estevao alheio')).toEqual([]);
  });

  test('recorrente: dia da semana fora da escolha é recusado; uma entrada por dia; fechada a visita, a saída de outro dia é "sem entrada"', async () => {
    await moveTo('2024-12-02T09:00:00');
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Renato Semanal' },
        autorizacao: recurring('2024-12-02', '2024-12-31', [2]),
      }),
    );
    await moveTo('2024-12-03T09:00:00');
    refused(await log('ENTRADA', ids), 409, M.scheduleNotValidToday);
    await moveTo('2024-12-09T10:00:00');
    const id = await logged('ENTRADA', ids);
    await moveTo('2024-12-09T11:00:00');
    expect(await logged('SAIDA', ids)).toBe(id);
    await moveTo('2024-12-09T12:00:00');
    refused(await log('ENTRADA', ids), 409, M.entryAlreadyRegistered);
    refused(await log('SAIDA', ids), 409, fill(M.exitAlreadyRegisteredAt, { quando: '09/12/2024 11:00' }));
    await moveTo('2024-12-10T09:00:00');
    refused(await log('SAIDA', ids), 409, M.exitWithoutEntry);
    expect(await cards('2024-12-09', 'renato semanal')).toEqual([
      expect.objectContaining({ idLogEntrada: id, dtEntrada: '2024-12-09T10:00:00', dtSaida: '2024-12-09T11:00:00' }),
    ]);
    const audits = await f.db
      .select({ acao: auditLog.acao, entidade: auditLog.entidade, detalhes: auditLog.detalhes })
      .from(auditLog)
      .where(eq(auditLog.idEntidade, String(id)))
      .orderBy(asc(auditLog.id));
    expect(audits.filter((a) => a.entidade === 'log_entrada')).toEqual([
      {
        acao: 'visita.registrar_entrada',
        entidade: 'log_entrada',
        detalhes: { idVisitanteUnidade: ids.idVisitanteUnidade, idAutorizacao: ids.idAutorizacao },
      },
      {
        acao: 'visita.registrar_saida',
        entidade: 'log_entrada',
        detalhes: { idVisitanteUnidade: ids.idVisitanteUnidade },
      },
    ]);
    const events = await f.db
      .select({
        area: timelineEvents.area,
        atividade: timelineEvents.atividade,
        idUnidade: timelineEvents.idUnidade,
        nmPessoa: timelineEvents.nmPessoa,
      })
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'log_entrada'), eq(timelineEvents.idEntidade, String(id))))
      .orderBy(asc(timelineEvents.id));
    expect(events).toEqual([
      {
        area: 'acessos',
        atividade: 'Entrada de Visitante: Renato Semanal',
        idUnidade: f.units.a101,
        nmPessoa: 'Renato Semanal',
      },
      {
        area: 'acessos',
        atividade: 'Saída de Visitante: Renato Semanal',
        idUnidade: f.units.a101,
        nmPessoa: 'Renato Semanal',
      },
    ]);
    const [row] = await f.db.select().from(logEntradas).where(eq(logEntradas.id, id));
    expect(row).toMatchObject({ dia: '2024-12-09', tipoAutorizacao: 'ACESSO_LIBERADO', idUnidade: f.units.a101 });
    expect(row!.entradaPor).toEqual(expect.any(Number));
    expect(row!.saidaPor).toBe(row!.entradaPor);
  });

  test('o índice único de (agendamento, dia) também recusa com 409 a entrada que a verificação não viu', async () => {
    await moveTo('2024-12-12T09:00:00');
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Vitória Índice' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-12' },
      }),
    );
    const other = await save(visitorBody(f.units.a101, { visitante: { nome: 'Vicente Índice' } }));
    // The row another desk's entry would have written after this one's check: it names the schedule and the day
    // (the unique index's columns) under another visitor-unit, so the check before the insert does not see it.
    await f.db.insert(logEntradas).values({
      idCondo: 1001,
      idVisitanteUnidade: other.idVisitanteUnidade,
      idAutorizacao: ids.idAutorizacao,
      tipoAutorizacao: 'PONTUAL',
      idUnidade: f.units.a101,
      dia: '2024-12-12',
      dtEntrada: at('2024-12-12T08:50:00'),
      dtSaida: at('2024-12-12T08:55:00'),
    });
    refused(await log('ENTRADA', ids), 409, M.entryAlreadyRegistered);
    const rows = await f.db
      .select()
      .from(logEntradas)
      .where(eq(logEntradas.idVisitanteUnidade, ids.idVisitanteUnidade));
    expect(rows).toEqual([]);
  });

  test('interfonar sem agendamento: a saída sem o cartão fecha a última visita do dia; uma segunda visita no mesmo dia também', async () => {
    await moveTo('2024-12-11T10:00:00');
    const ids = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Ulisses Sem Agenda' },
        autorizacao: { tipoAutorizacao: 'INTERFONAR' },
      }),
    );
    const visit = { idVisitanteUnidade: ids.idVisitanteUnidade, idAutorizacao: null };
    const first = await logged('ENTRADA', visit);
    await moveTo('2024-12-11T10:30:00');
    expect(await logged('SAIDA', visit)).toBe(first);
    await moveTo('2024-12-11T11:00:00');
    const second = await logged('ENTRADA', visit);
    await moveTo('2024-12-11T11:30:00');
    expect(await logged('SAIDA', visit)).toBe(second);
    refused(await log('SAIDA', visit), 409, fill(M.exitAlreadyRegisteredAt, { quando: '11/12/2024 11:30' }));
    expect(
      (await cards('2024-12-11', 'ulisses sem agenda')).map((c) => [c.idLogEntrada, c.idAutorizacao, c.dtSaida]),
    ).toEqual([
      [first, null, '2024-12-11T10:30:00'],
      [second, null, '2024-12-11T11:30:00'],
    ]);
  });

  test('entrada rápida: o agendamento mais novo válido hoje primeiro; usado hoje, o seguinte; sem nenhum, interfonar sem agendamento', async () => {
    await moveTo('2024-12-16T08:00:00');
    const body = visitorBody(f.units.b302, {
      visitante: { nome: 'Quitéria Rápida' },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-16' },
    });
    const ids = await save(body);
    const add = async (autorizacao: Record<string, unknown>) => {
      const res = await desk().put(SAVE, {
        visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
        autorizacao,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().idAutorizacao as number;
    };
    const mondays = await add(recurring('2024-12-16', '2024-12-31', [2]));
    // The newest schedule is not valid today (Tuesdays): it is passed over.
    await add(recurring('2024-12-17', '2024-12-31', [3]));
    const quick = async (time: string) => {
      await moveTo(`2024-12-16T${time}`);
      const res = await desk().post(`${QUICK}?idVisitanteUnidade=${ids.idVisitanteUnidade}`);
      expect(res.statusCode, res.body).toBe(201);
      const idLogEntrada = res.json().idLogEntrada as number;
      await moveTo(`2024-12-16T${time.slice(0, 3)}30:00`);
      await desk().post(LOG, { tipo: 'SAIDA', idVisitanteUnidade: ids.idVisitanteUnidade, idLogEntrada });
      return idLogEntrada;
    };
    const first = await quick('09:00:00');
    const second = await quick('10:00:00');
    const third = await quick('11:00:00');
    const visits = (await cards('2024-12-16', 'quiteria rapida')).map((c) => [
      c.idLogEntrada,
      c.tipoAutorizacao,
      c.idAutorizacao,
      c.dtSaida,
    ]);
    expect(visits).toEqual([
      [second, 'PONTUAL', ids.idAutorizacao, '2024-12-16T10:30:00'],
      [first, 'ACESSO_LIBERADO', mondays, '2024-12-16T09:30:00'],
      [third, 'INTERFONAR', null, '2024-12-16T11:30:00'],
    ]);
  });

  test('as listas em cache se renovam: entrada, saída e exclusão de agendamento mudam o dia e as abertas já consultadas; a edição muda a lista de visitantes', async () => {
    await moveTo('2024-12-18T09:00:00');
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Cacilda Cache Uma' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-18' },
      }),
    );
    const other = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Cacilda Cache Outra' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-18' },
      }),
    );
    const day = () => cards('2024-12-18', 'cacilda cache');
    const open = async () => names((await page(OPEN, { curinga: 'cacilda cache' })).data);
    expect((await day()).map((c) => [c.nmVisitante, c.dtEntrada, c.dtSaida])).toEqual([
      ['Cacilda Cache Uma', null, null],
      ['Cacilda Cache Outra', null, null],
    ]);
    expect(await open()).toEqual([]);
    // Each change comes within the cache's minute of a read of the same lists (a moved clock alone would age them out).
    await moveTo('2024-12-18T09:30:00');
    expect(await open()).toEqual([]);
    expect((await day())[0]).toMatchObject({ dtEntrada: null });
    const id = await logged('ENTRADA', ids);
    expect((await day())[0]).toMatchObject({ idLogEntrada: id, dtEntrada: '2024-12-18T09:30:00', dtSaida: null });
    expect(await open()).toEqual(['Cacilda Cache Uma']);
    await moveTo('2024-12-18T10:00:00');
    expect(await open()).toEqual(['Cacilda Cache Uma']);
    expect((await day())[0]).toMatchObject({ dtSaida: null });
    await logged('SAIDA', ids);
    expect((await day())[0]).toMatchObject({ idLogEntrada: id, dtSaida: '2024-12-18T10:00:00' });
    expect(await open()).toEqual([]);
    // Today's list without a date is the same list.
    expect((await page(DAY, { curinga: 'cacilda cache' })).data).toEqual(await day());
    // A deleted schedule leaves the day; its logged visit stays.
    expect((await desk().delete(schedule(other.idAutorizacao))).statusCode).toBe(200);
    expect((await desk().delete(schedule(ids.idAutorizacao))).statusCode).toBe(200);
    expect(await day()).toEqual([
      expect.objectContaining({ nmVisitante: 'Cacilda Cache Uma', idLogEntrada: id, dtSaida: '2024-12-18T10:00:00' }),
    ]);
    // The visitor list read before an edit shows the edit.
    const listed = async () =>
      (await page(LIST, { idVisitanteUnidade: ids.idVisitanteUnidade })).data.map(
        (v) => (v.visitante as { nome: string }).nome,
      );
    expect(await listed()).toEqual(['Cacilda Cache Uma']);
    const body = visitorBody(f.units.a101, { visitante: { nome: 'Cacilda Renomeada' } });
    const edited = await desk().put(SAVE, {
      visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
      autorizacao: { tipoAutorizacao: 'INTERFONAR' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listed()).toEqual(['Cacilda Renomeada']);
  });

  test('filtros do dia: entrada marcada, saída marcada ou não, tipo de agendamento; página com o total', async () => {
    await moveTo('2024-12-23T08:00:00');
    // Bloco C 101: no other test of this file has a visitor there.
    const c101 = await unitIdOf(f.db, 1001, 'Bloco C', '101');
    const pontual = (nome: string) =>
      save(
        visitorBody(c101, {
          visitante: { nome },
          autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-23' },
        }),
      );
    await pontual('Fabiana Filtro Sem');
    const inside = await pontual('Fabiana Filtro Dentro');
    const left = await save(
      visitorBody(c101, {
        visitante: { nome: 'Fabiana Filtro Saiu' },
        autorizacao: recurring('2024-12-23', '2024-12-27', []),
      }),
    );
    await moveTo('2024-12-23T09:00:00');
    await logged('ENTRADA', inside);
    await logged('ENTRADA', left);
    await moveTo('2024-12-23T09:30:00');
    await logged('SAIDA', left);
    const by = async (extra: Record<string, string>) => names(await cards('2024-12-23', 'fabiana filtro', extra));
    expect(await by({})).toEqual(['Fabiana Filtro Sem', 'Fabiana Filtro Dentro', 'Fabiana Filtro Saiu']);
    expect(await by({ entradaMarcada: 'true' })).toEqual(['Fabiana Filtro Dentro', 'Fabiana Filtro Saiu']);
    expect(await by({ entradaMarcada: 'false' })).toEqual(['Fabiana Filtro Sem']);
    expect(await by({ saidaMarcada: 'true' })).toEqual(['Fabiana Filtro Saiu']);
    expect(await by({ saidaMarcada: 'false' })).toEqual(['Fabiana Filtro Sem', 'Fabiana Filtro Dentro']);
    expect(await by({ entradaMarcada: 'true', saidaMarcada: 'false' })).toEqual(['Fabiana Filtro Dentro']);
    expect(await by({ tipoAutorizacao: 'PONTUAL' })).toEqual(['Fabiana Filtro Sem', 'Fabiana Filtro Dentro']);
    expect(await by({ tipoAutorizacao: 'ACESSO_LIBERADO' })).toEqual(['Fabiana Filtro Saiu']);
    // The unit and block filters without a search.
    const blocks = (await desk().get('/condominios/v3/4521/blocos')).json().data as { idBloco: number; nome: string }[];
    const blockOf = (nome: string) => String(blocks.find((b) => b.nome === nome)!.idBloco);
    const day = async (extra: Record<string, string | number>) =>
      names((await page(DAY, { dataReferencia: '2024-12-23', ...extra })).data);
    const all = ['Fabiana Filtro Sem', 'Fabiana Filtro Dentro', 'Fabiana Filtro Saiu'];
    expect(await day({ idsUnidades: c101 })).toEqual(all);
    expect(await day({ idsUnidades: c101, saidaMarcada: 'true' })).toEqual(['Fabiana Filtro Saiu']);
    expect(await day({ idsBlocos: blockOf('Bloco C') })).toEqual(all);
    expect(await day({ idsBlocos: `${blockOf('Bloco A')},${blockOf('Bloco B')}` })).not.toContain(all[0]);
    const second = await page(DAY, { dataReferencia: '2024-12-23', curinga: 'fabiana filtro', limit: 1, page: 2 });
    expect(second.meta).toEqual({ page: 2, totalPages: 3, totalItems: 3 });
    expect(names(second.data)).toEqual(['Fabiana Filtro Dentro']);
  });

  test('a visita cujo agendamento mudou de dia continua no dia em que aconteceu; o novo dia mostra o agendamento sem entrada', async () => {
    await moveTo('2024-12-26T09:00:00');
    const body = visitorBody(f.units.b302, {
      visitante: { nome: 'Murilo Remarcado' },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-26' },
    });
    const ids = await save(body);
    const id = await logged('ENTRADA', ids);
    await moveTo('2024-12-26T09:45:00');
    await logged('SAIDA', ids);
    const moved = await desk().put(SAVE, {
      visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-27', idAutorizacao: ids.idAutorizacao },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await cards('2024-12-26', 'murilo remarcado')).toEqual([
      expect.objectContaining({
        idLogEntrada: id,
        idAutorizacao: ids.idAutorizacao,
        tipoAutorizacao: 'PONTUAL',
        dtEntrada: '2024-12-26T09:00:00',
        dtSaida: '2024-12-26T09:45:00',
        nmBloco: 'Bloco B',
        nmUnidade: '302',
      }),
    ]);
    expect(await cards('2024-12-27', 'murilo remarcado')).toEqual([
      expect.objectContaining({
        idLogEntrada: null,
        idAutorizacao: ids.idAutorizacao,
        inicioAgendamento: '2024-12-27',
        fimAgendamento: '2024-12-27',
      }),
    ]);
  });

  test('visitas abertas: filtros por bloco e por tipo de agendamento, com o total; quem foi excluído sai da lista', async () => {
    await moveTo('2024-12-30T09:00:00');
    const intercom = await save(visitorBody(f.units.a101, { visitante: { nome: 'Olívia Aberta Interfone' } }));
    const scheduled = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Olívia Aberta Pontual' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-12-30' },
      }),
    );
    await logged('ENTRADA', intercom);
    await moveTo('2024-12-30T09:10:00');
    await logged('ENTRADA', scheduled);
    const blocks = (await desk().get('/condominios/v3/4521/blocos')).json().data as { idBloco: number; nome: string }[];
    const blockOf = (nome: string) => blocks.find((b) => b.nome === nome)!.idBloco;
    const open = async (extra: Record<string, string | number> = {}) => {
      const res = await page(OPEN, { curinga: 'olivia aberta', ...extra });
      expect(res.meta.totalItems).toBe(res.data.length);
      return names(res.data);
    };
    expect(await open()).toEqual(['Olívia Aberta Interfone', 'Olívia Aberta Pontual']);
    expect(await open({ idsBlocos: blockOf('Bloco B') })).toEqual(['Olívia Aberta Pontual']);
    expect(await open({ idsBlocos: `${blockOf('Bloco A')},${blockOf('Bloco C')}` })).toEqual([
      'Olívia Aberta Interfone',
    ]);
    expect(await open({ tipoAutorizacao: 'PONTUAL' })).toEqual(['Olívia Aberta Pontual']);
    expect(await open({ tipoAutorizacao: 'INTERFONAR' })).toEqual(['Olívia Aberta Interfone']);
    expect(await open({ idsUnidades: f.units.b302 })).toEqual(['Olívia Aberta Pontual']);
    const paged = await page(OPEN, { curinga: 'olivia aberta', limit: 1, page: 2 });
    expect([paged.meta, names(paged.data)]).toEqual([
      { page: 2, totalPages: 2, totalItems: 2 },
      ['Olívia Aberta Pontual'],
    ]);
    expect((await desk().delete(`/controleacesso/${intercom.idVisitante}`)).statusCode).toBe(200);
    expect(await open()).toEqual(['Olívia Aberta Pontual']);
  });

  test('relatório: só saídas registradas, por bloco, segunda página; CSV com a saída e o prestador sem unidade; PDF com cabeçalho, período e total; lotes pelo cursor', async () => {
    await moveTo('2025-01-05T08:00:00');
    const early = await save(visitorBody(f.units.a101, { visitante: { nome: 'Domingos Relatório' } }));
    await logged('ENTRADA', early);
    await moveTo('2025-01-06T08:00:00');
    const visitor = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Rafael Relatório' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2025-01-06' },
      }),
    );
    const provider = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Sônia Relatório', visitanteTipo: 'PRESTADOR_SERVICO', empresa: 'Sol & Cia' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2025-01-06' },
      }),
    );
    const condo = await save(
      visitorBody(null, { visitante: { nome: 'Caetano Relatório', visitanteTipo: 'PRESTADOR_CONDOMINIO' } }),
    );
    await moveTo('2025-01-06T08:10:00');
    await logged('ENTRADA', visitor);
    await moveTo('2025-01-06T08:20:00');
    await logged('ENTRADA', provider);
    await moveTo('2025-01-06T08:30:00');
    await logged('ENTRADA', condo);
    await moveTo('2025-01-06T09:00:00');
    await logged('SAIDA', visitor);
    await moveTo('2025-01-06T09:30:00');
    await logged('SAIDA', condo);
    await moveTo('2025-01-07T10:00:00');
    const period = { dataDe: '2025-01-06', dataAte: '2025-01-06' };
    const report = async (extra: Record<string, string | number> = {}) => page(REPORT, { ...period, ...extra });
    expect(names((await report()).data)).toEqual(['Caetano Relatório', 'Sônia Relatório', 'Rafael Relatório']);
    expect(names((await report({ saidaMarcada: 'true' })).data)).toEqual(['Caetano Relatório', 'Rafael Relatório']);
    const blocks = (await desk().get('/condominios/v3/4521/blocos')).json().data as { idBloco: number; nome: string }[];
    const blockB = blocks.find((b) => b.nome === 'Bloco B')!.idBloco;
    expect(names((await report({ idBloco: blockB })).data)).toEqual(['Sônia Relatório']);
    const second = await report({ limit: 1, page: 2 });
    expect([second.meta, names(second.data)]).toEqual([{ page: 2, totalPages: 3, totalItems: 3 }, ['Sônia Relatório']]);
    expect((await report({ saidaMarcada: 'true' })).data[0]).toEqual({
      idLogEntrada: expect.any(Number),
      nmUnidade: null,
      nmBloco: null,
      tipoVisitante: 'PRESTADOR_CONDOMINIO',
      nmVisitante: 'Caetano Relatório',
      empresa: null,
      dtEntrada: '2025-01-06T08:30:00',
      dtSaida: '2025-01-06T09:30:00',
    });

    const csv = await desk().get(FILE, { tipo: 'CSV', ...period, saidaMarcada: 'true' });
    expect(csv.body).toBe(
      '\ufeffVisitante;Tipo;Empresa;Bloco;Unidade;Entrada;Saída\r\n' +
        `Caetano Relatório;${L.visitanteTipo.PRESTADOR_CONDOMINIO};;;;06/01/2025 08:30;06/01/2025 09:30\r\n` +
        'Rafael Relatório;Visitante;;Bloco A;101;06/01/2025 08:10;06/01/2025 09:00\r\n',
    );
    const pdf = await desk().get(FILE, { tipo: 'PDF', dataDe: '2025-01-05', dataAte: '2025-01-06' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    const [condominium] = await f.db.select().from(condominios).where(eq(condominios.idCondo, 1001));
    expect(text).toContain(`${condominium!.referencia} - ${condominium!.nome}`);
    expect(text).toContain(fill(C.reportPeriod, { de: '05/01/2025', ate: '06/01/2025' }));
    expect(text).toContain(`${C.totalRecords}: 4`);
    expect(text).toContain('Sol & Cia');
    expect(text).toContain('Domingos Relatório');

    // In batches of two, the keyset cursor (day, then id) walks the two days without a gap or a repeat.
    const batches: number[][] = [];
    for await (const rows of reportRows(f.db, 1001, { dataDe: '2025-01-05', dataAte: '2025-01-06' }, 2))
      batches.push(rows.map((r) => r.id));
    const all = (await report({ dataDe: '2025-01-05' })).data.map((r) => r.idLogEntrada);
    expect(all).toHaveLength(4);
    expect(batches).toEqual([all.slice(0, 2), all.slice(2)]);
    const three: number[][] = [];
    for await (const rows of reportRows(f.db, 1001, { dataDe: '2025-01-05', dataAte: '2025-01-06' }, 3))
      three.push(rows.map((r) => r.id));
    expect(three).toEqual([all.slice(0, 3), all.slice(3)]);
  });
});

// PGlite runs one transaction at a time, so requests sent together are served one after another there: these
// races only exist on PostgreSQL (TEST_DATABASE_URL), as in correspondence/concurrent-writes.test.ts.
const isPglite = !process.env.TEST_DATABASE_URL;

describe.skipIf(isPglite)('portarias ao mesmo tempo (só no PostgreSQL: o PGlite serializa as transações)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  const desk = () => f.client(f.tokens.a);
  const save = async (body: object): Promise<Ids> => {
    const res = await desk().post(SAVE, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const together = <T>(n: number, call: () => Promise<T>) => Promise.all(Array.from({ length: n }, call));
  const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

  test('a mesma entrada agendada por várias portarias ao mesmo tempo: uma entra, as outras recebem 409', async () => {
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Corrida Entrada' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-01' },
      }),
    );
    const results = await together(6, () =>
      desk().post(LOG, {
        tipo: 'ENTRADA',
        idAutorizacao: ids.idAutorizacao,
        idVisitanteUnidade: ids.idVisitanteUnidade,
      }),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409, 409]);
    const inside = fill(M.visitorStillInside, { nome: 'Corrida Entrada', desde: '01/10/2024 09:00' });
    for (const r of results.filter((x) => x.statusCode === 409))
      expect([M.entryAlreadyRegistered, inside]).toContain(r.json().message);
    const rows = await f.db.select().from(logEntradas).where(eq(logEntradas.idAutorizacao, ids.idAutorizacao));
    expect(rows).toHaveLength(1);
  });

  test('a mesma saída por várias portarias ao mesmo tempo: uma fecha a visita, as outras recebem 409', async () => {
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Corrida Saída' } }));
    const entry = await desk().post(LOG, {
      tipo: 'ENTRADA',
      idAutorizacao: null,
      idVisitanteUnidade: ids.idVisitanteUnidade,
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const idLogEntrada = entry.json().idLogEntrada as number;
    const results = await together(6, () =>
      desk().post(LOG, { tipo: 'SAIDA', idVisitanteUnidade: ids.idVisitanteUnidade, idLogEntrada }),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409, 409]);
    // Each refusal says when the winner closed the visit (decision 128).
    const quando = entryTimeText(results.find((x) => x.statusCode === 200)!.json().data);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: fill(M.exitAlreadyRegisteredAt, { quando }) });
    const audits = await f.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'visita.registrar_saida'), eq(auditLog.idEntidade, String(idLogEntrada))));
    expect(audits).toHaveLength(1);
  });

  test('o mesmo documento cadastrado na mesma unidade ao mesmo tempo: um cadastro, os outros 409', async () => {
    const body = visitorBody(f.units.b302, { visitante: { nome: 'Corrida Documento' } });
    const results = await together(6, () => desk().post(SAVE, body));
    expect(statuses(results)).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect([M.alreadyInUnit, M.documentTaken]).toContain(r.json().message);
    expect((await desk().get(LIST, { curinga: 'corrida documento' })).json().meta.totalItems).toBe(1);
  });

  test('o mesmo agendamento e o mesmo visitante excluídos ao mesmo tempo: uma exclusão, as outras 404', async () => {
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Corrida Exclusão' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-02' },
      }),
    );
    const schedules = await together(5, () => desk().delete(schedule(ids.idAutorizacao)));
    expect(statuses(schedules)).toEqual([200, 404, 404, 404, 404]);
    for (const r of schedules.filter((x) => x.statusCode === 404))
      expect(r.json()).toEqual({ message: M.scheduleNotFound });
    const people = await together(5, () => desk().delete(`/controleacesso/${ids.idVisitante}`));
    expect(statuses(people)).toEqual([200, 404, 404, 404, 404]);
    for (const r of people.filter((x) => x.statusCode === 404))
      expect(r.json()).toEqual({ message: M.visitorNotFound });
    const events = await f.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'visitante'), eq(timelineEvents.idEntidade, String(ids.idVisitante))));
    expect(events).toHaveLength(1);
  });
});
