/**
 * The large installation's words, its SQL helpers and its access-control history (visitors, schedules, entries and
 * their timeline): the part of bench-uncached-seed.ts adapted from bench-access.ts. Set-based SQL only.
 */
import { VISITOR_LABELS } from '@portaria/shared/access-control/visitors.messages';
import { foldText } from '@portaria/shared/text';
import { TIMELINE_EVENTS } from '@portaria/shared/timeline/timeline-events';

const list = (text: string) => text.trim().split(/,\s*/);

/** What the data is written from, accented as stored (bench-uncached-seed.ts exports them folded too). */
export const WORDS = {
  firstNames: list(`
    Ana, Antônio, Beatriz, Bruno, Caio, Camila, Cecília, Cláudio, Daniela, Débora, Diego, Édson, Elisa,
    Estêvão, Fábio, Fernanda, Flávia, Gabriel, Gustavo, Heitor, Helena, Inês, Íris, Isabela, João, Joaquim,
    Júlia, Larissa, Letícia, Lúcia, Luís, Márcio, Marcos, Mônica, Natália, Nicolas, Otávio, Patrícia, Paulo,
    Raquel, Renato, Rogério, Sérgio, Sônia, Tatiana, Tiago, Valéria, Vítor`),
  surnames: list(`
    Almeida, Alves, Araújo, Assunção, Azevedo, Barbosa, Brandão, Cardoso, Carvalho, Conceição, Damásio, Falcão,
    Fonseca, Freitas, Galvão, Gonçalves, Guimarães, Lima, Magalhães, Monteiro, Nascimento, Nogueira, Oliveira,
    Pereira, Ramos, Ribeiro, Romão, Sampaio, Simões, Souza, Tavares, Teixeira, Valadão, Vasconcelos, Xavier,
    Leão`),
  companies: list(`
    Elétrica São Jorge, Jardinagem Ipê, Limpeza Boa Vista, Hidráulica Central, Refrigeração Polar,
    Mudanças Rápidas, Pinturas Arco-Íris, Dedetização Brasília, Vidraçaria Cristal, Gás Paulistânia,
    Veloz Telecom, Manutenção Predial Sé, Marcenaria Jequitibá, Serralheria Fênix, Elevadores Atlântico,
    Piscinas Água Clara`),
  vehicleModels: list(`
    Corolla, Onix, HB20, Gol, Civic, Compass, Kwid, Argo, Polo, Creta, Renegade, T-Cross, Hilux, Sandero,
    Cronos, Tracker`),
  motorcycleModels: list(`
    CG 160, Biz, Fazer 250, XRE 300, PCX`),
  vehicleColors: list(`
    BRANCO, PRETO, PRATA, CINZA, VERMELHO, AZUL`),
  occurrenceProblems: list(`
    Barulho, Vazamento, Infiltração, Lâmpada queimada, Portão travado, Elevador parado, Câmera desligada,
    Interfone mudo, Lixo acumulado, Cachorro latindo, Obra fora de horário, Festa com som alto,
    Mudança sem aviso, Encomenda extraviada, Bicicleta abandonada, Cheiro de gás, Goteira, Fumaça de cigarro,
    Vaga ocupada, Fechadura quebrada, Piscina suja, Água sem pressão, Falta de energia,
    Elogio à equipe de limpeza`),
  occurrencePlaces: list(`
    na garagem, no subsolo, no hall de entrada, na escada, no corredor, na portaria, no salão de festas,
    na churrasqueira, na academia, no playground, na piscina, no térreo, na cobertura, no elevador de serviço,
    na área técnica, no jardim`),
  occurrenceDetails: list(`
    desde ontem, há uma semana, todas as noites, no fim de semana, depois das 22h, pela manhã, mais uma vez,
    por favor verificar`),
  parcelDescriptions: list(`
    Caixa Mercado Livre, Pacote Amazon, Envelope do banco, Sacola da farmácia, Caixa da Shopee,
    Documento do cartório, Revista, Encomenda dos Correios, Flores, Caixa de vinho, Conta de energia, Remédios`),
};

/** The steps' runner: SQL text in (no parameters: every value is a constant, a number or the checked day). */
export type Plan = {
  today: string;
  count: (n: number) => number;
  step: (label: string, ...queries: string[]) => Promise<void>;
  maxId: (table: string, column?: string) => Promise<number>;
  /** The demo doorkeeper's user id ('NULL' if missing), who registers 1001's parcels and entries. */
  doorkeeper: string;
};

/** Helper tables: every new unit numbered (n: 0..1999 the towers of 1001, 2000.. the 20 small condominiums'). */
export const UNITS = 'bench_seed_units';
export const AREA_TABLE = 'bench_seed_areas';
export const BIG_UNITS = 2000;
export const SMALL_UNITS = 2000;
export const SP = `'America/Sao_Paulo'`;

export const arr = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
/** A well mixed non-negative hash of an integer expression (salt: another stream of the same keys). */
export const hash = (expr: string, salt: number) => `(hashint8((${expr})::bigint * 1000 + ${salt}) & 2147483647)`;
/** items[(h / div) % length]: independent picks from one hash. */
export const pick = (items: readonly string[], h: string, div = 1) =>
  `(${arr(items)})[1 + (${h} / ${div}) % ${items.length}]`;
