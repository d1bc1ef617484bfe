import { addIsoDays, weekdayOf } from '@portaria/shared/reservations/reservation-dates';
import { and, eq } from 'drizzle-orm';
import { fromLocal, localDay } from '../modules/reservations/local-time.ts';
import type { Database } from '../db/client.ts';
import {
  areaReservas,
  areas,
  blocos,
  cobrancasUnidade,
  mudancaRegras,
  mudancas,
  unidades,
} from '../db/schema/index.ts';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const hourly = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({
    de: `${String(from + i).padStart(2, '0')}:00`,
    ate: `${String(from + i + 1).padStart(2, '0')}:00`,
  }));

/** Issue 14 "Demo data": four areas in 4521 (free, paid weekends only, paid hourly, guest room), one in 7310. */
const AREAS = {
  1001: [
    {
      nomeArea: 'Salão de Festas',
      capacidade: 40,
      flagAreaPaga: 0,
      valorTaxaUtilizacao: 0,
      qtMinDiasDisponivelReserva: 1,
      qtDiasDisponivelReserva: 90,
      diasSemana: EVERY_DAY,
      horarios: [
        { de: '10:00', ate: '16:00' },
        { de: '18:00', ate: '23:00' },
      ],
    },
    {
      nomeArea: 'Churrasqueira',
      capacidade: 20,
      flagAreaPaga: 1,
      valorTaxaUtilizacao: 80,
      qtMinDiasDisponivelReserva: 0,
      qtDiasDisponivelReserva: 60,
      diasSemana: [1, 7],
      horarios: [
        { de: '11:00', ate: '17:00' },
        { de: '18:00', ate: '23:00' },
      ],
    },
    {
      nomeArea: 'Quadra Poliesportiva',
      capacidade: 12,
      flagAreaPaga: 1,
      valorTaxaUtilizacao: 25,
      qtMinDiasDisponivelReserva: 0,
      qtDiasDisponivelReserva: 30,
      diasSemana: EVERY_DAY,
      horarios: hourly(8, 22),
    },
    {
      nomeArea: 'Quarto de Hóspedes',
      capacidade: null,
      flagAreaPaga: 0,
      valorTaxaUtilizacao: 0,
      qtMinDiasDisponivelReserva: 1,
      qtDiasDisponivelReserva: 60,
      diasSemana: EVERY_DAY,
      horarios: [{ de: '12:00', ate: '22:00' }],
    },
  ],
  1002: [
    {
      nomeArea: 'Salão de Festas',
      capacidade: 30,
      flagAreaPaga: 0,
      valorTaxaUtilizacao: 0,
      qtMinDiasDisponivelReserva: 1,
      qtDiasDisponivelReserva: 60,
      diasSemana: EVERY_DAY,
      horarios: [{ de: '12:00', ate: '22:00' }],
    },
  ],
} as const;

/** Monday to Saturday (bits 1..6), 2 days ahead, 08:00–17:00 on weekdays, 08:00–12:00 on Saturday. */
const MOVE_RULES = {
  ativo: true,
  diasPermitidos: 0b1111110,
  diasAntecedencia: 2,
  horaSemanaInicio: '08:00',
  horaSemanaFim: '17:00',
  horaFdsInicio: '08:00',
  horaFdsFim: '12:00',
};

const unitsOf = async (db: Database, idCondo: number) =>
  db
    .select({ idUnidade: unidades.idUnidade })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo)))
    .orderBy(unidades.idUnidade);

type Booking = typeof areaReservas.$inferInsert;

/**
 * Bookings over the last month and this one, blocks (one per reason), move rules and a week of moves (one
 * RECUSADO). Dates follow `now`, so the demo always has something to show; nothing overlaps (the constraint).
 */
