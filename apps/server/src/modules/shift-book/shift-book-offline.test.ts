import { IDEMPOTENCY_MESSAGES } from '@portaria/shared/common/idempotency';
import { OFFLINE_WRITE_MESSAGES as O } from '@portaria/shared/common/offline-write';
import type { Page } from '@portaria/shared/common/page';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { livroRegistros } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { offline, sp, tracesOf } from '../../test/offline.ts';
import { BOOK } from './shift-book.test-support.ts';

const MINUTE = 60_000;

describe('livro da portaria sem conexão (issue 35, decisão 128)', () => {
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
  const write = (body: object, headers: Record<string, string>) =>
    t.client(token).post(`${BOOK}/registros`, body, { headers });
  const day = async (d: string) =>
    (await t.client(token).get(`${BOOK}/registros`, { dataDe: d, dataAte: d })).json<Page<Entry>>().data;
  const count = async () => (await t.db.select({ id: livroRegistros.id }).from(livroRegistros)).length;

  test('registro de 3 horas atrás: na hora e no dia em que foi escrito; a repetição responde o mesmo', async () => {
    await at('2024-10-02T01:30:00');
    const body = { categoria: 'PENDENCIA', texto: 'Portão da garagem travou às 22h30', idUnidade: null };
    const headers = offline('2024-10-01T22:30:00');
    const first = await write(body, headers);
    expect([first.statusCode, first.headers['idempotent-replayed']]).toEqual([201, undefined]);
    const entry = first.json<Entry>();
    // Its time is the desk's; the 15 minutes to fix it count from its arrival at the server.
    expect(entry).toMatchObject({
      criadoEm: sp('2024-10-01T22:30:00').toISOString(),
      alteravelAte: new Date(sp('2024-10-02T01:30:00').getTime() + 15 * MINUTE).toISOString(),
    });
    const before = await count();
    const again = await write(body, headers);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([201, 'true', entry]);
    const other = await write({ ...body, texto: 'Outro texto' }, headers);
    expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.mismatch }]);
    expect(await count()).toBe(before);

    expect((await day('2024-10-01')).map((e) => e.id)).toContain(entry.id);
    expect((await day('2024-10-02')).map((e) => e.id)).not.toContain(entry.id);
    const { audits, events } = await tracesOf(t.db, 'livro_registro', entry.id);
    expect(audits.map((a) => [a.acao, a.createdAt, a.detalhes?.momento])).toEqual([
      ['livro.registrar', sp('2024-10-02T01:30:00'), sp('2024-10-01T22:30:00').toISOString()],
    ]);
    expect(events.map((e) => e.dtInicio)).toEqual([sp('2024-10-01T22:30:00')]);
  });

  test('a janela de 15 minutos conta do recebimento pelo servidor, não do momento do registro', async () => {
    await at('2024-10-03T12:00:00');
    const body = { categoria: 'INFORMACAO', texto: 'Entrega de gás às 9h', idUnidade: null };
    const entry = (await write(body, offline('2024-10-03T09:00:00'))).json<Entry>();
    t.clock.set(sp('2024-10-03T12:10:00'));
    const fixed = await t
      .client(token)
      .put(`${BOOK}/registros/${entry.id}`, { ...body, texto: 'Entrega de gás às 9h10' });
    expect([fixed.statusCode, fixed.json().texto]).toEqual([200, 'Entrega de gás às 9h10']);
    expect((await day('2024-10-03')).find((e) => e.id === entry.id)?.alteravelAte).toBe(
      new Date(sp('2024-10-03T12:15:00').getTime()).toISOString(),
    );
    t.clock.set(sp('2024-10-03T12:15:00'));
    const late = await t.client(token).put(`${BOOK}/registros/${entry.id}`, body);
    expect([late.statusCode, late.json()]).toEqual([409, { message: M.windowClosed }]);
    expect((await day('2024-10-03')).find((e) => e.id === entry.id)?.alteravelAte).toBeNull();
  });

  test('momento no futuro ou de mais de 7 dias: 422 e nada é gravado; malformado: 400', async () => {
    await at('2024-10-10T10:00:00');
    const before = await count();
    const body = { categoria: 'URGENTE', texto: 'Vazamento no hall', idUnidade: null };
    const cases: [string, number, string][] = [
      ['2024-10-10T13:05:00Z', 422, O.momentoFuture],
      ['2024-10-02T09:59:00-03:00', 422, O.momentoTooOld],
      ['2024-10-10 10:00', 400, O.momentoInvalid],
    ];
    for (const [momento, status, message] of cases) {
      const res = await write(body, { ...offline(), momento });
      expect([momento, res.statusCode, res.json()]).toEqual([momento, status, { message }]);
    }
    expect(await count()).toBe(before);
  });
});