/** 'First Surname Surname' of key (salt: another population); folded: the same name, folded. */
export const personName = (key: string, salt: number, folded = false) => {
  const h = hash(key, salt);
  const [first, last] = [WORDS.firstNames, WORDS.surnames].map((l) => (folded ? l.map(foldText) : l)) as [
    string[],
    string[],
  ];
  const [n, l] = [first.length, last.length];
  // The second surname is never the first one.
  const second = `(${arr(last)})[1 + (${h} / ${n} % ${l} + 1 + ${h} / ${n * l} % ${l - 1}) % ${l}]`;
  return `${pick(first, h)} || ' ' || ${pick(last, h, n)} || ' ' || ${second}`;
};
/** The helper-table unit of row g: nine in ten in 1001's towers, one in ten in the small condominiums. */
export const unitOf = (g: string, salt: number) =>
  `(CASE WHEN (${g}) % 10 = 0 THEN ${BIG_UNITS} + ${hash(g, salt)} % ${SMALL_UNITS} ELSE ${hash(g, salt)} % ${BIG_UNITS} END)::int`;
/** A valid CPF from 9 digits (an integer expression below 10^9). */
export const cpf = (base: string) => {
  const d = (i: number) => `((${base}) / ${10 ** (8 - i)} % 10)`;
  const s1 = Array.from({ length: 9 }, (_, i) => `${d(i)} * ${10 - i}`).join(' + ');
  const c1 = `(CASE WHEN (${s1}) % 11 < 2 THEN 0 ELSE 11 - (${s1}) % 11 END)`;
  const s2 = `${Array.from({ length: 9 }, (_, i) => `${d(i)} * ${11 - i}`).join(' + ')} + ${c1} * 2`;
  return `lpad((${base})::text, 9, '0') || ${c1} || (CASE WHEN (${s2}) % 11 < 2 THEN 0 ELSE 11 - (${s2}) % 11 END)`;
};

const typeLabel = (col: string) =>
  `CASE ${col} ${Object.entries(VISITOR_LABELS.visitanteTipo)
    .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
    .join(' ')} END`;

/**
 * 100,000 visitors (6/10 visitors, 3/10 providers of a unit, 1/10 of the condominium) with their unit links, two
 * schedules each, and five visits per schedule over the last 500 days (2,000 a day, today's open ones inside),
 * written in the order they happened, each with its timeline line.
 */