export const seedReservations = async (db: Database, now: Date = new Date()): Promise<void> => {
  const today = localDay(now);
  const start = addIsoDays(today, -40);
  for (const [condo, list] of Object.entries(AREAS)) {
    const idCondo = Number(condo);
    const ids = await db
      .insert(areas)
      .values(
        list.map((a) => ({
          ...a,
          idCondo,
          diasSemana: [...a.diasSemana],
          horarios: a.horarios.map((h) => ({ ...h })),
        })),
      )
      .returning({ id: areas.id, nomeArea: areas.nomeArea });
    await db.insert(mudancaRegras).values({ idCondo, ...MOVE_RULES });
    if (idCondo !== 1001) continue;
    const units = (await unitsOf(db, idCondo)).map((u) => u.idUnidade);
    const [salao, churrasqueira, quadra, quarto] = ids.map((a) => a.id) as [number, number, number, number];
    const bookings: Booking[] = [];
    const charges: { idUnidade: number; index: number; valor: number; descricao: string }[] = [];
    const book = (idArea: number, day: string, de: string, ate: string, u: number, valor = 0, nome = '') => {
      const idUnidade = units[u % units.length]!;
      if (valor > 0)
        charges.push({
          idUnidade,
          index: bookings.length,
          valor,
          descricao: `Taxa de utilização: ${nome} em ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${de} às ${ate}`,
        });
      bookings.push({
        idCondo,
        idArea,
        idUnidade,
        tipoReserva: 'R',
        dataInicioReserva: fromLocal(`${day}T${de}:00`),
        dataFimReserva: fromLocal(`${day}T${ate}:00`), // Booked three days before, during the desk's day: the charge line is posted at that moment.
        dataInclusao: fromLocal(
          `${addIsoDays(day, -3)}T${String(8 + (u % 11)).padStart(2, '0')}:${String((u * 7) % 60).padStart(2, '0')}:00`,
        ),
        origemReserva: u % 3 === 0 ? 'APP' : 'PORTARIA',
      });
    };
    const block = (idArea: number, day: string, motivo: number, observacao: string) =>
      bookings.push({
        idCondo,
        idArea,
        idUnidade: null,
        tipoReserva: 'B',
        motivo,
        observacao,
        dataInicioReserva: fromLocal(day),
        dataFimReserva: fromLocal(addIsoDays(day, 1)),
        dataInclusao: fromLocal(addIsoDays(day, -10)),
        origemReserva: 'SINDICO',
      });
    const blocked = new Set([addIsoDays(today, -12), addIsoDays(today, 9), addIsoDays(today, 16)]);
    block(salao, addIsoDays(today, -12), 1, 'Pintura do salão');
    block(quadra, addIsoDays(today, 9), 2, 'Vazamento no vestiário');
    block(salao, addIsoDays(today, 16), 3, 'Assembleia geral');
    for (let i = 0, day = start; day <= addIsoDays(today, 25); i += 1, day = addIsoDays(day, 1)) {
      const weekday = weekdayOf(day);
      if (!blocked.has(day) && i % 4 === 0)
        book(salao, day, i % 8 === 0 ? '18:00' : '10:00', i % 8 === 0 ? '23:00' : '16:00', i * 7 + 3);
      if ((weekday === 0 || weekday === 6) && i % 3 !== 0)
        book(churrasqueira, day, '11:00', '17:00', i * 5 + 1, 80, 'Churrasqueira');
      if (!blocked.has(day) && i % 2 === 0)
        book(
          quadra,
          day,
          `${String(8 + (i % 10)).padStart(2, '0')}:00`,
          `${String(9 + (i % 10)).padStart(2, '0')}:00`,
          i * 3 + 2,
          25,
          'Quadra Poliesportiva',
        );
      if (i % 9 === 0) book(quarto, day, '12:00', '22:00', i + 11);
    }
    const rows = await db.insert(areaReservas).values(bookings).returning({ id: areaReservas.id });
    if (charges.length > 0) {
      await db.insert(cobrancasUnidade).values(
        charges.map((c) => ({
          idCondo,
          idUnidade: c.idUnidade,
          idReserva: rows[c.index]!.id,
          tipo: 'COBRANCA',
          descricao: c.descricao,
          valor: c.valor,
          createdAt: bookings[c.index]!.dataInclusao!,
        })),
      );
    }
    const moves = [];
    for (let d = 0, n = 0; n < 6; d += 1) {
      const day = addIsoDays(today, d);
      const weekday = weekdayOf(day);
      if (weekday === 0) continue;
      const [de, ate] = weekday === 6 ? ['08:00', '12:00'] : ['08:00', '17:00'];
      const status = n === 2 ? 'RECUSADO' : n % 2 === 0 ? 'PENDENTE' : 'APROVADO';
      moves.push({
        idCondo,
        idUnidade: units[(n * 13 + 5) % units.length]!,
        dia: day,
        dataAgendada: fromLocal(`${day}T${de}:00`),
        horarioFim: fromLocal(`${day}T${ate}:00`),
        mudancaStatus: status,
        createdAt: fromLocal(addIsoDays(today, -5)),
      });
      n += 1;
    }
    await db.insert(mudancas).values(moves);
  }
};
