import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { BENCH_RESIDENTS, FIRST_NAMES, LAST_NAMES, seedBenchResidents } from './bench-residents-seed.ts';

/** What the desk reads besides bench:residents' 20,000 residents over 5,000 units. */
export const OFFLINE_BENCH = {
  /** Visitors linked to a unit: 2,000 with a standing schedule (every weekday), 500 for today, 500 for tomorrow. */
  visitors: 3_000,
  parcelsWaiting: 2_500,
  instructions: 500,
} as const;

// Fewer names than bench:residents' for visitors and parcels: the sizes bench:offline measured were of these.
const FIRST = FIRST_NAMES.slice(0, 11);
const LAST = LAST_NAMES.slice(0, 9);
const list = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;
/** A resident-like name from a number (SQL expression). */
const name = (n: string) =>
  sql.raw(`(${list(FIRST)})[1 + (${n}) % ${FIRST.length}] || ' ' || (${list(LAST)})[1 + ((${n}) * 7) % ${LAST.length}]
    || ' ' || (${list(LAST)})[1 + ((${n}) * 11) % ${LAST.length}]`);

/**
 * On a migrated database with the demo: bench:residents' blocks, units and residents (`seedBenchResidents`), then,
 * in set-based SQL, what hangs on those units. Dates follow `today` (São Paulo).
 */
export const seedOfflineDesk = async (db: Database, { today, log }: { today: string; log: (t: string) => void }) => {
  const started = performance.now();
  const B = OFFLINE_BENCH;
  const units = sql.raw(`(SELECT u.id_unidade, row_number() OVER (ORDER BY u.id_unidade) - 1 AS n
    FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 AND b.nome LIKE 'Torre %')`);
  const { blocks, unitsPerBlock, residents } = BENCH_RESIDENTS;
  const unitCount = blocks * unitsPerBlock;
  await seedBenchResidents(db);
  const steps = [
    sql`INSERT INTO visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, busca)
        SELECT 1001, ${name('i + 3')} || ' Visita', 'CPF', lpad((700000000 + i)::text, 11, '0'),
               CASE WHEN i % 5 = 0 THEN 'PRESTADOR' ELSE 'VISITANTE' END, 'visita ' || i
          FROM generate_series(0, ${B.visitors - 1}) i`,
    sql`INSERT INTO visitante_unidades (id_condo, id_visitante, id_unidade, parentesco, retira_encomendas)
        SELECT 1001, v.id, x.id_unidade, CASE WHEN v.n % 3 = 0 THEN 'Diarista' END, v.n % 10 = 0
          FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM visitantes
                 WHERE id_condo = 1001 AND busca LIKE 'visita %') v
          JOIN ${units} x ON x.n = (v.n * 3) % ${unitCount}`,
    sql`INSERT INTO autorizacoes (id_condo, id_visitante_unidade, tipo_autorizacao, data_de, data_ate, dias_semana)
        SELECT 1001, vu.id, CASE WHEN vu.n < 2000 THEN 'ACESSO_LIBERADO' ELSE 'PONTUAL' END,
               CASE WHEN vu.n < 2000 THEN ${today}::date - 30 WHEN vu.n < 2500 THEN ${today}::date
                    ELSE ${today}::date + 1 END,
               CASE WHEN vu.n < 2000 THEN ${today}::date + 60 WHEN vu.n < 2500 THEN ${today}::date
                    ELSE ${today}::date + 1 END,
               CASE WHEN vu.n < 2000 THEN 127 ELSE 0 END
          FROM (SELECT vu.id, row_number() OVER (ORDER BY vu.id) - 1 AS n FROM visitante_unidades vu
                  JOIN visitantes v ON v.id = vu.id_visitante WHERE v.busca LIKE 'visita %') vu`,
    sql`INSERT INTO correspondencias (id_condo, id_unidade, destinatario, categoria, tamanho, data_chegada)
        SELECT 1001, x.id_unidade, ${name('i + 5')}, CASE WHEN i % 3 = 0 THEN 'ENVELOPE' ELSE 'PACOTE' END,
               'MEDIO', now() - (i % 72) * interval '1 hour'
          FROM generate_series(0, ${B.parcelsWaiting - 1}) i JOIN ${units} x ON x.n = (i * 2) % ${unitCount}`,
    sql`INSERT INTO instrucoes_unidade (id_condo, id_unidade, tipo, texto, inicio, fim, criada_em)
        SELECT 1001, x.id_unidade, CASE WHEN i % 2 = 0 THEN 'VIAJANDO' ELSE 'NAO_PERMITIR_VISITAS' END,
               'Instrução de teste ' || i, ${today}::date - 3, ${today}::date + 10, now()
          FROM generate_series(0, ${B.instructions - 1}) i JOIN ${units} x ON x.n = (i * 10) % ${unitCount}`,
  ];
  for (const step of steps) await db.execute(step);
  log(
    `${residents} moradores em ${unitCount} unidades (${blocks} blocos), ${B.visitors} visitantes com agendamento ` +
      `de hoje ou amanhã, ${B.parcelsWaiting} encomendas aguardando e ${B.instructions} instruções semeados em ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
};
