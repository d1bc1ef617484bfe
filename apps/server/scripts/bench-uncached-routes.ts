/**
 * Every list and search route of every area, as `npm run bench:uncached` asks them: each request `n` a different
 * term, page, unit or period, so no cache (the server's, the database's result of one statement) can answer twice.
 */
import { addDays } from '@portaria/shared/common/day';

export type BenchIds = {
  today: string;
  reference: number;
  /** Units of the benchmarked condominium. */
  units: number[];
  /** Its common areas that take bookings. */
  areas: number[];
  /** Its keys (issue 34). */
  keys: number[];
  /** Its blocks. */
  blocks: number[];
};
export type BenchTerms = { people: string[]; vehicles: string[]; occurrences: string[] };
export type BenchRoute = { name: string; as: 'porteiro' | 'sindica'; search: boolean; next: (n: number) => string };

const pick = <T>(items: T[], n: number) => items[n % items.length]!;
const q = (text: string) => encodeURIComponent(text);
/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the reservations' query format). */
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** A first name and a surname that exist (two of the people's words). */
const person = (t: BenchTerms, n: number) => {
  const [first] = pick(t.people, n).split(' ');
  const last = pick(t.people, Math.floor(n / 7) + 3)
    .split(' ')
    .at(-1);
  return `${first} ${last}`;
};

export const benchRoutes = (ids: BenchIds, t: BenchTerms): BenchRoute[] => {
  const { today } = ids;
  const ago = (n: number, span: number) => addDays(today, -(n % span));
  const period = (n: number, days: number, span = 300) => {
    const end = ago(n, span);
    return { from: addDays(end, -(days - 1)), until: end };
  };
  const cards = '/api/controleacesso/autorizarconvidado/logentrada';
  const residents = '/api/portaria/api/v2/condominios/1001/submoradores';
  const bookings = `/api/reservaareas/v1/areareserva`;
  const timeline = '/api/portaria/api/v2/linhadotempo';
  const route = (name: string, next: (n: number) => string, search = false, as: BenchRoute['as'] = 'porteiro') => ({
    name,
    as,
    search,
    next,
  });
  return [
    // The machine's floor at 50 connections: the cheapest answers the server gives, without and with the database.
    route('piso: processo de pé (sem banco)', () => '/api/health/live'),
    route('piso: banco responde (select 1)', () => '/api/health/ready'),
    route('moradores, busca nome e sobrenome', (n) => `${residents}?nomeMorador=${q(person(t, n))}`, true),
    route('moradores, dígitos do CPF', (n) => `${residents}?nomeMorador=${String(100 + (n % 900))}`, true),
    route('moradores, página N', (n) => `${residents}?page=${1 + (n % 200)}`),
    route('retirada, busca nome e sobrenome', (n) => `/api/correspondencia/moradores?search=${q(person(t, n))}`, true),
    route('veículos, busca modelo e cor', (n) => `/api/veiculo/custom?queryParam=${q(pick(t.vehicles, n))}`, true),
    route('veículos, página N', (n) => `/api/veiculo/custom?page=${1 + (n % 100)}`),
    route('entradas, relatório de 90 dias (lista)', (n) => {
      const p = period(n, 90);
      return `${cards}/filtrado?page=${1 + (n % 20)}&dataDe=${p.from}&dataAte=${p.until}`;
    }),
    route('entradas do dia (cartões)', (n) => `${cards}?page=${1 + (n % 5)}&dataReferencia=${ago(n, 400)}`),
    route(
      'entradas do dia, busca por nome',
      (n) => `${cards}?page=1&dataReferencia=${ago(n, 400)}&curinga=${q(person(t, n))}`,
      true,
    ),
    route('entradas abertas', (n) => `${cards}/abertas?page=${1 + (n % 10)}`),
    route('visitantes, página N', (n) => `/api/controleacesso/visitanteunidade?page=${1 + (n % 500)}`),
    route('visitantes de um tipo, página N', (n) => {
      const type = pick(['VISITANTE', 'PRESTADOR_SERVICO', 'PRESTADOR_CONDOMINIO'], n);
      return `/api/controleacesso/visitanteunidade?page=${1 + (Math.floor(n / 3) % 100)}&tipoVisitante=${type}`;
    }),
    route(
      'visitantes, busca nome e sobrenome',
      (n) => `/api/controleacesso/visitanteunidade?page=1&curinga=${q(person(t, n))}`,
      true,
    ),
    route(
      'ocorrências de 90 dias, busca',
      (n) => {
        const p = period(n, 90, 600);
        return `/api/ocorrencias/resumo?conteudo=${q(pick(t.occurrences, n))}&dataFrom=${p.from}&dataUntil=${p.until}`;
      },
      true,
    ),
    route('ocorrências, página N', (n) => `/api/ocorrencias/resumo?page=${1 + (n % 100)}`),
    route('correspondências, histórico de 90 dias', (n) => {
      const p = period(n, 90);
      return `/api/correspondencia?page=${1 + (n % 20)}&dataChegadaFrom=${p.from}&dataChegadaUntil=${p.until}`;
    }),
    route(
      'correspondências pendentes da unidade',
      (n) => `/api/correspondencia?status=PENDENTE&limit=100&unidade=${pick(ids.units, n)}`,
    ),
    route('linha do tempo, janela de 100 do dia', (n) => `${timeline}/janela?data=${ago(n, 400)}`),
    route(
      'linha do tempo, busca no dia',
      (n) => `${timeline}/janela?data=${ago(n, 400)}&busca=${q(person(t, n).split(' ')[1]!)}`,
      true,
    ),
    route('linha do tempo, dia inteiro (chamada da especificação)', (n) => `${timeline}?data=${ago(n, 400)}`),
    route('links de documentos (síndica)', (n) => `/api/documentos/links?page=${1 + (n % 20)}`, false, 'sindica'),
    route('reservas de um mês da área', (n) => {
      const start = addDays(today, 60 - (n % 700));
      const range = `datainicio=${br(start)}&datafim=${br(addDays(start, 30))}`;
      return `${bookings}/condominio/${ids.reference}?${range}&idArea=${pick(ids.areas, n)}&tiporeserva=RESERVA`;
    }),
    route('calendário de um mês da área', (n) => {
      const start = addDays(today, n % 60);
      return `${bookings}/calendar/day/${pick(ids.areas, n)}?datainicio=${q(`${br(start)} 00:00:00`)}&datafim=${q(`${br(addDays(start, 30))} 23:59:59`)}`;
    }),
    route('horários de um dia da área', (n) => {
      const day = addDays(today, n % 60);
      return `${bookings}/calendar/day/hours/${pick(ids.areas, n)}/${pick(ids.units, n)}?data=${q(br(day))}`;
    }),
    route(
      'cobranças do mês',
      (n) => {
        const month = addDays(today, -31 * (n % 18)).slice(0, 7);
        return `/api/reservaareas/v1/cobrancas?mes=${month}&page=${1 + (n % 3)}`;
      },
      false,
      'sindica',
    ),
    route('mudanças de um mês', (n) => {
      const p = period(n, 31, 700);
      return `/api/mudanca?dataChegadaFrom=${p.from}&dataChegadaUntil=${p.until}`;
    }),
    ...deskRoutes(ids, t, route),
    ...shiftRoutes(ids, t, route, period, ago),
    ...shelfRoutes(ids, t, route),
  ];
};

/** The parcels waiting on the shelf (issue 33 item 1, `npm run bench:shelf`): another age, block, type or word each time. */
const shelfRoutes = (
  ids: BenchIds,
  t: BenchTerms,
  route: (name: string, next: (n: number) => string, search?: boolean) => BenchRoute,
) => {
  const shelf = '/api/correspondencia/prateleira';
  const categories = ['PACOTE', 'ENVELOPE', 'ALIMENTO', 'SACOLA', 'OUTROS'];
  return [
    route('prateleira: aguardando há N dias', (n) => `${shelf}?diasAguardando=${n % 45}`),
    route(
      'prateleira: bloco e tipo',
      (n) => `${shelf}?idBloco=${pick(ids.blocks, n)}&categoria=${pick(categories, Math.floor(n / 20))}`,
    ),
    route('prateleira: busca pelo destinatário', (n) => `${shelf}?busca=${q(person(t, n))}`, true),
  ];
};

/**
 * The shift book and the keys (issue 34, `npm run bench:shift-book`, `npm run bench:keys`): every request another
 * day, period, page, word or key.
 */
const shiftRoutes = (
  ids: BenchIds,
  t: BenchTerms,
  route: (name: string, next: (n: number) => string, search?: boolean) => BenchRoute,
  period: (n: number, days: number, span?: number) => { from: string; until: string },
  ago: (n: number, span: number) => string,
) => {
  const book = '/api/portaria/livro/registros';
  const words = ['bomba', 'garagem', 'lampada', 'vazamento', 'interfone', 'camera', 'moveis', 'tecnico', 'limpeza'];
  const names = t.people.map((name) => name.split(' ')[0]!);
  return [
    route('livro: registros de um dia', (n) => `${book}?dataDe=${ago(n, 1000)}&dataAte=${ago(n, 1000)}`),
    route('livro: 90 dias, página N', (n) => {
      const p = period(n, 90, 1000);
      return `${book}?dataDe=${p.from}&dataAte=${p.until}&page=${1 + (n % 20)}`;
    }),
    route('livro: pendências em aberto de 90 dias', (n) => {
      const p = period(n, 90, 1000);
      return `${book}?dataDe=${p.from}&dataAte=${p.until}&situacao=ABERTO`;
    }),
    route(
      'livro: busca em 90 dias',
      (n) => {
        const p = period(n, 90, 1000);
        return `${book}?dataDe=${p.from}&dataAte=${p.until}&busca=${encodeURIComponent(pick(words, n))}`;
      },
      true,
    ),
    route('chaves: fora agora', () => '/api/chaves/fora'),
    route('chaves: histórico, página N', (n) => `/api/chaves/movimentos?page=${1 + (n % 100)}`),
    route(
      'chaves: histórico, busca por nome',
      (n) => `/api/chaves/movimentos?q=${encodeURIComponent(pick(names, n))}`,
      true,
    ),
    route('chaves: histórico de uma chave', (n) => `/api/chaves/${pick(ids.keys, n)}/movimentos?page=${1 + (n % 4)}`),
  ];
};

/**
 * The desk's one search and unit page (issue 32, `npm run bench:search`): every request another name, unit, plate,
 * code, tracking start or CPF start.
 */
const deskRoutes = (
  ids: BenchIds,
  t: BenchTerms,
  route: (name: string, next: (n: number) => string, search?: boolean) => BenchRoute,
) => {
  const search = (text: string) => `/api/portaria/busca?q=${q(text)}`;
  const tower = (n: number) => String(1 + (n % 20)).padStart(2, '0');
  const letters = (n: number) =>
    [0, 1, 2].map((i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26))).join('');
  const scrambled = (n: number) => (n * 7919) % 1_000_000;
  return [
    route('portaria/busca: nome e sobrenome', (n) => search(person(t, n)), true),
    route(
      'portaria/busca: torre e unidade',
      (n) => search(`torre ${tower(n)} ${1001 + (Math.floor(n / 20) % 100)}`),
      true,
    ),
    route('portaria/busca: nome e unidade', (n) => search(`${person(t, n).split(' ')[0]} ${1001 + (n % 100)}`), true),
    route('portaria/busca: começo da placa', (n) => search(`${letters(n)}-${n % 10}`), true),
    route('portaria/busca: Cód. da encomenda', (n) => search(`Cód.${1 + scrambled(n)}`), true),
    route('portaria/busca: começo do rastreio', (n) => search(`BR${String(scrambled(n)).padStart(6, '0')}`), true),
    route('portaria/busca: começo do CPF', (n) => search(String(10_000 + (scrambled(n) % 90_000))), true),
    route('portaria/unidades: página da unidade', (n) => `/api/portaria/unidades/${pick(ids.units, n * 7)}`),
  ];
};
