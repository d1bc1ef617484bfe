import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

export const BENCH = { idCondo: 9001, referencia: 9999, units: 2000, parcels: 1_000_000, secondsApart: 77.76 } as const;

/** Pending: the newest 6,000 parcels (3 per unit) and a few forgotten ones (5 per unit). */
/** Ids start far above the demo's few parcels. */
const OFFSET = sql.raw('10000000');

const PENDING = sql.raw('(g <= 6000 OR (g / 2000) % 100 = 7)');

/**
 * 1,000,000 parcels over 2,000 units in set-based SQL (generate_series), one every 77.76 s back from now:
 * 90 days hold 100,000 of them. Released ones get one pickup record each.
 */
export const seedBench = async (db: Database, log: (text: string) => void) => {
  const run = async (label: string, queries: ReturnType<typeof sql>[]) => {
    const started = performance.now();
    for (const query of queries) await db.execute(query);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await run('condomínio, 20 blocos, 2.000 unidades, moradores e o porteiro', [
    sql`INSERT INTO condominios (id_condo, referencia, nome, nome_fantasia) VALUES (${BENCH.idCondo}, ${BENCH.referencia}, 'Condomínio Carga de Teste', 'Carga')`,
    sql`INSERT INTO blocos (id_condo, nome) SELECT ${BENCH.idCondo}, 'Bloco ' || lpad(b::text, 2, '0') FROM generate_series(1, 20) b`,
    sql`INSERT INTO unidades (id_bloco, nome) SELECT bl.id_bloco, (f * 100 + u)::text FROM blocos bl, generate_series(1, 10) f, generate_series(1, 10) u WHERE bl.id_condo = ${BENCH.idCondo}`,
    sql`INSERT INTO pessoas (id_unidade, cpf, nome) SELECT u.id_unidade, lpad(u.id_unidade::text, 11, '0'), 'Morador ' || u.id_unidade FROM unidades u JOIN blocos b ON b.id_bloco = u.id_bloco WHERE b.id_condo = ${BENCH.idCondo}`,
    sql`INSERT INTO roles (id_condo, nome) VALUES (${BENCH.idCondo}, 'PORTEIRO')`,
    sql`INSERT INTO role_permissions (id_role, permissao) SELECT id, 'portaria.home.correspondencias.read' FROM roles WHERE id_condo = ${BENCH.idCondo}`,
    sql`INSERT INTO usuario_roles (id_usuario, id_role) SELECT u.id, r.id FROM usuarios u, roles r WHERE u.cpf = '52998224725' AND r.id_condo = ${BENCH.idCondo}`,
  ]);
  await run('índice de unidades', [
    sql`CREATE UNLOGGED TABLE bench_units AS
      SELECT (row_number() OVER (ORDER BY u.id_unidade) - 1)::int AS n, u.id_unidade FROM unidades u JOIN blocos b ON b.id_bloco = u.id_bloco WHERE b.id_condo = ${BENCH.idCondo}`,
    sql`CREATE UNIQUE INDEX ON bench_units (n)`,
  ]);
  await run('retiradas', [
    sql`INSERT INTO retiradas (id, id_condo, data_retirada, nome, cadastrado)
      SELECT ${OFFSET} + g, ${BENCH.idCondo}, now() - g * interval '77.76 seconds' + interval '3 hours', 'Retirante ' || (g % 997), false
      FROM generate_series(1, ${BENCH.parcels}) g WHERE NOT ${PENDING}`,
  ]);
  await run('1.000.000 correspondências', [
    sql`INSERT INTO correspondencias (id, id_condo, id_unidade, destinatario, categoria, tamanho, descricao, codigo_rastreio, data_chegada, status, id_retirada)
      SELECT ${OFFSET} + g, ${BENCH.idCondo}, u.id_unidade, 'Destinatário ' || (g % 1000),
        (ARRAY['PACOTE','ENVELOPE','ALIMENTO','SACOLA','OUTROS'])[1 + g % 5],
        (ARRAY['PEQUENO','MEDIO','GRANDE','EXTRAGRANDE'])[1 + g % 4],
        'Descrição ' || (g % 100),
        CASE WHEN g % 3 = 0 THEN 'BR' || lpad(g::text, 9, '0') || 'BR' END,
        now() - g * interval '77.76 seconds',
        CASE WHEN ${PENDING} THEN 'PENDENTE' ELSE 'RETIRADA' END,
        CASE WHEN ${PENDING} THEN NULL ELSE ${OFFSET} + g END
      FROM generate_series(1, ${BENCH.parcels}) g JOIN bench_units u ON u.n = g % ${BENCH.units}`,
    sql`SELECT setval(pg_get_serial_sequence('correspondencias', 'id'), (SELECT max(id) FROM correspondencias))`,
    sql`SELECT setval(pg_get_serial_sequence('retiradas', 'id'), (SELECT max(id) FROM retiradas))`,
  ]);
  await run('VACUUM ANALYZE', [
    sql`DROP TABLE bench_units`,
    sql`VACUUM ANALYZE correspondencias, retiradas, unidades, blocos, pessoas`,
  ]);
};
