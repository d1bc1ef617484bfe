import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { OFFLINE_WRITE_MESSAGES as O } from '@portaria/shared/common/offline-write';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ocorrencias } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { offline, sp, tracesOf } from '../../test/offline.ts';
import { occurrence } from './occurrences.test-support.ts';

const CREATE = '/portaria/api/v2/ocorrencias';

describe('ocorrências registradas sem conexão (issue 35, decisão 128)', () => {
  let t: Fixture;
  let token: string;
  beforeAll(async () => {
    t = await createFixture();
  });
  afterAll(() => t.close());
  const at = async (local: string) => {
    t.clock.set(sp(local));
    token = await contextToken(t.app, CARLOS, 1001);
  };
  const post = (body: object, headers: Record<string, string>) => t.client(token).post(CREATE, body, { headers });
  const ids = async (d: string) => {
    const res = await t.client(token).get('/ocorrencias/resumo', { dataFrom: d, dataUntil: d, limit: 50, page: 1 });
    return res.statusCode === 204 ? [] : res.json().data.map((o: { idOcorrencia: number }) => o.idOcorrencia);
  };
  const count = async () => (await t.db.select({ id: ocorrencias.id }).from(ocorrencias)).length;

  test('ocorrência de 3 horas atrás: na hora e no dia em que aconteceu; a repetição responde o mesmo, sem segundo e-mail', async () => {
    await at('2024-10-02T01:30:00');
    t.outbox!.clear();
    const body = occurrence(t.units.a101, { conteudo: 'Som alto no salão de festas até 22h30.' });
    const headers = offline('2024-10-01T22:30:00');
    const first = await post(body, headers);
    expect([first.statusCode, first.headers['idempotent-replayed']]).toEqual([200, undefined]);
    const created = first.json();
    expect(created.dataOcorrencia).toBe(sp('2024-10-01T22:30:00').toISOString());
    const mails = t.outbox!.list().length;
    expect(mails).toBeGreaterThan(0);
    expect(t.outbox!.list()[0]!.body).toContain('em 01/10/2024 22:30');
    const before = await count();
    const again = await post(body, headers);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([200, 'true', created]);
    const other = await post({ ...body, conteudo: 'Outra mensagem qualquer.' }, headers);
    expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.mismatch }]);
    expect(await count()).toBe(before);
    expect(t.outbox!.list().length).toBe(mails);

    expect(await ids('2024-10-01')).toContain(created.idOcorrencia);
    expect(await ids('2024-10-02')).not.toContain(created.idOcorrencia);
    const { audits, events, notices } = await tracesOf(t.db, 'ocorrencia', created.idOcorrencia);
    expect(audits.map((a) => [a.acao, a.createdAt, a.detalhes?.momento])).toEqual([
      ['ocorrencia.cadastrar', sp('2024-10-02T01:30:00'), sp('2024-10-01T22:30:00').toISOString()],
    ]);
    expect(events.map((e) => e.dtInicio)).toEqual([sp('2024-10-01T22:30:00')]);
    expect(notices).toBe(mails);
  });

  test('momento no futuro ou de mais de 7 dias: 422 e nada é gravado; malformado: 400', async () => {
    await at('2024-10-10T10:00:00');
    const before = await count();
    const cases: [string, number, string][] = [
      ['2024-10-11T10:00:00-03:00', 422, O.momentoFuture],
      ['2024-09-01T10:00:00-03:00', 422, O.momentoTooOld],
      ['2024-13-01T10:00:00-03:00', 400, O.momentoInvalid],
    ];
    for (const [momento, status, message] of cases) {
      const res = await post(occurrence(t.units.a101), { ...offline(), momento });
      expect([momento, res.statusCode, res.json()]).toEqual([momento, status, { message }]);
    }
    expect(await count()).toBe(before);
  });
});