export const seedAccess = async (p: Plan) => {
  const visitors = p.count(100_000);
  const v0 = await p.maxId('visitantes');
  const vu0 = await p.maxId('visitante_unidades');
  const a0 = await p.maxId('autorizacoes');
  const l0 = await p.maxId('log_entradas');
  const tipo = `(ARRAY['VISITANTE','VISITANTE','VISITANTE','VISITANTE','VISITANTE','VISITANTE','PRESTADOR_SERVICO','PRESTADOR_SERVICO','PRESTADOR_SERVICO','PRESTADOR_CONDOMINIO'])[1 + ${hash('g', 12)} % 10]`;
  const company = (folded: boolean) => pick(folded ? WORDS.companies.map(foldText) : WORDS.companies, hash('g', 13));
  await p.step(
    `${visitors} visitantes`,
    `INSERT INTO visitantes (id, id_condo, nome, empresa, telefone, tipo_documento, numero_documento, visitante_tipo, busca, created_at)
     SELECT ${v0} + g, u.id_condo, x.nome, x.empresa, '1197' || lpad((g % 10000000)::text, 7, '0'), 'CPF', x.doc, x.tipo,
            x.folded || ' ' || coalesce(x.empresa_folded, '') || ' ' || x.doc, now() - make_interval(days => g % 900)
       FROM generate_series(1, ${visitors}) g JOIN ${UNITS} u ON u.n = ${unitOf('g', 11)}
      CROSS JOIN LATERAL (SELECT t.tipo, ${personName('g', 14)} AS nome, ${personName('g', 14, true)} AS folded,
             ${cpf(`400000000 + g * 7`)} AS doc,
             CASE WHEN t.tipo <> 'VISITANTE' THEN ${company(false)} END AS empresa,
             CASE WHEN t.tipo <> 'VISITANTE' THEN ${company(true)} END AS empresa_folded FROM (SELECT ${tipo} AS tipo) t) x`,
    `INSERT INTO visitante_unidades (id, id_condo, id_visitante, id_unidade, parentesco, funcao, created_at)
     SELECT ${vu0} + (v.id - ${v0}), v.id_condo, v.id, CASE WHEN v.visitante_tipo = 'PRESTADOR_CONDOMINIO' THEN NULL ELSE u.id_unidade END,
            CASE WHEN v.visitante_tipo = 'VISITANTE' THEN (ARRAY['Amigo','Parente','Namorado(a)','Babá'])[1 + ${hash('v.id', 16)} % 4] END,
            CASE WHEN v.visitante_tipo <> 'VISITANTE' THEN (ARRAY['Diarista','Eletricista','Encanador','Jardineiro','Técnico'])[1 + ${hash('v.id', 16)} % 5] END,
            v.created_at
       FROM visitantes v JOIN ${UNITS} u ON u.n = ${unitOf(`v.id - ${v0}`, 11)} WHERE v.id > ${v0}`,
  );
  // Two schedules a link: 2/5 recurring (7 to 60 days, on 1 to 7 weekdays), 2/5 one-day, 1/5 INTERFONAR; their
  // starts spread over the 500 days up to a month ahead.
  await p.step(
    `${2 * visitors} agendamentos`,
    `INSERT INTO autorizacoes (id, id_condo, id_visitante_unidade, tipo_autorizacao, data_de, data_ate, dias_semana, created_at)
     SELECT ${a0} + (vu.id - ${vu0} - 1) * 2 + k + 1, vu.id_condo, vu.id, t.tipo,
            CASE WHEN t.tipo = 'INTERFONAR' THEN NULL ELSE '${p.today}'::date + 30 - x.h / 5 % 500 END,
            CASE WHEN t.tipo = 'INTERFONAR' THEN NULL WHEN t.tipo = 'PONTUAL' THEN '${p.today}'::date + 30 - x.h / 5 % 500
                 ELSE '${p.today}'::date + 30 - x.h / 5 % 500 + 7 + x.h / 2500 % 54 END,
            CASE WHEN t.tipo = 'ACESSO_LIBERADO' THEN 1 + x.h / 135000 % 127 ELSE 0 END, vu.created_at
       FROM visitante_unidades vu, generate_series(0, 1) k,
       LATERAL (SELECT ${hash('vu.id * 2 + k', 15)} AS h) x,
       LATERAL (SELECT (ARRAY['ACESSO_LIBERADO','ACESSO_LIBERADO','PONTUAL','PONTUAL','INTERFONAR'])[1 + x.h % 5] AS tipo) t
      WHERE vu.id > ${vu0}`,
  );
  // One visit per schedule and day (the unique index): 5 per schedule, 100 days apart; today's later than now are
  // squeezed before now, and one in ten of them is still inside.
  const entries = 10 * visitors;
  await p.step(
    `${entries} entradas e saídas`,
    `INSERT INTO log_entradas (id_condo, id_visitante_unidade, id_autorizacao, tipo_autorizacao, id_unidade, dia, dt_entrada, dt_saida, entrada_por, saida_por)
     SELECT s.id_condo, s.id_visitante_unidade, s.id, s.tipo_autorizacao, s.id_unidade, d.dia, e.dt_entrada, e.dt_saida, e.por, e.por
       FROM (SELECT a.id, ${hash('a.id', 17)} AS h, a.id_condo, a.id_visitante_unidade, a.tipo_autorizacao, vu.id_unidade
               FROM autorizacoes a JOIN visitante_unidades vu ON vu.id = a.id_visitante_unidade WHERE a.id > ${a0}) s,
       generate_series(0, 4) k,
       LATERAL (SELECT '${p.today}'::date - (k * 100 + s.h % 100) AS dia, ${hash('s.id * 5 + k', 18)} AS h) d,
       LATERAL (SELECT (d.dia + make_interval(mins => 360 + d.h % 960)) AT TIME ZONE ${SP} AS ts,
                       d.dia::timestamp AT TIME ZONE ${SP} AS d0) t,
       LATERAL (SELECT CASE WHEN t.ts < now() THEN t.ts ELSE t.d0 + (t.ts - t.d0) * greatest(extract(epoch FROM now() - t.d0), 0) / 86400 END AS at) t2,
       LATERAL (SELECT t2.at AS dt_entrada,
                       CASE WHEN d.dia = '${p.today}'::date AND d.h / 960 % 10 = 0 THEN NULL
                            WHEN t2.at + make_interval(mins => 20 + d.h / 9600 % 240) > now() THEN NULL
                            ELSE t2.at + make_interval(mins => 20 + d.h / 9600 % 240) END AS dt_saida,
                       CASE WHEN s.id_condo = 1001 THEN ${p.doorkeeper} END AS por) e
      ORDER BY e.dt_entrada`,
  );
  await p.step(
    `${entries} eventos da linha do tempo`,
    `INSERT INTO timeline_events (id_condo, area, atividade, dt_inicio, id_unidade, nm_pessoa, id_usuario, entidade, id_entidade)
     SELECT l.id_condo, 'acessos',
            replace(replace('${TIMELINE_EVENTS['visita.registrar_entrada']}', '{tipo}', ${typeLabel('v.visitante_tipo')}), '{nome}', v.nome),
            l.dt_entrada, l.id_unidade, v.nome, l.entrada_por, 'log_entrada', l.id::text
       FROM log_entradas l JOIN visitante_unidades vu ON vu.id = l.id_visitante_unidade JOIN visitantes v ON v.id = vu.id_visitante
      WHERE l.id > ${l0} ORDER BY l.id`,
  );
};
