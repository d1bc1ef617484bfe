import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { OFFLINE_WRITE_MESSAGES as O } from '@portaria/shared/common/offline-write';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { autorizacoes, logEntradas, visitanteUnidades, visitantes } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { offline, sp, tracesOf } from '../../test/offline.ts';
import { clockedDesk, freshCpf, SAVE_VISITOR, visitorBody } from './visitors.test-support.ts';

const QUICK = '/controleacesso/entradaesaida/automatico';
const DAY = '/controleacesso/autorizarconvidado/logentrada';
const TIMELINE = '/portaria/api/v2/linhadotempo';

/** A new visitor who arrives while the desk is offline: registered with a schedule of that day, then let in. */
describe('novo visitante cadastrado sem conexão (issue 35, decisão 128)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  const { desk, moveTo } = clockedDesk(() => f);
  const create = (body: object, headers: Record<string, string>) => desk().post(SAVE_VISITOR, body, { headers });
  const peopleWith = (cpf: string) => f.db.select().from(visitantes).where(eq(visitantes.numeroDocumento, cpf));
  const linksOf = (idVisitante: number) =>
    f.db.select().from(visitanteUnidades).where(eq(visitanteUnidades.idVisitante, idVisitante));
  const schedulesOf = (idVisitanteUnidade: number) =>
    f.db.select().from(autorizacoes).where(eq(autorizacoes.idVisitanteUnidade, idVisitanteUnidade));

  test('cadastro e entrada de 3 horas atrás, de um dia que já passou: guardam a hora da portaria; a repetição responde o mesmo e grava uma vez', async () => {
    // The internet comes back at 01:30: the desk sends the visitor it registered at 22:30 the day before.
    await moveTo('2024-10-02T01:30:00');
    const cpf = freshCpf();
    const body = visitorBody(f.units.a101, {
      visitante: { nome: 'Norberto Novo Semrede', cpf },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-01', dataAte: '2024-10-01' },
    });
    const headers = offline('2024-10-01T22:30:00');
    const first = await create(body, headers);
    expect([first.statusCode, first.headers['idempotent-replayed']], first.body).toEqual([201, undefined]);
    const saved = first.json() as { idVisitante: number; idVisitanteUnidade: number; idAutorizacao: number };

    // A sync cut off and restarted sends it again: the first answer, nothing stored twice.
    const again = await create(body, headers);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([201, 'true', saved]);
    const other = await create({ ...body, autorizacao: { tipoAutorizacao: 'INTERFONAR' } }, headers);
    expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.mismatch }]);
    const people = await peopleWith(cpf);
    expect(people).toHaveLength(1);
    expect(await linksOf(people[0]!.id)).toHaveLength(1);
    expect(await schedulesOf(saved.idVisitanteUnidade)).toHaveLength(1);
    const { audits, events } = await tracesOf(f.db, 'visitante_unidade', saved.idVisitanteUnidade);
    expect(events).toHaveLength(1);
    expect(audits.map((a) => [a.acao, a.createdAt, a.detalhes?.momento])).toEqual([
      ['visitante.cadastrar', sp('2024-10-02T01:30:00'), sp('2024-10-01T22:30:00').toISOString()],
    ]);
    // Registered when it happened, on that day's timeline.
    expect(people[0]!.createdAt).toEqual(sp('2024-10-01T22:30:00'));
    const timeline = (await desk().get(TIMELINE, { data: '2024-10-01' })).json();
    expect(timeline).toContainEqual(
      expect.objectContaining({
        atividade: expect.stringContaining('Norberto Novo Semrede'),
        dtInicio: '2024-10-01T22:30:00',
      }),
    );

    // Its entry, queued right after: on the schedule of that day, at 22:30.
    const entryHeaders = offline('2024-10-01T22:30:05');
    const query = { idVisitanteUnidade: saved.idVisitanteUnidade };
    const entry = await desk().post(QUICK, undefined, { query, headers: entryHeaders });
    expect([entry.statusCode, entry.json().data], entry.body).toEqual([201, '2024-10-01T22:30:05']);
    expect((await desk().post(QUICK, undefined, { query, headers: entryHeaders })).json()).toEqual(entry.json());
    const visits = await f.db
      .select()
      .from(logEntradas)
      .where(eq(logEntradas.idVisitanteUnidade, saved.idVisitanteUnidade));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ dia: '2024-10-01', idAutorizacao: saved.idAutorizacao });
    const day = (await desk().get(DAY, { dataReferencia: '2024-10-01', curinga: 'norberto novo' })).json().data;
    expect(day).toEqual([
      expect.objectContaining({ nmVisitante: 'Norberto Novo Semrede', dtEntrada: '2024-10-01T22:30:05' }),
    ]);
  });

  test('sem momento, o cadastro continua pelo relógio do servidor, e um segundo cadastro com outra chave é 409', async () => {
    await moveTo('2024-10-03T09:00:00');
    const body = visitorBody(f.units.a101, { visitante: { nome: 'Lívia Ao Vivo' } });
    const live = await create(body, offline());
    expect(live.statusCode, live.body).toBe(201);
    const twice = await create(body, offline());
    expect([twice.statusCode, twice.json()]).toEqual([409, { message: M.alreadyInUnit }]);
    const plain = await desk().post(SAVE_VISITOR, visitorBody(f.units.a101, { visitante: { nome: 'Sem Chave' } }));
    expect(plain.statusCode).toBe(201);
  });

  test('momento no futuro, de mais de 7 dias ou malformado é recusado em pt-BR e nada é gravado', async () => {
    await moveTo('2024-10-04T10:00:00');
    const cases: [string, number, string][] = [
      ['2024-10-04T10:02:01-03:00', 422, O.momentoFuture],
      ['2024-09-27T09:59:59-03:00', 422, O.momentoTooOld],
      ['2024-10-04T10:00:00', 400, O.momentoInvalid],
      ['ontem', 400, O.momentoInvalid],
    ];
    for (const [momento, status, message] of cases) {
      const cpf = freshCpf();
      const res = await create(visitorBody(f.units.a101, { visitante: { nome: 'Fausto Futuro', cpf } }), {
        ...offline(),
        momento,
      });
      expect([momento, res.statusCode, res.json()]).toEqual([momento, status, { message }]);
      expect(await peopleWith(cpf)).toEqual([]);
    }
    // Two minutes ahead is a clock difference, and seven days back a long outage: both accepted.
    for (const momento of ['2024-10-04T10:02:00-03:00', '2024-09-27T10:00:00-03:00']) {
      const res = await create(visitorBody(f.units.a101, { visitante: { nome: 'Clara Limite' } }), {
        ...offline(),
        momento,
      });
      expect([momento, res.statusCode]).toEqual([momento, 201]);
    }
  });
});
