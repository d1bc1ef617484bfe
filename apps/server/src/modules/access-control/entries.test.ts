import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { fill } from '@portaria/shared/text';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendTimelineEvent } from '../../platform/timeline/timeline.repository.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel } from '../correspondence/correspondence.test-support.ts';
import { freshPassport, recurring, visitorBody, clockedDesk, localTime } from './visitors.test-support.ts';

const DAY = '/controleacesso/autorizarconvidado/logentrada';
const LOG = '/controleacesso/logentrada';
const REPORT = '/controleacesso/autorizarconvidado/logentrada/filtrado';
const FILE = '/controleacesso/autorizarconvidado/logentrada/relatorio';
// 2024-10-07 is a Monday, 10-08 a Tuesday, 10-09 a Wednesday. São Paulo is UTC−3.
const at = localTime;

describe('entradas e saídas do dia, relatório e linha do tempo', () => {
  let f: Fixture;
  // Each test walks its own days from a fresh database: none reads what another left (any order passes).
  beforeEach(async () => {
    f = await createFixture();
  });
  afterEach(() => f.close());
  /** Each test moves the clock; the desk signs in again at the new time. */
  const { desk, moveTo, save, token } = clockedDesk(() => f);
  const cards = async (dataReferencia: string, curinga: string, extra: Record<string, string> = {}) => {
    const res = await desk().get(DAY, { dataReferencia, curinga, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, unknown>[];
  };
  const log = (
    tipo: string,
    ids: { idVisitanteUnidade: number; idAutorizacao?: number | null },
    data = '2000-01-01T00:00:00',
  ) =>
    desk().post(LOG, {
      tipo,
      idAutorizacao: ids.idAutorizacao ?? null,
      idVisitanteUnidade: ids.idVisitanteUnidade,
      data,
    });

  test('recorrente segunda/quarta: numa segunda do período aparece, numa terça não, depois do fim não', async () => {
    await moveTo('2024-10-01T09:00:00');
    const passport = freshPassport();
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: {
          nome: 'Hans Recorrente',
          estrangeiro: true,
          tipoDocumentoEstrangeiro: 'PASSAPORTE',
          documentoEstrangeiro: passport,
          cpf: null,
        },
        autorizacao: recurring('2024-10-07', '2024-10-16', [2, 4]),
      }),
    );
    expect(await cards('2024-10-07', 'hans recorrente')).toEqual([
      {
        idLogEntrada: null,
        tipo: 'VISITANTE',
        tipoAutorizacao: 'ACESSO_LIBERADO',
        idAutorizacao: ids.idAutorizacao,
        nmVisitante: 'Hans Recorrente',
        idVisitanteUnidade: ids.idVisitanteUnidade,
        empresa: null,
        nmBloco: 'Bloco A',
        nmUnidade: '101',
        inicioAgendamento: '2024-10-07',
        fimAgendamento: '2024-10-16',
        dtEntrada: null,
        dtSaida: null,
      },
    ]);
    expect(await cards('2024-10-09', 'hans recorrente')).toHaveLength(1);
    expect(await cards('2024-10-08', 'hans recorrente')).toEqual([]);
    expect(await cards('2024-10-21', 'hans recorrente')).toEqual([]);
    expect(await cards('2024-09-30', 'hans recorrente')).toEqual([]);
    expect(await cards('2024-10-14', passport.toLowerCase())).toHaveLength(1);
  });

  test('saída sem entrada é recusada; entrada pelo relógio do servidor; segunda entrada recusada; saída; segunda saída recusada', async () => {
    await moveTo('2024-10-01T09:00:00');
    const ids = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Paula Pontual' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-01' },
      }),
    );
    const early = await log('SAIDA', ids);
    expect([early.statusCode, early.json()]).toEqual([409, { message: M.exitWithoutEntry }]);
    await moveTo('2024-10-01T10:15:30');
    const entry = await log('ENTRADA', ids, '1999-12-31T23:59:59');
    expect([entry.statusCode, entry.json()]).toEqual([
      200,
      { idLogEntrada: expect.any(Number), tipo: 'ENTRADA', data: '2024-10-01T10:15:30' },
    ]);
    const twice = await log('ENTRADA', ids);
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: M.entryAlreadyRegistered }]);
    expect(await cards('2024-10-01', 'paula pontual', { entradaMarcada: 'true', saidaMarcada: 'false' })).toEqual([
      expect.objectContaining({
        idLogEntrada: entry.json().idLogEntrada,
        dtEntrada: '2024-10-01T10:15:30',
        dtSaida: null,
      }),
    ]);
    await moveTo('2024-10-01T11:00:00');
    const exit = await log('SAIDA', ids);
    expect([exit.statusCode, exit.json()]).toEqual([
      200,
      { idLogEntrada: entry.json().idLogEntrada, tipo: 'SAIDA', data: '2024-10-01T11:00:00' },
    ]);
    const again = await log('SAIDA', ids);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: fill(M.exitAlreadyRegisteredAt, { quando: '01/10/2024 11:00' }) },
    ]);
    expect(await cards('2024-10-01', 'paula pontual', { saidaMarcada: 'true' })).toEqual([
      expect.objectContaining({ dtEntrada: '2024-10-01T10:15:30', dtSaida: '2024-10-01T11:00:00' }),
    ]);
    expect(await cards('2024-10-01', 'paula pontual', { entradaMarcada: 'false' })).toEqual([]);
    // Unit and block filters (the card is of Bloco B 302).
    const blocks = (await desk().get('/condominios/v3/4521/blocos')).json().data as { idBloco: number; nome: string }[];
    const blockId = (nome: string) => String(blocks.find((b) => b.nome === nome)!.idBloco);
    expect(await cards('2024-10-01', 'paula', { idsUnidades: String(f.units.b302) })).toHaveLength(1);
    expect(await cards('2024-10-01', 'paula', { idsUnidades: String(f.units.a101) })).toEqual([]);
    expect(
      await cards('2024-10-01', 'paula', { idsBlocos: `${blockId('Bloco A')},${blockId('Bloco B')}` }),
    ).toHaveLength(1);
    expect(await cards('2024-10-01', 'paula', { idsBlocos: blockId('Bloco C') })).toEqual([]);
    expect(await cards('2024-10-01', 'paula', { tipoAutorizacao: 'ACESSO_LIBERADO' })).toEqual([]);
    // On a day the schedule does not cover, the entry is refused.
    await moveTo('2024-10-02T09:00:00');
    const late = await log('ENTRADA', ids);
    expect([late.statusCode, late.json()]).toEqual([409, { message: M.scheduleNotValidToday }]);
  });

  test('interfonar aparece quando chega: entrada rápida 201, de novo enquanto está dentro 409, saída pelo cartão', async () => {
    await moveTo('2024-10-02T14:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Igor Interfone' } }));
    expect(await cards('2024-10-02', 'igor interfone')).toEqual([]);
    const quick = await desk().post(
      `/controleacesso/entradaesaida/automatico?idVisitanteUnidade=${ids.idVisitanteUnidade}`,
    );
    expect([quick.statusCode, quick.json()]).toEqual([
      201,
      { idLogEntrada: expect.any(Number), tipo: 'ENTRADA', data: '2024-10-02T14:00:00' },
    ]);
    const [card] = await cards('2024-10-02', 'igor interfone');
    expect(card).toMatchObject({
      tipoAutorizacao: 'INTERFONAR',
      idAutorizacao: ids.idAutorizacao,
      dtEntrada: '2024-10-02T14:00:00',
      dtSaida: null,
      inicioAgendamento: null,
    });
    const inside = await desk().post(
      `/controleacesso/entradaesaida/automatico?idVisitanteUnidade=${ids.idVisitanteUnidade}`,
    );
    expect([inside.statusCode, inside.json()]).toEqual([
      409,
      { message: fill(M.visitorStillInside, { nome: 'Igor Interfone', desde: '02/10/2024 14:00' }) },
    ]);
    await moveTo('2024-10-02T14:30:00');
    expect(
      (await log('SAIDA', { idVisitanteUnidade: ids.idVisitanteUnidade, idAutorizacao: card!.idAutorizacao as number }))
        .statusCode,
    ).toBe(200);
    // A second visit the same day is a second card.
    await moveTo('2024-10-02T16:00:00');
    expect((await log('ENTRADA', ids)).statusCode).toBe(200);
    expect((await cards('2024-10-02', 'igor interfone')).map((c) => c.dtEntrada)).toEqual([
      '2024-10-02T14:00:00',
      '2024-10-02T16:00:00',
    ]);
    // The quick entry uses a schedule valid today first.
    const scheduled = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Sara Agendada' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-02' },
      }),
    );
    expect(
      (await desk().post(`/controleacesso/entradaesaida/automatico?idVisitanteUnidade=${scheduled.idVisitanteUnidade}`))
        .statusCode,
    ).toBe(201);
    expect(await cards('2024-10-02', 'sara agendada')).toEqual([
      expect.objectContaining({
        tipoAutorizacao: 'PONTUAL',
        idAutorizacao: scheduled.idAutorizacao,
        dtEntrada: '2024-10-02T16:00:00',
      }),
    ]);
  });

  test('dia de São Paulo: uma entrada às 23:30 fica no dia, não no dia seguinte do UTC; relatório e linha do tempo também', async () => {
    await moveTo('2024-10-02T16:10:00');
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Noemi Noturna' },
        autorizacao: recurring('2024-10-02', '2024-10-31', []),
      }),
    );
    await moveTo('2024-10-02T23:30:00');
    expect((await log('ENTRADA', ids)).json().data).toBe('2024-10-02T23:30:00');
    await moveTo('2024-10-03T00:20:00');
    expect((await log('SAIDA', ids)).statusCode).toBe(200);
    expect(await cards('2024-10-02', 'noemi noturna')).toEqual([
      expect.objectContaining({ dtEntrada: '2024-10-02T23:30:00', dtSaida: '2024-10-03T00:20:00' }),
    ]);
    expect(await cards('2024-10-03', 'noemi noturna')).toEqual([expect.objectContaining({ dtEntrada: null })]);
    const report = (await desk().get(REPORT, { dataDe: '2024-10-02', dataAte: '2024-10-02' })).json();
    expect(report.data).toContainEqual(
      expect.objectContaining({
        nmVisitante: 'Noemi Noturna',
        dtEntrada: '2024-10-02T23:30:00',
        dtSaida: '2024-10-03T00:20:00',
      }),
    );
    expect((await desk().get(REPORT, { dataDe: '2024-10-03', dataAte: '2024-10-03' })).json().data).toEqual([]);
    const timeline = (await desk().get('/portaria/api/v2/linhadotempo', { data: '2024-10-02' })).json();
    expect(timeline).toContainEqual({
      atividade: 'Entrada de Visitante: Noemi Noturna',
      dtInicio: '2024-10-02T23:30:00',
      dtFim: null,
      nmBloco: 'Bloco A',
      nmUnidade: '101',
      nmPessoa: 'Noemi Noturna',
    });
    const next = (await desk().get('/portaria/api/v2/linhadotempo', { data: '2024-10-03' })).json();
    expect(next).toContainEqual(
      expect.objectContaining({ atividade: 'Saída de Visitante: Noemi Noturna', dtInicio: '2024-10-03T00:20:00' }),
    );
  });

  test('relatório: período obrigatório, até 90 dias, sem futuro; filtros; saída não registrada; página de 50 com totais', async () => {
    // A visit of the same unit two days before, with its entry and its exit.
    await moveTo('2024-10-01T09:00:00');
    const visit = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Paula Pontual' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-01' },
      }),
    );
    expect((await log('ENTRADA', visit)).statusCode).toBe(200);
    await moveTo('2024-10-01T11:00:00');
    expect((await log('SAIDA', visit)).statusCode).toBe(200);
    await moveTo('2024-10-03T09:00:00');
    const provider = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Rui Prestador', empresa: 'Elétrica Luz', visitanteTipo: 'PRESTADOR_SERVICO' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-03' },
      }),
    );
    expect((await log('ENTRADA', provider)).statusCode).toBe(200);
    const bad = async (query: Record<string, string>, message: string) => {
      const res = await desk().get(REPORT, query);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    };
    await bad({ dataDe: '2024-07-01', dataAte: '2024-09-30' }, C.rangeTooLong);
    await bad({ dataDe: '2024-10-01', dataAte: '2024-10-04' }, C.rangeFuture);
    await bad({ dataDe: '2024-10-02', dataAte: '2024-10-01' }, C.rangeInverted);
    expect((await desk().get(REPORT, { dataAte: '2024-10-01' })).statusCode).toBe(400);
    expect((await desk().get(FILE, { tipo: 'CSV', dataDe: '2024-07-01', dataAte: '2024-09-30' })).statusCode).toBe(400);
    const all = (await desk().get(REPORT, { dataDe: '2024-07-05', dataAte: '2024-10-03' })).json();
    expect(all.meta).toEqual({ page: 1, totalPages: 1, totalItems: all.data.length });
    expect(all.data[0]).toEqual({
      idLogEntrada: expect.any(Number),
      nmUnidade: '302',
      nmBloco: 'Bloco B',
      tipoVisitante: 'PRESTADOR_SERVICO',
      nmVisitante: 'Rui Prestador',
      empresa: 'Elétrica Luz',
      dtEntrada: '2024-10-03T09:00:00',
      dtSaida: null,
    });
    const open = (
      await desk().get(REPORT, { dataDe: '2024-10-01', dataAte: '2024-10-03', saidaMarcada: 'false' })
    ).json();
    expect(open.data.every((r: { dtSaida: string | null }) => r.dtSaida === null)).toBe(true);
    expect(open.data.map((r: { nmVisitante: string }) => r.nmVisitante)).toContain('Rui Prestador');
    expect(open.data.map((r: { nmVisitante: string }) => r.nmVisitante)).not.toContain('Paula Pontual');
    const providers = (
      await desk().get(REPORT, { dataDe: '2024-10-01', dataAte: '2024-10-03', tipoVisitante: 'PRESTADOR_SERVICO' })
    ).json();
    expect(providers.data.map((r: { nmVisitante: string }) => r.nmVisitante)).toEqual(['Rui Prestador']);
    expect(
      (await desk().get(REPORT, { dataDe: '2024-10-01', dataAte: '2024-10-03', idUnidade: String(f.units.b302) }))
        .json()
        .data.map((r: { nmVisitante: string }) => r.nmVisitante),
    ).toEqual(['Rui Prestador', 'Paula Pontual']);
    const csv = await desk().get(FILE, { tipo: 'CSV', dataDe: '2024-10-03', dataAte: '2024-10-03' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="reports.csv"');
    expect(csv.body).toBe(
      '\ufeffVisitante;Tipo;Empresa;Bloco;Unidade;Entrada;Saída\r\nRui Prestador;Prestador de serviço;Elétrica Luz;Bloco B;302;03/10/2024 09:00;\r\n',
    );
    const pdf = await desk().get(FILE, { tipo: 'PDF', dataDe: '2024-10-01', dataAte: '2024-10-03' });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
  });

  test('linha do tempo do dia: eventos de várias áreas, nenhum de outro condomínio', async () => {
    await moveTo('2024-10-04T10:00:00');
    expect(
      (await api(f.app, token()).register(parcel(f.units.a101, { destinatario: 'Tânia Encomenda' }))).statusCode,
    ).toBe(201);
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Otto Linha' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-04' },
      }),
    );
    await moveTo('2024-10-04T10:30:00');
    await log('ENTRADA', ids);
    await appendTimelineEvent(f.db, {
      idCondo: 1002,
      area: 'acessos',
      atividade: 'Entrada de Visitante: Outro Condomínio',
      at: at('2024-10-04T10:40:00'),
      idUnidade: f.units.torre101,
    });
    const events = (await desk().get('/portaria/api/v2/linhadotempo', { data: '2024-10-04' })).json() as {
      atividade: string;
    }[];
    expect(events.map((e) => e.atividade)).toEqual([
      'Entrada de Visitante: Otto Linha',
      'Agendamento Pontual cadastrado: Otto Linha',
      'Visitante cadastrado: Otto Linha',
      expect.stringMatching(/^Correspondência recebida \(Cód\.\d+\)$/),
    ]);
    expect(JSON.stringify(events)).not.toContain('Outro Condomínio');
  });
});
