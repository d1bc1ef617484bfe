/**
 * The data of a large installation, for benchmarks whose every request misses the caches: on a database migrated
 * and seeded with the demo, nearly all of it in condominium 1001 (the demo doorkeeper's) and one tenth over 20 small
 * condominiums (5001..5020), so the condominium filter matters. At scale 1: 2,000 units in 'Torre 01'..'Torre 20'
 * (and 2,000 in the small ones), 20,000 residents, 10,000 vehicles, 1,000,000 parcels (about 50,000 waiting),
 * 100,000 visitors, 200,000 schedules, 1,000,000 entries and their timeline events, 1,100,000 bookings, 500,000
 * occurrences, 100,000 document links, 100,000 shift-book entries and 10,000 key movements. `scale` multiplies the data (the units, areas and condominiums stay); dates follow `today`
 * (São Paulo): history up to today, bookings and schedules a few months ahead. Set-based SQL, PostgreSQL or PGlite.
 */
import { AREAS } from '@portaria/shared/areas';
import { foldText } from '@portaria/shared/text';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  AREA_TABLE,
  BIG_UNITS,
  SP,
  UNITS,
  WORDS,
  arr,
  cpf,
  hash,
  personName,
  pick,
  seedAccess,
  unitOf,
  type Plan,
} from './bench-uncached-seed-logs.ts';
import { seedShiftsAndKeys } from './bench-uncached-seed-shifts.ts';

const TOWERS = Array.from({ length: 20 }, (_, i) => `Torre ${String(i + 1).padStart(2, '0')}`);
const pairs = WORDS.firstNames.flatMap((f) => WORDS.surnames.map((s) => `${f} ${s}`));
const TERMS = {
  firstNames: WORDS.firstNames,
  surnames: WORDS.surnames,
  /** 'First Surname': each pair names tens of 1001's residents (a few dozen) and about a hundred of its visitors. */
  residentNames: pairs,
  visitorNames: pairs,
  companies: WORDS.companies,
  vehicleWords: [...WORDS.vehicleModels, ...WORDS.motorcycleModels, ...WORDS.vehicleColors],
  occurrenceWords: [...WORDS.occurrenceProblems, ...WORDS.occurrencePlaces.map((p) => p.replace(/^n[ao]s? /, ''))],
  parcelWords: WORDS.parcelDescriptions,
  blocks: TOWERS,
  /** Ready searches: 'First Surname' (people), 'Model colour' (vehicles), 'Problem place' (occurrences). */
  people: pairs,
  vehicles: [...WORDS.vehicleModels, ...WORDS.motorcycleModels].flatMap((m) =>
    WORDS.vehicleColors.map((c) => `${m} ${c.toLowerCase()}`),
  ),
  occurrences: WORDS.occurrenceProblems.flatMap((o) =>
    WORDS.occurrencePlaces.map((p) => `${o.split(' ')[0]} ${p.split(' ').at(-1)}`),
  ),
};
type Terms = Record<keyof typeof TERMS, string[]>;
/** The words the data was written from, as stored (accented) and as a search sends them (`folded`). */
export const SEARCH_TERMS: Terms & { folded: Terms } = {
  ...TERMS,
  folded: Object.fromEntries(Object.entries(TERMS).map(([k, v]) => [k, v.map(foldText)])) as Terms,
};

const CONDOS = `Ipê Amarelo, Jacarandá, Araucária, Sabiá, Manacá, Paineiras, Quaresmeiras, Bem-te-vi, Flamboyant,
  Jequitibá, Pitangueiras, Cerejeiras, Acácias, Tucanos, Guaratiba, Itaúna, Piracema, Aroeira, Figueira, Mangueiras`;
const AREA_KINDS = `('Salão de Festas', 80, 0, 0), ('Churrasqueira', 20, 1, 80), ('Espaço Gourmet', 30, 1, 120),
  ('Quadra de Tênis', 4, 0, 0), ('Sala de Jogos', 15, 0, 0), ('Brinquedoteca', 15, 0, 0), ('Sauna', 8, 0, 0), ('Coworking', 10, 0, 0)`;
