import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** The benchmark condominium's size (bench:residents' 20,000 residents over 5,000 units) and what the desk reads. */
export const OFFLINE_BENCH = {
  blocks: 50,
  unitsPerBlock: 100,
  residents: 20_000,
  /** Visitors linked to a unit: 2,000 with a standing schedule (every weekday), 500 for today, 500 for tomorrow. */
  visitors: 3_000,
  parcelsWaiting: 2_500,
  instructions: 500,
} as const;

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João', 'Larissa'];
const LAST = ['Souza', 'Araújo', 'Conceição', 'Gonçalves', 'Lima', 'Pereira', 'Damásio', 'Magalhães', 'Monteiro'];
const list = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;
/** A resident-like name from a number (SQL expression). */
const name = (n: string) =>
  sql.raw(`(${list(FIRST)})[1 + (${n}) % ${FIRST.length}] || ' ' || (${list(LAST)})[1 + ((${n}) * 7) % ${LAST.length}]
    || ' ' || (${list(LAST)})[1 + ((${n}) * 11) % ${LAST.length}]`);

/**
 * Set-based SQL on a migrated database with the demo: the blocks 'Torre 01'..'Torre 50' of condominium 1001 and
 * what hangs on their units. Dates follow `today` (São Paulo).
 */
export const seedOfflineDesk = async (db: Database, { today, log }: { today: string; log: (t: string) => void }) => {
  const started = performance.now();
  const B = OFFLINE_BENCH;
  const units = sql.raw(`(SELECT u.id_unidade, row_number() OVER (ORDER BY u.id_unidade) - 1 AS n
    FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_condo = 1001 AND b.nome LIKE 'Torre %')`);
  const unitCount = B.blocks * B.unitsPerBlock;
  const steps = [
    sql`INSERT INTO blocos (id_condo, nome)
        SELECT 1001, 'Torre ' || lpad(b::text, 2, '0') FROM generate_series(1, ${B.blocks}) b`,
    sql`INSERT INTO unidades (id_bloco, nome)
        SELECT id_bloco, (1000 + u)::text FROM blocos, generate_series(1, ${B.unitsPerBlock}) u
         WHERE id_condo = 1001 AND nome LIKE 'Torre %'`,
    sql`INSERT INTO pessoas (id_unidade, cpf, nome, telefone, perfil, app_instalado)
        SELECT x.id_unidade, lpad((300000000 + i * 7)::text, 11, '0'), ${name('i')}, '11987654321',
               CASE WHEN i % 4 = 0 THEN 'morar.proprietario' ELSE 'morar.morador' END, i % 3 <> 0
          FROM generate_series(0, ${B.residents - 1}) i JOIN ${units} x ON x.n = i % ${unitCount}`,
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
    `${B.residents} moradores em ${unitCount} unidades (${B.blocks} blocos), ${B.visitors} visitantes com agendamento ` +
      `de hoje ou amanhã, ${B.parcelsWaiting} encomendas aguardando e ${B.instructions} instruções semeados em ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
};
