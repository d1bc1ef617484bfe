import { PERMISSIONS } from '@portaria/shared';
import { localDateTime } from '@portaria/shared/common/day';
import { KEY_MESSAGES as KM } from '@portaria/shared/keys/keys.messages';
import { and, eq } from 'drizzle-orm';
import { chaves } from '../db/schema/index.ts';
import type { World } from './access-world.ts';
import { newKeyOfA, newMovementOfA } from './access-world-keys.ts';

const HOUR = 3_600_000;
let made = 0;

const markedKeyOf = async (w: World) => {
  const [row] = await w.t.db
    .select({ id: chaves.id })
    .from(chaves)
    .where(and(eq(chaves.idCondo, 1001), eq(chaves.nome, w.marks.keys)));
  return row!.id;
};

const checkOutBody = (w: World) => ({
  tipoPortador: 'PRESTADOR',
  portadorNome: 'Prestador da grade',
  portadorDocumento: '12.345.678-9',
  devolucaoPrevista: localDateTime(new Date(w.t.clock.now().getTime() + 2 * HOUR)).slice(0, 16),
});

/** The keys' routes in the access grid (access-grid.test.ts): B never sees, checks out or checks in A's keys. */
// Not annotated with AreaFixtures: importing access-fixtures.ts from here would make an import cycle; the
// assignment there checks the shape.
export const KEY_FIXTURES = {
  permission: PERMISSIONS.keys,
  operations: {
    'GET /api/chaves': {
      noIdsOfA: 'lista as chaves do condomínio do token',
      search: (w: World) => ({ url: `/api/chaves?q=${encodeURIComponent(w.marks.keys)}`, mark: w.marks.keys }),
    },
    'GET /api/chaves/fora': {
      noIdsOfA: 'lista as chaves fora do condomínio do token',
      search: (w: World) => ({ url: '/api/chaves/fora', mark: w.marks.keys }),
    },
    'POST /api/chaves/{id}/retiradas': {
      onA: async (w: World) => ({ url: `/api/chaves/${await newKeyOfA(w.t)}/retiradas`, payload: checkOutBody(w) }),
      message: KM.notFound,
    },
    'POST /api/chaves/movimentos/{idMovimento}/devolucao': {
      onA: async (w: World) => ({ url: `/api/chaves/movimentos/${await newMovementOfA(w.t)}/devolucao` }),
      message: KM.movementNotFound,
    },
    'GET /api/chaves/{id}/movimentos': {
      onA: async (w: World) => ({ url: `/api/chaves/${await markedKeyOf(w)}/movimentos` }),
      message: KM.notFound,
      search: { skip: 'o histórico de uma chave: onA prova que B recebe 404 pela chave de A' },
    },
    'GET /api/chaves/movimentos': {
      noIdsOfA: 'lista as movimentações do condomínio do token',
      search: (w: World) => ({
        url: `/api/chaves/movimentos?q=${encodeURIComponent(w.marks.keys)}`,
        mark: w.marks.keys,
      }),
    },
    'GET /api/chaves/unidades/{idUnidade}/moradores': {
      onA: (w: World) => ({ url: `/api/chaves/unidades/${w.unitA}/moradores` }),
      message: KM.unitNotFound,
      search: (w: World) => ({ url: `/api/chaves/unidades/${w.unitA}/moradores`, mark: w.marks.resident }),
    },
  },
};

/** The catalogue's routes (manageKeys): B never creates a key on A's unit, edits or retires A's keys. */
export const KEY_CATALOGUE_FIXTURES = {
  permission: PERMISSIONS.manageKeys,
  operations: {
    'POST /api/chaves': {
      onA: (w: World) => ({
        url: '/api/chaves',
        payload: { nome: `Chave nova da grade ${++made}`, idUnidade: w.unitA },
      }),
      message: KM.unitNotFound,
    },
    'PUT /api/chaves/{id}': {
      onA: async (w: World) => ({
        url: `/api/chaves/${await newKeyOfA(w.t)}`,
        payload: { nome: `Chave alterada da grade ${++made}`, local: 'Térreo' },
      }),
      message: KM.notFound,
    },
    'POST /api/chaves/{id}/desativar': {
      onA: async (w: World) => ({ url: `/api/chaves/${await newKeyOfA(w.t)}/desativar` }),
      message: KM.notFound,
    },
  },
};