const HOURS = JSON.stringify(
  Array.from({ length: 14 }, (_, i) => ({ de: `${8 + i}:00`.padStart(5, '0'), ate: `${9 + i}:00`.padStart(5, '0') })),
);
const DATA_LISTS = Object.values(AREAS).flatMap((a) => a.dataLists as readonly string[]);

export const seedLargeInstallation = async (
  db: Database,
  opts: { scale: number; today: string; log: (t: string) => void },
): Promise<void> => {
  const { scale, today, log } = opts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !(scale > 0)) throw new Error(`dia ou escala inválidos: ${today} ${scale}`);
  const exec = (text: string) => db.execute(sql.raw(text));
  const first = async (text: string) => ((await exec(text)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const started = performance.now();
  const p: Plan = {
    today,
    count: (n) => Math.max(1, Math.round(n * scale)),
    step: async (label, ...queries) => {
      const t0 = performance.now();
      for (const query of queries) await exec(query);
      log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    },
    maxId: async (table, column = 'id') =>
      Number((await first(`SELECT coalesce(max(${column}), 0) AS m FROM ${table}`))!.m),
    doorkeeper: String((await first(`SELECT id FROM usuarios WHERE cpf = '52998224725'`))?.id ?? 'NULL'),
  };
  // The newest events: now, within `today` (its last minute when `today` is past, its first when it is ahead).
  const NOW = `GREATEST(LEAST(now(), ('${today}'::date + 1)::timestamp AT TIME ZONE ${SP} - interval '1 minute'),
    '${today}'::timestamp AT TIME ZONE ${SP} + interval '1 minute')`;
  const by1001 = `CASE WHEN u.id_condo = 1001 THEN ${p.doorkeeper} END`;
  const [b0, ar0] = [await p.maxId('blocos', 'id_bloco'), await p.maxId('areas')];
  await p.step(
    '20 condomínios, 4.000 unidades, 120 áreas, documentos',
    `DROP TABLE IF EXISTS ${UNITS}`,
    `DROP TABLE IF EXISTS ${AREA_TABLE}`,
    `INSERT INTO condominios (id_condo, referencia, nome, nome_fantasia)
     SELECT 5000 + c, 95000 + c, 'Condomínio Residencial ' || n, 'Residencial ' || n
       FROM generate_series(1, 20) c, LATERAL (SELECT (${arr(CONDOS.split(/,\s*/))})[c] AS n) x`,
    `INSERT INTO blocos (id_condo, nome) SELECT 1001, t FROM unnest(${arr(TOWERS)}) t
     UNION ALL SELECT 5000 + c, 'Bloco ' || chr(64 + b) FROM generate_series(1, 20) c, generate_series(1, 4) b`,
    `INSERT INTO unidades (id_bloco, nome)
     SELECT id_bloco, (1000 + u)::text FROM blocos, generate_series(1, 100) u WHERE id_bloco > ${b0} AND id_condo = 1001
     UNION ALL SELECT id_bloco, (100 * f + a)::text FROM blocos, generate_series(1, 5) f, generate_series(1, 5) a
      WHERE id_bloco > ${b0} AND id_condo > 5000`,
    `CREATE UNLOGGED TABLE ${UNITS} AS
     SELECT (row_number() OVER (ORDER BY b.id_condo, u.id_unidade) - 1)::int AS n, u.id_unidade, b.id_condo,
            NULL::int AS id_pessoa, NULL::text AS pessoa, NULL::text AS cpf, NULL::text AS email
       FROM unidades u JOIN blocos b USING (id_bloco) WHERE b.id_bloco > ${b0}`,
    `CREATE UNIQUE INDEX ON ${UNITS} (n)`,
    `INSERT INTO areas (id_condo, nome_area, capacidade, flag_area_paga, valor_taxa_utilizacao, qt_min_dias_disponivel_reserva, qt_dias_disponivel_reserva, dias_semana, horarios)
     SELECT 1001, k.nome || ' da ' || t, k.cap, k.paga, k.valor, 0, 120, '{1,2,3,4,5,6,7}'::int[], '${HOURS}'::jsonb
       FROM (VALUES ${AREA_KINDS}) k(nome, cap, paga, valor), unnest(${arr(TOWERS.slice(0, 10))}) t
     UNION ALL SELECT 5000 + c, k.nome, k.cap, k.paga, k.valor, 0, 120, '{1,2,3,4,5,6,7}'::int[], '${HOURS}'::jsonb
       FROM (VALUES ('Salão de Festas', 40, 0, 0), ('Churrasqueira', 20, 1, 60)) k(nome, cap, paga, valor), generate_series(1, 20) c`,
    `CREATE UNLOGGED TABLE ${AREA_TABLE} AS
     SELECT (row_number() OVER (PARTITION BY id_condo = 1001 ORDER BY id_condo, id) - 1)::int AS n, id_condo = 1001 AS big,
            id, id_condo, nome_area, flag_area_paga, valor_taxa_utilizacao AS valor FROM areas WHERE id > ${ar0}`,
    `INSERT INTO arquivos (hash, id_condo, driver, area, status, content_type, upload_expira_em)
     SELECT 'bench-documento-' || c || '-' || t, 5000 + c, 'demo', 'documentos', 'DEMO', 'application/pdf', now()
       FROM generate_series(1, 20) c, unnest(ARRAY['CONVENCAO', 'REGULAMENTO']) t`,
    `INSERT INTO documentos (id_condo, tipo, nome, hash_arquivo)
     SELECT 5000 + c, t, CASE t WHEN 'CONVENCAO' THEN 'CONVENCAO_CONDOMINIO_' ELSE 'REGULAMENTO_INTERNO_' END || (95000 + c) || '.pdf',
            'bench-documento-' || c || '-' || t
       FROM generate_series(1, 20) c, unnest(ARRAY['CONVENCAO', 'REGULAMENTO']) t ON CONFLICT DO NOTHING`,
  );

  const residents = p.count(20_000);
  const p0 = await p.maxId('pessoas');
  const nf = WORDS.firstNames.length;
  await p.step(
    `${residents} moradores`,
    `INSERT INTO pessoas (id_unidade, cpf, nome, email, telefone, perfil, app_instalado, created_at)
     SELECT u.id_unidade, ${cpf('300000000 + g * 13')}, ${personName('g', 22)},
            ${pick(WORDS.firstNames.map(foldText), hash('g', 22))} || '.' || ${pick(WORDS.surnames.map(foldText), hash('g', 22), nf)} || (g % 100) || '@email.com.br',
            '1198' || lpad((g * 7 % 10000000)::text, 7, '0'),
            (ARRAY['morar.proprietario', 'morar.inquilino', 'morar.morador', 'morar.morador'])[1 + ${hash('g', 23)} % 4], g % 3 <> 0,
            now() - make_interval(days => g % 1500)
       FROM generate_series(1, ${residents}) g JOIN ${UNITS} u ON u.n = ${unitOf('g', 21)}`,
    `UPDATE ${UNITS} u SET id_pessoa = r.id, pessoa = r.nome, cpf = r.cpf, email = r.email
       FROM (SELECT DISTINCT ON (id_unidade) id_unidade, id, nome, cpf, email FROM pessoas WHERE id > ${p0} ORDER BY id_unidade, id) r
      WHERE r.id_unidade = u.id_unidade`,
  );

  const vehicles = p.count(10_000);
  const plate = `chr(65 + k.h % 26) || chr(65 + k.h / 26 % 26) || chr(65 + k.h / 676 % 26) || (k.h / 17576 % 10)
    || CASE WHEN k.t / 20 % 2 = 0 THEN chr(65 + k.h / 175760 % 26) ELSE (k.h / 175760 % 10)::text END || lpad((k.h / 4569760 % 100)::text, 2, '0')`;
  await p.step(
    `${vehicles} veículos`,
    `INSERT INTO veiculos (id_condo, id_unidade, tipo, placa, cor, modelo, vaga_alugada, created_at, updated_at)
     SELECT u.id_condo, u.id_unidade, k.tipo, CASE WHEN k.tipo <> 'BICICLETA' THEN ${plate} END, ${pick(WORDS.vehicleColors, 'k.h', 7)},
            CASE k.tipo WHEN 'CARRO' THEN ${pick(WORDS.vehicleModels, 'k.h', 11)} WHEN 'MOTO' THEN ${pick(WORDS.motorcycleModels, 'k.h', 11)} END,
            g % 25 = 0, now() - make_interval(days => g % 1200), now() - make_interval(days => g % 300)
       FROM generate_series(1, ${vehicles}) g JOIN ${UNITS} u ON u.n = ${unitOf('g', 31)}
      CROSS JOIN LATERAL (SELECT ${hash('g', 32)} AS h, ${hash('g', 33)} AS t) k0
      CROSS JOIN LATERAL (SELECT k0.h, k0.t, CASE WHEN k0.t % 20 < 16 THEN 'CARRO' WHEN k0.t % 20 < 19 THEN 'MOTO' ELSE 'BICICLETA' END AS tipo) k
     ON CONFLICT DO NOTHING`,
  );

  // Parcels: one every 900 days / n back from now, written oldest first; the newest 4.9 % and one in 1,000 older
  // ones still pending, the others released 1 to 48 hours after arriving (one pickup record each).
  const parcels = p.count(1_000_000);
  const [c0, r0] = [await p.maxId('correspondencias'), await p.maxId('retiradas')];
  const gap = (900 * 86400) / parcels;
  const pending = `(g <= ${Math.ceil(parcels * 0.049)} OR g % 997 = 7)`;
  const from = `FROM generate_series(${parcels}, 1, -1) g JOIN ${UNITS} u ON u.n = ${unitOf('g', 51)}
    CROSS JOIN LATERAL (SELECT ${NOW} - make_interval(secs => g * ${gap}::float8) AS chegada, ${hash('g', 55)} AS h) x0
    CROSS JOIN LATERAL (SELECT x0.chegada, x0.h, x0.h / 30 % 4 <> 0 AND u.id_pessoa IS NOT NULL AS reg) x`;
  await p.step(
    `${parcels} correspondências e suas retiradas`,
    `INSERT INTO retiradas (id, id_condo, data_retirada, id_morador, nome, cpf, cadastrado, id_usuario)
     SELECT ${r0 + parcels + 1} - g, u.id_condo, x.chegada + make_interval(hours => (1 + g * 7 % 47)::int, mins => (g % 60)::int),
            CASE WHEN x.reg THEN u.id_pessoa END, CASE WHEN x.reg THEN u.pessoa ELSE ${personName('g', 52)} END,
            CASE WHEN x.reg THEN u.cpf END, x.reg, ${by1001}
       ${from} WHERE NOT ${pending}`,
    `INSERT INTO correspondencias (id, id_condo, id_unidade, id_porteiro, destinatario, categoria, tamanho, descricao, codigo_rastreio, data_chegada, status, id_retirada)
     SELECT ${c0 + parcels + 1} - g, u.id_condo, u.id_unidade, ${by1001},
            CASE WHEN x.h / 120 % 10 < 7 AND u.pessoa IS NOT NULL THEN u.pessoa ELSE ${personName('g', 53)} END,
            (ARRAY['PACOTE', 'PACOTE', 'ENVELOPE', 'ALIMENTO', 'SACOLA', 'OUTROS'])[1 + x.h % 6],
            (ARRAY['PEQUENO', 'MEDIO', 'MEDIO', 'GRANDE', 'EXTRAGRANDE'])[1 + x.h / 6 % 5],
            ${pick(WORDS.parcelDescriptions, hash('g', 54))},
            CASE x.h / 1200 % 3 WHEN 0 THEN 'BR' || lpad((g % 1000000000)::text, 9, '0') || 'BR' WHEN 1 THEN 'MLB' || (g::bigint * 7919) END,
            x.chegada, CASE WHEN ${pending} THEN 'PENDENTE' ELSE 'RETIRADA' END,
            CASE WHEN NOT ${pending} THEN ${r0 + parcels + 1} - g END
       ${from}`,
  );

  await seedAccess(p);

  // Bookings: one-hour slots (08:00..22:00) of 80 areas of 1001 and 2 of each small condominium, from four years ago
  // to 90 days ahead, never overlapping in an area (slot i of an area: its i-th of evenly spread slots); 1 in 20
  // cancelled. Paid areas get their charge lines (and the refund of a cancelled booking).
  const bookings = p.count(1_100_000);
  const res0 = await p.maxId('area_reservas');
  const book = (big: boolean, n: number, areas: number, unit: string) => {
    const perArea = Math.ceil(n / areas);
    const days = Math.max(1550, Math.ceil(perArea / 14));
    return `INSERT INTO area_reservas (id_condo, id_area, id_unidade, tipo_reserva, data_inicio_reserva, data_fim_reserva, origem_reserva, data_inclusao, id_status, cancelado_em)
     SELECT a.id_condo, a.id, u.id_unidade, 'R', t.ini, t.ini + interval '1 hour', CASE WHEN j % 3 = 0 THEN 'APP' ELSE 'PORTARIA' END,
            t.inc, CASE WHEN j % 20 = 3 THEN 90 ELSE 1 END, CASE WHEN j % 20 = 3 THEN LEAST(now(), t.inc + interval '2 hours') END
       FROM generate_series(0, ${n - 1}) j JOIN ${AREA_TABLE} a ON a.big = ${big} AND a.n = j % ${areas}
       JOIN ${UNITS} u ON u.n = ${unit}
      CROSS JOIN LATERAL (SELECT (j / ${areas})::bigint * ${days * 14} / ${perArea} AS s) x
      CROSS JOIN LATERAL (SELECT (('${today}'::date + ${90 - days} + (x.s / 14)::int) + make_interval(hours => (8 + x.s % 14)::int)) AT TIME ZONE ${SP} AS ini) t0
      CROSS JOIN LATERAL (SELECT t0.ini, LEAST(now(), t0.ini - make_interval(days => (1 + j * 7 % 20)::int, hours => (j % 9)::int)) AS inc) t`;
  };
  const big = Math.round(bookings * 0.9);
  await p.step(
    `${bookings} reservas e as cobranças das áreas pagas`,
    book(true, big, 80, `${hash('j', 71)} % ${BIG_UNITS}`),
    ...(bookings > big
      ? [book(false, bookings - big, 40, `${BIG_UNITS} + (a.n / 2) * 100 + ${hash('j', 72)} % 100`)]
      : []),
    `INSERT INTO cobrancas_unidade (id_condo, id_unidade, id_reserva, tipo, descricao, valor, created_at)
     SELECT r.id_condo, r.id_unidade, r.id, k.tipo,
            CASE WHEN k.tipo = 'ESTORNO' THEN 'Estorno: ' ELSE '' END || 'Taxa de utilização: ' || a.nome_area || ' em '
              || to_char(r.data_inicio_reserva AT TIME ZONE ${SP}, 'DD/MM/YYYY HH24:MI') || ' às ' || to_char(r.data_fim_reserva AT TIME ZONE ${SP}, 'HH24:MI'),
            CASE WHEN k.tipo = 'ESTORNO' THEN -a.valor ELSE a.valor END, CASE WHEN k.tipo = 'ESTORNO' THEN r.cancelado_em ELSE r.data_inclusao END
       FROM area_reservas r JOIN ${AREA_TABLE} a ON a.id = r.id_area
      CROSS JOIN LATERAL (SELECT 'COBRANCA' AS tipo UNION ALL SELECT 'ESTORNO' WHERE r.id_status = 90) k
      WHERE r.id > ${res0} AND a.flag_area_paga = 1`,
  );

  // Occurrences over five years, oldest first, each with its first content; documents e-mailed over two years.
  const occurrences = p.count(500_000);
  const o0 = await p.maxId('ocorrencias');
  const np = WORDS.occurrenceProblems.length;
  const npl = WORDS.occurrencePlaces.length;
  await p.step(
    `${occurrences} ocorrências`,
    `INSERT INTO ocorrencias (id_condo, id_unidade, tipo_ocorrencia, publica, tipo_usuario, conteudo, email, fl_encerrado, data_ocorrencia, created_by, created_at)
     SELECT u.id_condo, u.id_unidade, (ARRAY['RECLAMACAO', 'RECLAMACAO', 'SUGESTAO', 'ELOGIO', 'OUTROS'])[1 + t.k % 5],
            CASE WHEN t.k / 5 % 10 = 9 THEN 'N' ELSE 'S' END, 'MORADOR',
            ${pick(WORDS.occurrenceProblems, 't.h')} || ' ' || ${pick(WORDS.occurrencePlaces, 't.h', np)} || ', ' || ${pick(WORDS.occurrenceDetails, 't.h', np * npl)} || '.',
            coalesce(u.email, 'morador@exemplo.com.br'), CASE WHEN g > ${occurrences} / 20 AND t.k / 50 % 3 <> 0 THEN 'S' ELSE 'N' END,
            t.at, ${by1001}, t.at
       FROM generate_series(${occurrences}, 1, -1) g JOIN ${UNITS} u ON u.n = ${unitOf('g', 61)}
      CROSS JOIN LATERAL (SELECT ${hash('g', 62)} AS h, ${hash('g', 63)} AS k, ${NOW} - make_interval(secs => (g - 1) * ${(5 * 365 * 86400) / occurrences}::float8) AS at) t`,
    `INSERT INTO ocorrencia_conteudos (id_ocorrencia, id_condo, conteudo, autor, created_at)
     SELECT id, id_condo, conteudo, 'MORADOR', created_at FROM ocorrencias WHERE id > ${o0} ORDER BY id`,
  );
  const links = p.count(100_000);
  await p.step(
    `${links} links de documentos`,
    `INSERT INTO documento_links (token_hash, id_documento, id_condo, id_unidade, id_morador, email, expira_em, revogado_em, created_at)
     SELECT encode(sha256(convert_to('bench-link-' || g, 'UTF8')), 'hex'), d.id, u.id_condo, u.id_unidade, u.id_pessoa,
            coalesce(u.email, 'morador@exemplo.com.br'), t.at + interval '7 days',
            CASE WHEN g % 47 = 7 THEN LEAST(now(), t.at + interval '1 day') END, t.at
       FROM generate_series(${links}, 1, -1) g JOIN ${UNITS} u ON u.n = ${unitOf('g', 81)}
       JOIN documentos d ON d.id_condo = u.id_condo AND d.tipo = CASE WHEN g % 3 = 0 THEN 'CONVENCAO' ELSE 'REGULAMENTO' END
      CROSS JOIN LATERAL (SELECT ${NOW} - make_interval(secs => (g - 1) * ${(730 * 86400) / links}::float8) AS at) t`,
  );

  await seedShiftsAndKeys(p, NOW);

  const explicit = ['visitantes', 'visitante_unidades', 'autorizacoes', 'correspondencias', 'retiradas'];
  await p.step(
    'sequências, versões dos dados, VACUUM ANALYZE',
    ...explicit.map((t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`),
    `INSERT INTO data_versions (id_condo, area, versao)
     SELECT c, a, 1 FROM unnest(ARRAY[1001] || ARRAY(SELECT generate_series(5001, 5020))) c, unnest(${arr(DATA_LISTS)}) a
     ON CONFLICT (id_condo, area) DO UPDATE SET versao = data_versions.versao + 1`,
    `DROP TABLE ${UNITS}`,
    `DROP TABLE ${AREA_TABLE}`,
    'VACUUM ANALYZE',
  );
  log(`Instalação grande (escala ${scale}) semeada em ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
