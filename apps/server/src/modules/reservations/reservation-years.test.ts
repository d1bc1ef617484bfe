import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { areaReservas, cobrancasUnidade } from '../../db/schema/index.ts';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { RESERVE, areaIdOf, insertBlock, reservationBody, reservationsTokenOfB } from './reservations.test-support.ts';

// Issue 28: from November the desk books January; the year chooser must offer next year to find and cancel it.
describe('reservas do ano seguinte', () => {
  let t: Fixture;
  let api: AreaClient;
  let churrasqueira: number;
  let salao: number;
  const years = (idArea: number, tiporeserva = 'RESERVA') => api.get(`${RESERVE}/anos`, { idArea, tiporeserva });

  // Friday 2026-11-27, 10:00 in São Paulo (the tokens are signed on that clock).
  const NOW = new Date('2026-11-27T13:00:00Z');

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    api = t.client(t.tokens.a);
    churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
    salao = await areaIdOf(t.db, 1001, 'Salão de Festas');
  });
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
    // Rows deleted by hand: the cached lists must not answer from an earlier test (every API write bumps it too).
    await bumpDataVersion(t.db, 1001, 'reservas');
  });
  afterAll(() => t.close());

  test('em 27/11/2026 a portaria reserva 02/01/2027, acha 2027 entre os anos, lista janeiro e cancela a reserva', async () => {
    expect((await years(churrasqueira)).json()).toEqual({ anos: [] });
    const booked = await api.post(
      RESERVE,
      reservationBody(churrasqueira, t.units.a101, '2027-01-02', '11:00', '17:00'),
    );
    expect(booked.statusCode).toBe(201);
    const res = await years(churrasqueira);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ anos: [2027] });
    // The other kind and another area hold nothing in 2027.
    expect((await years(churrasqueira, 'BLOQUEIO')).json()).toEqual({ anos: [] });
    expect((await years(salao)).json()).toEqual({ anos: [] });

    const january = await api.get(`${RESERVE}/condominio/4521`, {
      datainicio: '01/01/2027',
      datafim: '31/01/2027',
      idArea: churrasqueira,
      tiporeserva: 'RESERVA',
    });
    const [row] = january.json() as { id: number; dataInicioReserva: string }[];
    expect(row!.dataInicioReserva).toBe('2027-01-02T11:00:00');
    expect((await api.put(`${RESERVE}/status`, { id: row!.id, idStatus: 90 })).statusCode).toBe(200);
    expect((await years(churrasqueira)).json()).toEqual({ anos: [] });
  });

  test('o ano é o de São Paulo: 31/12 às 22:00 ainda é o ano corrente, e anos de bloqueios futuros aparecem', async () => {
    // 2027-01-01T01:30Z is 31/12/2026 22:30 in São Paulo: a booking then belongs to 2026, not 2027.
    await insertBlock(t.db, 1001, salao, '2026-12-31', '2027-01-01');
    await insertBlock(t.db, 1001, salao, '2028-03-10', '2028-03-11');
    await insertBlock(t.db, 1001, salao, '2029-07-01', '2029-07-02');
    expect((await years(salao, 'BLOQUEIO')).json()).toEqual({ anos: [2028, 2029] });
  });

  test('área de outro condomínio é 404; tipo e área inválidos são 400 em pt-BR', async () => {
    const b = t.client(await reservationsTokenOfB(t));
    const other = await b.get(`${RESERVE}/anos`, { idArea: churrasqueira, tiporeserva: 'RESERVA' });
    expect([other.statusCode, other.json().message]).toEqual([404, M.areaNotFound]);
    const bad = await api.get(`${RESERVE}/anos`, { idArea: churrasqueira, tiporeserva: 'X' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.tipoInvalid]);
    expect((await api.get(`${RESERVE}/anos`, { idArea: 'abc', tiporeserva: 'RESERVA' })).statusCode).toBe(400);
  });
});
