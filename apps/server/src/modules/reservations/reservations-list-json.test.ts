import { eq, sql } from 'drizzle-orm';
import type { Reservation } from '@portaria/shared/reservations/reservation.schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaReservas } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { PENDING, findReservation } from './reservations.repository.ts';
import { RESERVE, areaIdOf, insertBlock, reservationBody } from './reservations.test-support.ts';

const LIST = '/reservaareas/v1/areareserva/condominio/4521';
const month = (idArea: number, tiporeserva: string) => ({
  datainicio: '01/10/2024',
  datafim: '31/10/2024',
  idArea,
  tiporeserva,
});

/**
 * Decision 136: an area's month is written as JSON by the database. Each reservation must be what the single
 * record's JS path builds (`toReservation`, through `findReservation`), in the schema's key order: a paid one with
 * its fee, one waiting for approval, a block without a unit and with its reason, an observation with quotes,
 * accents and a line break, times with microseconds.
 */
describe('reservas de um mês da área, escritas pelo banco: cada uma é a mesma do JS', () => {
  let t: Fixture;
  let churrasqueira: number;
  let salao: number;

  beforeAll(async () => {
    t = await createFixture();
    churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
    salao = await areaIdOf(t.db, 1001, 'Salão de Festas');
    const api = t.client(t.tokens.a);
    const book = async (unit: number, day: string) => {
      const res = await api.post(RESERVE, {
        ...reservationBody(churrasqueira, unit, day, '18:00', '23:00'),
        observacao: 'Festa "surpresa"\nç ã é \\ fim',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    await book(t.units.a101, '2024-10-05');
    const pending = await book(t.units.b302, '2024-10-12');
    await book(t.units.a101, '2024-10-19');
    await t.db.update(areaReservas).set({ idStatus: PENDING }).where(eq(areaReservas.id, pending));
    await t.db.execute(
      sql`update area_reservas set data_inclusao = data_inclusao + interval '123456 microseconds' where id = ${pending}`,
    );
    await insertBlock(t.db, 1001, salao, '2024-10-10', '2024-10-11', 3);
    await bumpDataVersion(t.db, 1001, 'reservas');
  });
  afterAll(() => t.close());

  test('cada reserva e cada bloqueio do mês é, campo a campo e na ordem das chaves, o de findReservation', async () => {
    const api = t.client(t.tokens.a);
    for (const [idArea, tipo, count] of [
      [churrasqueira, 'RESERVA', 3],
      [salao, 'BLOQUEIO', 1],
    ] as const) {
      const res = await api.get(LIST, month(idArea, tipo));
      expect(res.statusCode).toBe(200);
      const listed = res.json<Reservation[]>();
      expect(listed).toHaveLength(count);
      for (const item of listed)
        expect(JSON.stringify(item)).toBe(JSON.stringify(await findReservation(t.db, 1001, item.id)));
    }
    const reservations = (await api.get(LIST, month(churrasqueira, 'RESERVA'))).json<Reservation[]>();
    expect(reservations.map((r) => r.descriptionIdStatus)).toEqual(['Ativo', 'Aguardando aprovação', 'Ativo']);
    expect(reservations[0]!.valorCobranca).toBeGreaterThan(0);
    expect(reservations[1]!.unidade).toMatchObject({ idUnidade: t.units.b302, nome: '302' });
    const [block] = (await api.get(LIST, month(salao, 'BLOQUEIO'))).json<Reservation[]>();
    expect(block).toMatchObject({ tipoReserva: 'B', motivo: 3, descricaoMotivo: 'Outros', valorCobranca: null });
  });
});
