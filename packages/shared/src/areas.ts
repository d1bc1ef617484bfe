/**
 * The areas of the product, each with one name in all five places (issue 29 item 4, decision 111):
 * `packages/shared/src/<id>/`, `apps/server/src/modules/<id>/`, `apps/server/src/db/schema/<id>.ts`,
 * `apps/web/src/features/<id>/` and `apps/web/e2e/<id>*.spec.ts`; sub-resources are file prefixes
 * (`access-control-visitors.ts`, `reservations-next-year.spec.ts`). `scripts/layout.test.ts` fails when an area is
 * missing from a place it does not declare it lacks, or when a folder of those places belongs to no area.
 *
 * The OpenAPI tags of the routes, the data-list ids (one data version each per condominium: the cached lists) and
 * the timeline areas are declared here too, and the server takes its types from them.
 */
export type AreaPlace = 'shared' | 'server' | 'schema' | 'web' | 'e2e';

type AreaDefinition = {
  /** What the area holds, for the README's map. */
  readonly holds: string;
  /** The OpenAPI tags of its routes (pt-BR, like the spec's paths). */
  readonly tags: readonly string[];
  /** Its cached lists: each one is a row of data_versions per condominium, bumped by the write path. */
  readonly dataLists: readonly string[];
  /** The `area` of its timeline events. */
  readonly timeline: readonly string[];
  /** A place the area has nothing in, and why. Every other place must exist. */
  readonly without?: Partial<Record<AreaPlace, string>>;
};

export const AREAS = {
  auth: {
    holds: 'sign-in, two-factor, condominium choice, sessions, tokens, trusted devices; the doorkeeper record',
    tags: ['auth', 'porteiros'],
    dataLists: [],
    timeline: [],
  },
  accounts: {
    holds: 'account creation and recovery by SMS code, pre-registration and its review, phone change',
    tags: ['conta', 'pre-cadastro', 'troca-telefone'],
    dataLists: [],
    timeline: [],
  },
  condominium: {
    holds: 'the kernel every area may use: condominiums, blocks, units, the people lookup, the reference picker',
    tags: ['condominios'],
    dataLists: [],
    timeline: [],
    without: {
      web: 'no screen of its own yet: the reference picker and the condominium gate are shared pieces (components/flow, lib/get-condominium.ts)',
      e2e: 'no screen of its own yet: every journey signs in and picks a condominium through it',
    },
  },
  correspondence: {
    holds: 'parcels, release, history, reports, notices to residents',
    tags: ['correspondencia'],
    dataLists: ['correspondencia'],
    timeline: ['correspondencia'],
  },
  vehicles: {
    holds: 'vehicles, their search and history',
    tags: ['veiculos'],
    dataLists: ['veiculos'],
    timeline: ['veiculos'],
  },
  'access-control': {
    holds: 'residents, access requests, face-biometrics invitations, visitors, entries and exits',
    tags: ['moradores', 'solicitacoes-acesso', 'convites', 'convite-publico', 'visitantes'],
    dataLists: ['moradores', 'convites', 'visitantes', 'acessos'],
    timeline: ['moradores', 'convites', 'visitantes', 'acessos'],
  },
  reservations: {
    holds: 'common areas, bookings, blocks, moves, charges',
    tags: ['reservas', 'mudancas', 'cobrancas'],
    dataLists: ['reservas', 'mudancas'],
    timeline: ['reservas', 'mudancas'],
  },
  occurrences: {
    holds: 'occurrences, their attachments and summary',
    tags: ['ocorrencias'],
    dataLists: ['ocorrencias'],
    timeline: ['ocorrencias'],
  },
  documents: {
    holds: 'the condominium documents and their links for residents',
    tags: ['documentos', 'documentos-sindico', 'documentos-publico'],
    dataLists: ['documentos'],
    timeline: ['documentos'],
  },
  timeline: {
    holds: "the day's timeline of every area",
    tags: ['linha-do-tempo'],
    dataLists: ['linhadotempo'],
    timeline: [],
  },
  notices: {
    holds: 'SMS and e-mail notices (the queue is the platform: platform/notices) and the development outbox',
    tags: ['desenvolvimento'],
    dataLists: [],
    timeline: [],
  },
  'app-config': {
    holds: 'the public settings and the support chat',
    tags: ['config'],
    dataLists: [],
    timeline: [],
    without: { schema: 'holds no data: its values come from the environment' },
  },
  health: {
    holds: 'liveness and readiness of the API process',
    tags: ['saude'],
    dataLists: [],
    timeline: [],
    without: {
      schema: 'holds no data',
      web: 'no screen: read by load balancers and by the browser journeys while the server starts',
      e2e: 'no screen: every journey waits on /api/health/ready before it starts',
    },
  },
  administration: {
    holds:
      'the console to set up and run a condominium: one-time setup, condominiums, blocks and units (issue 31, decision 116)',
    tags: [
      'instalacao',
      'administracao-instalacao',
      'administracao',
      'administracao-equipe',
      'administracao-auditoria',
      'administracao-moradores',
      'administracao-areas',
    ],
    dataLists: [],
    timeline: [],
  },
  desk: {
    holds:
      'the desk console: one search of the top bar over every area, and the page of a unit (issue 32, decision 121)',
    tags: ['portaria-busca', 'portaria-unidades', 'portaria-instrucoes'],
    dataLists: [],
    timeline: ['instrucoes'],
  },
  'shift-book': {
    holds: 'the shift book: entries, pending items and their resolution, the handover and its reading (issue 34)',
    tags: ['livro-portaria'],
    dataLists: ['livro'],
    timeline: ['livro'],
  },
  keys: {
    holds: "the keys' catalogue, check-out and check-in, keys out now and overdue, history (issue 34)",
    // The catalogue has its own tag: its routes need another permission (manageKeys) than the desk's.
    tags: ['chaves', 'chaves-cadastro'],
    dataLists: ['chaves'],
    timeline: ['chaves'],
  },
  dashboard: {
    holds: "the dashboard's tiles and the syndic's cards, composed from the other areas",
    tags: [],
    dataLists: [],
    timeline: [],
    without: {
      shared: 'no contract: each tile is its area’s',
      server: 'no API: each tile calls its area',
      schema: 'holds no data',
    },
  },
} as const satisfies Record<string, AreaDefinition>;

