import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { OFFLINE_WRITE_MESSAGES as O } from '@portaria/shared/common/offline-write';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correspondencias, retiradas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { offline, sp, tracesOf } from '../../test/offline.ts';
import { parcel } from './correspondence.test-support.ts';

const ENTRADA = '/correspondencia/entrada';
const RELEASE = '/correspondencia/retirada';
const RELEASE_MANY = '/correspondencia/retirada-multipla';

describe('correspondências cadastradas e retiradas sem conexão (issue 35, decisão 128)', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  beforeAll(async () => {
    t = await createFixture();
    unit = t.units.b302;
  });
  afterAll(() => t.close());
  /** The desk at a São Paulo time, signed in again (a token lives a few hours). */
  const at = async (local: string) => {
    t.clock.set(sp(local));
    token = await contextToken(t.app, CARLOS, 1001);
  };
  const desk = () => t.client(token);
  const post = (url: string, body: object, headers: Record<string, string> = {}) => desk().post(url, body, { headers });
  const countParcels = async () => (await t.db.select({ id: correspondencias.id }).from(correspondencias)).length;
  const statusOf = async (id: number) =>
    (await t.db.select().from(correspondencias).where(eq(correspondencias.id, id)))[0]!;
  const pickup = (id: number, nome = 'Joana Retirada') => ({
    id,
    nomeMoradorNaoCadastro: nome,
    documentoConferido: true,
  });

  test('cadastro de 3 horas atrás: chegada na hora da portaria, na lista daquele dia; a repetição responde o mesmo', async () => {
    await at('2024-10-02T01:30:00');
    t.outbox!.clear();
    const headers = offline('2024-10-01T22:30:00');
    const first = await post(ENTRADA, parcel(unit, { destinatario: 'Olga Offline' }), headers);
    expect([first.statusCode, first.headers['idempotent-replayed']]).toEqual([201, undefined]);
    const { id } = first.json();
    expect(first.json().dataChegada).toBe(sp('2024-10-01T22:30:00').toISOString());
    const before = await countParcels();
    const noticesBefore = t.outbox!.list().length;
    const again = await post(ENTRADA, parcel(unit, { destinatario: 'Olga Offline' }), headers);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([201, 'true', first.json()]);
    const other = await post(ENTRADA, parcel(unit, { destinatario: 'Outra Pessoa' }), headers);
    expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.mismatch }]);
    expect(await countParcels()).toBe(before);

    const { audits, events, notices } = await tracesOf(t.db, 'correspondencia', id);
    expect(audits.map((a) => [a.acao, a.createdAt, a.detalhes?.momento])).toEqual([
      ['correspondencia.cadastrar', sp('2024-10-02T01:30:00'), sp('2024-10-01T22:30:00').toISOString()],
    ]);
    expect(events.map((e) => e.dtInicio)).toEqual([sp('2024-10-01T22:30:00')]);
    expect(notices).toBeGreaterThan(0);
    expect(t.outbox!.list().length).toBe(noticesBefore);
    // The residents read when it arrived at the desk.
    expect(t.outbox!.list().find((m) => m.channel === 'sms')?.body).toContain('em 01/10/2024 22:30');
    const day = (q: string) =>
      desk().get('/correspondencia', { unidade: unit, dataChegadaFrom: q, dataChegadaUntil: q });
    expect((await day('2024-10-01')).json().data.map((p: { id: number }) => p.id)).toContain(id);
    const next = await day('2024-10-02');
    expect(next.statusCode === 204 ? [] : next.json().data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  test('retirada de 3 horas atrás: guarda a hora da portaria; a repetição não cria segunda retirada', async () => {
    await at('2024-10-03T07:00:00');
    const { id } = (await post(ENTRADA, parcel(unit))).json();
    await at('2024-10-03T13:00:00');
    const headers = offline('2024-10-03T10:00:00');
    const first = await post(RELEASE, pickup(id), headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data[0]).toMatchObject({
      id,
      status: 'RETIRADA',
      dataRetirada: sp('2024-10-03T10:00:00').toISOString(),
    });
    const again = await post(RELEASE, pickup(id), headers);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([200, 'true', first.json()]);
    const [row] = await t.db
      .select()
      .from(retiradas)
      .where(eq(retiradas.id, (await statusOf(id)).idRetirada!));
    expect(row!.dataRetirada).toEqual(sp('2024-10-03T10:00:00'));
    const { audits, events } = await tracesOf(t.db, 'correspondencia', id);
    expect(audits.map((a) => a.acao)).toEqual(['correspondencia.cadastrar', 'correspondencia.retirar']);
    expect(audits[1]!.detalhes?.momento).toBe(sp('2024-10-03T10:00:00').toISOString());
    expect(events.map((e) => e.dtInicio)).toEqual([sp('2024-10-03T07:00:00'), sp('2024-10-03T10:00:00')]);
    const released = await desk().get('/correspondencia', {
      unidade: unit,
      status: 'RETIRADA',
      dataChegadaFrom: '2024-10-03',
      dataChegadaUntil: '2024-10-03',
    });
    expect(released.json().data).toContainEqual(
      expect.objectContaining({ id, nomeMoradorNaoCadastro: 'Joana Retirada' }),
    );
  });

  test('retirada sem conexão de correspondência que outra portaria já entregou: 409 com quem e a que horas', async () => {
    await at('2024-10-04T08:00:00');
    const { id } = (await post(ENTRADA, parcel(unit))).json();
    const { id: second } = (await post(ENTRADA, parcel(unit))).json();
    await at('2024-10-04T09:15:00');
    expect((await post(RELEASE, pickup(id, 'Bruno Balcão'))).statusCode).toBe(200);
    await at('2024-10-04T11:00:00');
    const late = await post(RELEASE, pickup(id, 'Carla Caderno'), offline('2024-10-04T09:05:00'));
    expect([late.statusCode, late.json()]).toEqual([409, { message: 'Já retirada por Bruno Balcão às 09:15.' }]);
    const many = await post(
      RELEASE_MANY,
      { ids: [second, id], nomeMoradorNaoCadastro: 'Carla Caderno', documentoConferido: true },
      offline('2024-10-04T09:05:00'),
    );
    expect([many.statusCode, many.json()]).toEqual([
      409,
      { message: fill(M.alreadyReleasedByOf, { id, nome: 'Bruno Balcão', hora: '09:15' }) },
    ]);
    expect((await statusOf(second)).status).toBe('PENDENTE');
    // Live, the desk sees the parcel on screen: the message it always had.
    const live = await post(RELEASE, pickup(id, 'Carla Caderno'));
    expect([live.statusCode, live.json()]).toEqual([409, { message: fill(M.alreadyReleased, { id }) }]);
  });

  test('momento no futuro ou de mais de 7 dias: 422 e nada é gravado; malformado: 400', async () => {
    await at('2024-10-10T10:00:00');
    const { id } = (await post(ENTRADA, parcel(unit))).json();
    const before = await countParcels();
    const cases: [string, number, string][] = [
      ['2024-10-10T10:05:00-03:00', 422, O.momentoFuture],
      ['2024-10-02T09:00:00-03:00', 422, O.momentoTooOld],
      ['10/10/2024 10:00', 400, O.momentoInvalid],
    ];
    for (const [momento, status, message] of cases) {
      const entrada = await post(ENTRADA, parcel(unit), { ...offline(), momento });
      expect([momento, entrada.statusCode, entrada.json()]).toEqual([momento, status, { message }]);
      const release = await post(RELEASE, pickup(id), { ...offline(), momento });
      expect([momento, release.statusCode, release.json()]).toEqual([momento, status, { message }]);
      const many = await post(
        RELEASE_MANY,
        { ids: [id], nomeMoradorNaoCadastro: 'X Y', documentoConferido: true },
        {
          ...offline(),
          momento,
        },
      );
      expect([momento, many.statusCode]).toEqual([momento, status]);
    }
    expect(await countParcels()).toBe(before);
    expect((await statusOf(id)).status).toBe('PENDENTE');
    const pickups = await t.db
      .select()
      .from(retiradas)
      .where(inArray(retiradas.dataRetirada, [sp('2024-10-10T10:05:00')]));
    expect(pickups).toEqual([]);
  });
});
