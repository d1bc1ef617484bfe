import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { OFFLINE_WRITE_MESSAGES as O } from '@portaria/shared/common/offline-write';
import { fill } from '@portaria/shared/text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { logEntradas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { offline, sp, tracesOf } from '../../test/offline.ts';
import { clockedDesk, visitorBody } from './visitors.test-support.ts';

const LOG = '/controleacesso/logentrada';
const QUICK = '/controleacesso/entradaesaida/automatico';
const DAY = '/controleacesso/autorizarconvidado/logentrada';
const TIMELINE = '/portaria/api/v2/linhadotempo';

describe('entradas e saídas feitas sem conexão (issue 35, decisão 128)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  const { desk, moveTo, save } = clockedDesk(() => f);
  const visitsOf = (idVisitanteUnidade: number) =>
    f.db.select().from(logEntradas).where(eq(logEntradas.idVisitanteUnidade, idVisitanteUnidade));
  const post = (body: object, headers: Record<string, string>) => desk().post(LOG, body, { headers });

  test('entrada e saída de 3 horas atrás guardam a hora da portaria, no dia em que aconteceram; a repetição responde o mesmo', async () => {
    await moveTo('2024-10-01T20:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Otília Offline' } }));
    // The internet comes back at 01:30: the desk sends what it wrote at 22:30 and 23:10 the day before.
    await moveTo('2024-10-02T01:30:00');
    const body = { tipo: 'ENTRADA', idAutorizacao: null, idVisitanteUnidade: ids.idVisitanteUnidade };
    const entryHeaders = offline('2024-10-01T22:30:00');
    const entry = await post(body, entryHeaders);
    expect([entry.statusCode, entry.headers['idempotent-replayed']]).toEqual([200, undefined]);
    const { idLogEntrada } = entry.json();
    expect(entry.json()).toEqual({ idLogEntrada, tipo: 'ENTRADA', data: '2024-10-01T22:30:00' });

    const again = await post(body, entryHeaders);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([200, 'true', entry.json()]);
    const other = await post({ ...body, tipo: 'SAIDA' }, entryHeaders);
    expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.mismatch }]);

    const exitHeaders = offline('2024-10-01T23:10:00');
    const exit = await post({ ...body, tipo: 'SAIDA', idLogEntrada }, exitHeaders);
    expect([exit.statusCode, exit.json()]).toEqual([200, { idLogEntrada, tipo: 'SAIDA', data: '2024-10-01T23:10:00' }]);
    expect((await post({ ...body, tipo: 'SAIDA', idLogEntrada }, exitHeaders)).json()).toEqual(exit.json());

    const [row] = await visitsOf(ids.idVisitanteUnidade);
    expect(await visitsOf(ids.idVisitanteUnidade)).toHaveLength(1);
    expect(row).toMatchObject({
      dia: '2024-10-01',
      dtEntrada: sp('2024-10-01T22:30:00'),
      dtSaida: sp('2024-10-01T23:10:00'),
    });
    const day = (await desk().get(DAY, { dataReferencia: '2024-10-01', curinga: 'otilia offline' })).json().data;
    expect(day).toEqual([
      expect.objectContaining({ idLogEntrada, dtEntrada: '2024-10-01T22:30:00', dtSaida: '2024-10-01T23:10:00' }),
    ]);
    const next = (await desk().get(DAY, { dataReferencia: '2024-10-02', curinga: 'otilia offline' })).json().data;
    expect(next).toEqual([]);
    const timeline = (await desk().get(TIMELINE, { data: '2024-10-01' })).json();
    expect(timeline).toContainEqual(
      expect.objectContaining({ atividade: 'Entrada de Visitante: Otília Offline', dtInicio: '2024-10-01T22:30:00' }),
    );
    // The audit keeps when the server received each, and the desk's moment in its details; one of each, no more.
    const { audits, events } = await tracesOf(f.db, 'log_entrada', idLogEntrada);
    expect(events).toHaveLength(2);
    expect(audits.map((a) => [a.acao, a.createdAt, a.detalhes?.momento])).toEqual([
      ['visita.registrar_entrada', sp('2024-10-02T01:30:00'), sp('2024-10-01T22:30:00').toISOString()],
      ['visita.registrar_saida', sp('2024-10-02T01:30:00'), sp('2024-10-01T23:10:00').toISOString()],
    ]);
  });

  test('saída de visita já fechada por outra portaria: 409 dizendo quando; saída antes da entrada: 422', async () => {
    await moveTo('2024-10-03T08:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Saulo Saída' } }));
    const body = { tipo: 'ENTRADA', idAutorizacao: null, idVisitanteUnidade: ids.idVisitanteUnidade };
    const { idLogEntrada } = (await post(body, offline())).json();
    await moveTo('2024-10-03T09:40:00');
    // Another desk, online, closed the visit at 09:40; this desk had written its exit offline at 09:35.
    expect((await post({ ...body, tipo: 'SAIDA', idLogEntrada }, {})).statusCode).toBe(200);
    const late = await post({ ...body, tipo: 'SAIDA', idLogEntrada }, offline('2024-10-03T09:35:00'));
    const closed = fill(M.exitAlreadyRegisteredAt, { quando: '03/10/2024 09:40' });
    expect([late.statusCode, late.json()]).toEqual([409, { message: closed }]);
    // Without the visit's id, the schedule's last visit: the same answer.
    const bySchedule = await post({ ...body, tipo: 'SAIDA' }, offline('2024-10-03T09:35:00'));
    expect([bySchedule.statusCode, bySchedule.json()]).toEqual([409, { message: closed }]);

    const second = (await post(body, offline())).json();
    const early = await post(
      { ...body, tipo: 'SAIDA', idLogEntrada: second.idLogEntrada },
      offline('2024-10-03T09:00:00'),
    );
    expect([early.statusCode, early.json()]).toEqual([
      422,
      { message: fill(M.exitBeforeEntry, { saida: '03/10/2024 09:00', entrada: '03/10/2024 09:40' }) },
    ]);
    expect((await visitsOf(ids.idVisitanteUnidade)).map((v) => v.dtSaida)).toEqual([sp('2024-10-03T09:40:00'), null]);
  });

  test('momento no futuro, de mais de 7 dias ou malformado é recusado e nada é gravado', async () => {
    await moveTo('2024-10-04T10:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Fausto Futuro' } }));
    const body = { tipo: 'ENTRADA', idAutorizacao: null, idVisitanteUnidade: ids.idVisitanteUnidade };
    const cases: [string, number, string][] = [
      ['2024-10-04T10:03:00-03:00', 422, O.momentoFuture],
      ['2024-09-26T10:00:00-03:00', 422, O.momentoTooOld],
      ['2024-10-04T10:00:00', 400, O.momentoInvalid],
      ['ontem', 400, O.momentoInvalid],
    ];
    for (const [momento, status, message] of cases) {
      const res = await post(body, { ...offline(), momento });
      expect([momento, res.statusCode, res.json()]).toEqual([momento, status, { message }]);
      const quick = await desk().post(QUICK, undefined, {
        query: { idVisitanteUnidade: ids.idVisitanteUnidade },
        headers: { ...offline(), momento },
      });
      expect([momento, quick.statusCode]).toEqual([momento, status]);
    }
    expect(await visitsOf(ids.idVisitanteUnidade)).toEqual([]);
    // Two minutes ahead is a clock difference, not the future.
    const skewed = await post(body, { ...offline(), momento: '2024-10-04T10:02:00-03:00' });
    expect([skewed.statusCode, skewed.json().data]).toEqual([200, '2024-10-04T10:02:00']);
  });

  test('entrada rápida sem conexão: 201 com a hora da portaria; a repetição responde o mesmo, sem segunda entrada', async () => {
    await moveTo('2024-10-05T07:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Rúbia Rápida' } }));
    await moveTo('2024-10-05T10:00:00');
    const headers = offline('2024-10-05T07:10:00');
    const query = { idVisitanteUnidade: ids.idVisitanteUnidade };
    const first = await desk().post(QUICK, undefined, { query, headers });
    expect([first.statusCode, first.json().data]).toEqual([201, '2024-10-05T07:10:00']);
    const again = await desk().post(QUICK, undefined, { query, headers });
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([201, 'true', first.json()]);
    expect(await visitsOf(ids.idVisitanteUnidade)).toHaveLength(1);
    expect((await tracesOf(f.db, 'log_entrada', first.json().idLogEntrada)).audits).toHaveLength(1);
  });
});
