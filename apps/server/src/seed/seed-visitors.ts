import { weekdayMask, weekdayOf, type AuthorizationType } from '@portaria/shared/access-control/visitors.rules';
import { completeCpf } from '@portaria/shared/br/cpf';
import { addDays, dayStart, todayIn } from '@portaria/shared/common/day';
import { foldText } from '@portaria/shared/text';
import { TIMELINE_EVENTS as E } from '@portaria/shared/timeline/timeline-events';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { autorizacoes, blocos, logEntradas, unidades, visitanteUnidades, visitantes } from '../db/schema/index.ts';
import { LAST_NAMES, NAMES } from './names.ts';
import { createRandom } from './random.ts';

const COMPANIES = [
  'Elétrica Luz Forte',
  'Encanamentos Silva',
  'Jardins & Cia',
  'Limpeza Brilho',
  'Pinturas Arco-Íris',
  'Net Fibra',
  'Gás Seguro',
  'Mudanças Rápidas',
];
const HOUR = 60 * 60 * 1000;
const CHUNK = 1000;

const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
};

type Plan = { tipo: AuthorizationType; dataDe: string | null; dataAte: string | null; dias: number[] };

/**
 * Issue 13 "Demo data": 300 visitors and providers in 4521 (some foreign with RNE or passport, some providers of
 * the condominium), a mix of schedules (today, past, recurring on weekdays, expired) and their entries and exits
 * over the last 90 days, with the timeline events the desk would have written. Dates follow `now`.
 */