export type AreaId = keyof typeof AREAS;
type Of<K extends 'tags' | 'dataLists' | 'timeline'> = (typeof AREAS)[AreaId][K][number];

/** Tags of the platform's own routes (the one upload route). */
export const PLATFORM_TAGS = ['arquivos'] as const;

/** Every OpenAPI tag a route may carry. */
export type OpenApiTag = Of<'tags'> | (typeof PLATFORM_TAGS)[number];
/** A cached list's data version (data_versions.area). */
export type DataListId = Of<'dataLists'>;
/** The area of a timeline event (timeline_events.area). */
export type TimelineAreaId = Of<'timeline'>;

export const AREA_IDS = Object.keys(AREAS) as AreaId[];
/** Every cached list: a change every list may show (a unit or a block renamed) moves them all. */
export const DATA_LIST_IDS: readonly DataListId[] = AREA_IDS.flatMap((id) => AREAS[id].dataLists);
export const OPENAPI_TAGS: readonly OpenApiTag[] = [...AREA_IDS.flatMap((id) => AREAS[id].tags), ...PLATFORM_TAGS];

/** Browser journeys that cross areas on purpose (apps/web/e2e/<name>.spec.ts): the desk's keyboard, drafts, offline. */
export const CROSS_AREA_JOURNEYS = [
  'desk-keyboard',
  'desk-keyboard-contrast',
  'drafts',
  'offline-desk',
  'resident-pages',
] as const;

/** Folders of packages/shared/src that are no area: Brazilian formats and the pieces every contract uses. */
export const SHARED_COMMONS = ['br', 'common'] as const;
