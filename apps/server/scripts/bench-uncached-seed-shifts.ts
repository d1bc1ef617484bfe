/**
 * The shift book and the keys of a large installation (issue 34), for bench:uncached: 100,000 book entries over three
 * years (an entry every ~15 minutes in 1001, one tenth in the 20 small condominiums), two handovers a day, and
 * 10,000 key movements over two years on 60 keys of 1001 and 3 of each small condominium, all returned but the last
 * one of some keys (a few of those overdue). Runs inside seedLargeInstallation, while its helper tables exist.
 */
import { SP, UNITS, WORDS, arr, hash, personName, pick, type Plan } from './bench-uncached-seed-logs.ts';

const NOTES = [
  'Bomba da piscina desligada para manutenção',
  'Morador pediu para avisar quando chegar o técnico',
  'Portão da garagem fazendo barulho ao fechar',
  'Lâmpada queimada no hall do elevador',
  'Entrega de móveis agendada para amanhã cedo',
  'Vazamento no teto da guarita',
  'Interfone da unidade sem resposta',
  'Chave do salão de festas não devolvida',
  'Câmera do estacionamento fora do ar',
  'Prestador da limpeza chegou atrasado',
];
const KEYS = ['Salão de Festas', 'Casa de Máquinas', 'Portão da Garagem', 'Quadra', 'Churrasqueira', 'Depósito'];

export const seedShiftsAndKeys = async (p: Plan, now: string) => {
  const entries = p.count(100_000);
  const big = Math.round(entries * 0.9);
  // 1001's entries one every 3 years / big back from now; the small condominiums' spread the same way.
  const at = (n: string, total: number) =>
    `${now} - make_interval(secs => (${n}) * ${(3 * 365 * 86400) / total}::float8)`;
  // Pending and urgent items are resolved three hours later, but the newest 40 of each condominium's list.
  const category = (g: string) =>
    `(ARRAY['INFORMACAO', 'INFORMACAO', 'INFORMACAO', 'PENDENCIA', 'URGENTE'])[1 + ${hash(g, 91)} % 5]`;
  const resolved = (g: string) => `${g} > 40 AND ${category(g)} <> 'INFORMACAO'`;
  const entry = (g: string, condo: string, unit: string, total: number) => `
     SELECT ${condo}, ${category(g)},
            ${pick(NOTES, hash(g, 92))} || ' (' || ${pick(WORDS.firstNames, hash(g, 93))} || ')',
            CASE WHEN ${hash(g, 94)} % 3 = 0 THEN ${unit} END, ${personName(g, 95)}, ${at(g, total)}, ${at(g, total)},
            CASE WHEN ${resolved(g)} THEN ${at(g, total)} + interval '3 hours' END,
            CASE WHEN ${resolved(g)} THEN ${personName(g, 96)} END`;
  await p.step(
    `${entries} registros do livro da portaria e duas passagens de turno por dia`,
    `INSERT INTO livro_registros (id_condo, categoria, texto, id_unidade, autor_nome, criado_em, recebido_em, resolvido_em,
       resolvido_por_nome)
     ${entry('g', '1001', 'u.id_unidade', big)}
       FROM generate_series(${big}, 1, -1) g JOIN ${UNITS} u ON u.n = ${hash('g', 97)} % 2000
     UNION ALL
     ${entry('g', 'u.id_condo', 'u.id_unidade', entries - big)}
       FROM generate_series(${entries - big}, 1, -1) g JOIN ${UNITS} u ON u.n = 2000 + ${hash('g', 98)} % 2000`,
    `INSERT INTO livro_passagens (id_condo, resumo, autor_nome, criado_em)
     SELECT c, 'Turno sem ocorrências graves. ' || ${pick(NOTES, hash('g', 99))} || '.', ${personName('g', 100)},
            (date_trunc('day', ${now} AT TIME ZONE ${SP}) - make_interval(hours => (12 * g)::int) + interval '7 hours') AT TIME ZONE ${SP}
       FROM unnest(ARRAY[1001] || ARRAY(SELECT generate_series(5001, 5020))) c, generate_series(1, 2 * 3 * 365) g`,
  );

  const movements = p.count(10_000);
  const k0 = await p.maxId('chaves');
  await p.step(
    `${movements} movimentos de chaves`,
    `INSERT INTO chaves (id_condo, nome, local, etiqueta, criado_em)
     SELECT 1001, k || ' da ' || t, t, 'T' || i || '-' || j, now() - interval '3 years'
       FROM unnest(${arr(KEYS)}) WITH ORDINALITY AS x(k, j), generate_series(1, 10) i,
            LATERAL (SELECT 'Torre ' || lpad(i::text, 2, '0') AS t) y
     UNION ALL
     SELECT 5000 + c, k, 'Portaria', 'P' || j, now() - interval '3 years'
       FROM generate_series(1, 20) c, unnest(${arr(KEYS.slice(0, 3))}) WITH ORDINALITY AS x(k, j)`,
    // Movement g of a key: the key's g-th in time; the last movement of every 7th key of 1001 is still out.
    `INSERT INTO chave_movimentos (id_condo, id_chave, tipo_portador, portador_nome, portador_documento, id_unidade,
                                   retirada_em, devolucao_prevista, devolvida_em)
     SELECT k.id_condo, k.id, CASE WHEN m.h % 4 = 0 THEN 'PRESTADOR' WHEN m.h % 4 = 1 THEN 'FUNCIONARIO' ELSE 'MORADOR' END,
            ${personName('m.g', 101)}, CASE WHEN m.h % 4 = 0 THEN lpad((m.h % 100000000)::text, 9, '0') END,
            CASE WHEN m.h % 4 >= 2 THEN u.id_unidade END, m.saida, m.saida + interval '4 hours',
            CASE WHEN m.g > 0 OR k.id % 7 <> 0 THEN m.saida + make_interval(mins => (30 + m.h % 300)::int) END
       FROM (SELECT id, id_condo, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n FROM chaves WHERE id > ${k0}) k
      CROSS JOIN LATERAL (SELECT g, ${hash('k.id * 100000 + g', 102)} AS h,
                                 ${now} - make_interval(secs => (g * k.n + k.i) * ${(2 * 365 * 86400) / movements}::float8) - interval '5 hours' AS saida
                            FROM generate_series(0, ceil(${movements}::float8 / k.n)::int - 1) g) m
       JOIN ${UNITS} u ON u.n = CASE WHEN k.id_condo = 1001 THEN m.h % 2000 ELSE 2000 + (k.id_condo - 5001) * 100 + m.h % 100 END`,
  );
};