export const seedVisitors = async (db: Database, now: Date = new Date()): Promise<void> => {
  const random = createRandom(13);
  const today = todayIn(now);
  const idCondo = 1001;
  const units = (
    await db
      .select({ idUnidade: unidades.idUnidade })
      .from(unidades)
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(eq(blocos.idCondo, idCondo))
  ).map((u) => u.idUnidade);

  const people = Array.from({ length: 300 }, (_, i) => {
    const kind = i % 10 < 6 ? 'VISITANTE' : i % 10 < 9 ? 'PRESTADOR_SERVICO' : 'PRESTADOR_CONDOMINIO';
    const female = random.next() < 0.5;
    const names = female ? NAMES.female : NAMES.male;
    const nome = `${random.pick(names.first)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const foreign = kind === 'VISITANTE' && i % 12 === 0 ? (i % 24 === 0 ? 'PASSAPORTE' : 'RNE') : null;
    const numeroDocumento =
      foreign === 'PASSAPORTE'
        ? `FX${random.digits(7)}`
        : foreign === 'RNE'
          ? `V${random.digits(6)}X`
          : completeCpf(String(710_000_000 + i));
    const empresa = kind === 'VISITANTE' ? null : random.pick(COMPANIES);
    return {
      idCondo,
      nome,
      empresa,
      telefone: random.next() < 0.7 ? `119${random.digits(8)}` : null,
      estrangeiro: foreign != null,
      tipoDocumento: foreign ?? 'CPF',
      numeroDocumento,
      visitanteTipo: kind,
      busca: foldText(`${nome} ${empresa ?? ''} ${numeroDocumento}`),
      createdAt: new Date(now.getTime() - random.int(91, 200) * 24 * HOUR),
    };
  });
  const personIds = await db.insert(visitantes).values(people).returning({ id: visitantes.id });
  const links = personIds.map((p, i) => ({
    idCondo,
    idVisitante: p.id,
    idUnidade: people[i]!.visitanteTipo === 'PRESTADOR_CONDOMINIO' ? null : units[i % units.length]!,
    createdBy: i % 10 === 3 ? 'MORADOR' : 'PORTARIA',
    createdAt: people[i]!.createdAt,
  }));
  const linkIds = await db.insert(visitanteUnidades).values(links).returning({ id: visitanteUnidades.id });

  // One schedule each (a third get a second one), in five kinds.
  const plans: { link: number; plan: Plan; createdBy: string }[] = [];
  linkIds.forEach((link, i) => {
    const kinds = i % 3 === 0 ? [i % 5, (i + 2) % 5] : [i % 5];
    for (const k of kinds) plans.push({ link: i, plan: planOf(k, today, random), createdBy: links[i]!.createdBy });
  });
  const scheduleIds = await db
    .insert(autorizacoes)
    .values(
      plans.map(({ link, plan, createdBy }) => ({
        idCondo,
        idVisitanteUnidade: linkIds[link]!.id,
        tipoAutorizacao: plan.tipo,
        dataDe: plan.dataDe,
        dataAte: plan.dataAte,
        diasSemana: weekdayMask(plan.dias),
        createdBy,
        createdAt: links[link]!.createdAt,
      })),
    )
    .returning({ id: autorizacoes.id });

  // Visits of the last 90 days (and this morning's, before `now`), most with their exit.
  const visits: (typeof logEntradas.$inferInsert)[] = [];
  const visit = (link: number, idAutorizacao: number | null, tipo: AuthorizationType, day: string) => {
    const start = dayStart(day).getTime();
    // Today's visits came in between midnight and `now`, so the demo's first day has some whatever the hour.
    const entry = new Date(
      day === today
        ? start + Math.floor(random.next() * (now.getTime() - start))
        : start + random.int(7 * 60, 20 * 60) * 60_000,
    );
    const exit = new Date(entry.getTime() + random.int(20, 240) * 60_000);
    // Still inside: today's visitors whose exit is yet to come, and a quarter of yesterday's (overnight, decision 094).
    // Older visits were closed by the desk: an abandoned visit of weeks ago would block that visitor's next entry.
    const roll = random.next();
    const open = exit >= now || (day === addDays(today, -1) && roll < 0.25);
    visits.push({
      idCondo,
      idVisitanteUnidade: linkIds[link]!.id,
      idAutorizacao,
      tipoAutorizacao: tipo,
      idUnidade: links[link]!.idUnidade,
      dia: day,
      dtEntrada: entry,
      dtSaida: open ? null : exit,
    });
  };
  plans.forEach(({ link, plan }, s) => {
    const id = scheduleIds[s]!.id;
    if (plan.tipo === 'INTERFONAR') {
      const days = new Set(Array.from({ length: random.int(1, 5) }, () => addDays(today, -random.int(0, 89))));
      for (const day of days) visit(link, id, 'INTERFONAR', day);
      return;
    }
    for (let d = -89; d <= 0; d++) {
      const day = addDays(today, d);
      if (day < plan.dataDe! || day > plan.dataAte!) continue;
      if (plan.tipo === 'ACESSO_LIBERADO' && !plan.dias.includes(weekdayOf(day))) continue;
      if (plan.tipo === 'PONTUAL' || random.next() < 0.55) visit(link, id, plan.tipo, day);
    }
  });
  // In entry order, as the desk writes them: the report's (day, id) order is then newest entry first.
  visits.sort((a, b) => a.dtEntrada!.getTime() - b.dtEntrada!.getTime());
  await inChunks(visits, (chunk) => db.insert(logEntradas).values(chunk));

  // The timeline events the desk would have written for those entries and exits.
  await db.execute(sql`
    INSERT INTO timeline_events (id_condo, area, atividade, dt_inicio, id_unidade, nm_pessoa, entidade, id_entidade)
    SELECT l.id_condo, 'acessos', replace(replace(${E['visita.registrar_entrada']}, '{tipo}', ${label}), '{nome}', v.nome), l.dt_entrada, l.id_unidade, v.nome, 'log_entrada', l.id::text
      FROM log_entradas l JOIN visitante_unidades vu ON vu.id = l.id_visitante_unidade JOIN visitantes v ON v.id = vu.id_visitante
     WHERE l.id_condo = ${idCondo}
    UNION ALL
    SELECT l.id_condo, 'acessos', replace(replace(${E['visita.registrar_saida']}, '{tipo}', ${label}), '{nome}', v.nome), l.dt_saida, l.id_unidade, v.nome, 'log_entrada', l.id::text
      FROM log_entradas l JOIN visitante_unidades vu ON vu.id = l.id_visitante_unidade JOIN visitantes v ON v.id = vu.id_visitante
     WHERE l.id_condo = ${idCondo} AND l.dt_saida IS NOT NULL`);
};

/** The visitor type's label in SQL (VISITOR_LABELS.visitanteTipo). */
const label = sql.raw(
  `CASE v.visitante_tipo WHEN 'VISITANTE' THEN 'Visitante' WHEN 'PRESTADOR_SERVICO' THEN 'Prestador de serviço' ELSE 'Prestador do condomínio' END`,
);

/** 0 INTERFONAR; 1 PONTUAL today or soon; 2 PONTUAL past; 3 recurring and current; 4 recurring and expired. */
const planOf = (kind: number, today: string, random: ReturnType<typeof createRandom>): Plan => {
  const weekdays = random.pick([
    [2, 4, 6],
    [3, 5],
    [2, 3, 4, 5, 6],
    [7, 1],
    [2, 4],
  ]);
  if (kind === 0) return { tipo: 'INTERFONAR', dataDe: null, dataAte: null, dias: [] };
  if (kind === 1) {
    const day = addDays(today, random.pick([0, 0, 0, 1, 2, 5]));
    return { tipo: 'PONTUAL', dataDe: day, dataAte: day, dias: [] };
  }
  if (kind === 2) {
    const day = addDays(today, -random.int(1, 89));
    return { tipo: 'PONTUAL', dataDe: day, dataAte: day, dias: [] };
  }
  if (kind === 3)
    return {
      tipo: 'ACESSO_LIBERADO',
      dataDe: addDays(today, -random.int(10, 80)),
      dataAte: addDays(today, random.int(0, 120)),
      dias: weekdays,
    };
  return {
    tipo: 'ACESSO_LIBERADO',
    dataDe: addDays(today, -random.int(60, 89)),
    dataAte: addDays(today, -random.int(1, 40)),
    dias: weekdays,
  };
};
