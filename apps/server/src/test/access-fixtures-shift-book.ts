import { PERMISSIONS } from '@portaria/shared';
import { SHIFT_BOOK_MESSAGES as SBM } from '@portaria/shared/shift-book/shift-book.messages';
import { eq } from 'drizzle-orm';
import { livroPassagens, livroRegistros, usuarios } from '../db/schema/index.ts';
import type { World } from './access-world.ts';
import { CARLOS } from './helpers.ts';

const BOOK = '/api/portaria/livro';

/** An entry of A written by Carlos just now (inside his 15 minutes), one per request that edits or resolves it. */
export const newEntryOfA = async (
  w: World,
  values: Partial<typeof livroRegistros.$inferInsert> = {},
): Promise<number> => {
  const [carlos] = await w.t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
  const [row] = await w.t.db
    .insert(livroRegistros)
    .values({
      idCondo: 1001,
      categoria: 'PENDENCIA',
      texto: 'Registro da grade',
      idUsuario: carlos!.id,
      autorNome: 'Carlos Eduardo Souza',
      criadoEm: w.t.clock.now(),
      ...values,
      // Received when it was written, as a live entry is.
      recebidoEm: values.recebidoEm ?? values.criadoEm ?? w.t.clock.now(),
    })
    .returning({ id: livroRegistros.id });
  return row!.id;
};

/** A's latest handover, written by someone else, that Carlos has to confirm. */
const newHandoverOfA = async (w: World): Promise<number> => {
  const [row] = await w.t.db
    .insert(livroPassagens)
    .values({ idCondo: 1001, resumo: 'Passagem da grade', autorNome: 'Outro porteiro', criadoEm: w.t.clock.now() })
    .returning({ id: livroPassagens.id });
  return row!.id;
};

/** The shift book's routes in the access grid (access-grid.test.ts): B never sees, changes or resolves A's. */
// Typed where they join the grid (AREAS, REFUSALS): importing those types here would make an import cycle.
export const SHIFT_BOOK_FIXTURES = {
  permission: PERMISSIONS.shiftBook,
  operations: {
    'GET /api/portaria/livro/registros': {
      onA: (w: World) => ({ url: `${BOOK}/registros?idUnidade=${w.unitA}` }),
      message: SBM.unitNotFound,
      search: (w: World) => ({
        url: `${BOOK}/registros?busca=${encodeURIComponent(w.marks.shiftBook)}`,
        mark: w.marks.shiftBook,
      }),
    },
    'POST /api/portaria/livro/registros': {
      onA: (w: World) => ({
        url: `${BOOK}/registros`,
        payload: { categoria: 'INFORMACAO', texto: 'Registro da grade', idUnidade: w.unitA },
      }),
      message: SBM.unitNotFound,
    },
    'PUT /api/portaria/livro/registros/{id}': {
      onA: async (w: World) => ({
        url: `${BOOK}/registros/${await newEntryOfA(w)}`,
        payload: { categoria: 'URGENTE', texto: 'Registro da grade alterado' },
      }),
      message: SBM.notFound,
    },
    'DELETE /api/portaria/livro/registros/{id}': {
      onA: async (w: World) => ({ url: `${BOOK}/registros/${await newEntryOfA(w)}` }),
      message: SBM.notFound,
    },
    'POST /api/portaria/livro/registros/{id}/resolver': {
      onA: async (w: World) => ({ url: `${BOOK}/registros/${await newEntryOfA(w)}/resolver` }),
      message: SBM.notFound,
    },
    'GET /api/portaria/livro/registros/{id}/anexo': {
      onA: async (w: World) => ({
        url: `${BOOK}/registros/${await newEntryOfA(w, { hashAnexo: w.occurrenceA.hash })}/anexo`,
      }),
      message: SBM.attachmentNotFound,
    },
    // No id of A in it: B gets its own upload link (200); A's 2xx proves the route works.
    'GET /api/portaria/livro/anexo/presigned-url/put': {
      onA: () => ({ url: `${BOOK}/anexo/presigned-url/put` }),
      fromB: 200 as const,
    },
    'POST /api/portaria/livro/passagens': {
      noIdsOfA: 'encerra o plantão no condomínio do token, sem id de A (shift-book.test.ts)',
    },
    'GET /api/portaria/livro/leitura': {
      noIdsOfA:
        'a leitura da própria pessoa no condomínio do token; B nunca recebe a passagem de A (shift-book.test.ts)',
      search: { skip: 'a leitura pendente de quem pede: shift-book.test.ts mostra que B não recebe a passagem de A' },
    },
    'POST /api/portaria/livro/leitura': {
      onA: async (w: World) => ({
        url: `${BOOK}/leitura`,
        payload: { idPassagem: await newHandoverOfA(w), registros: [] },
      }),
      message: SBM.handoverNotFound,
    },
    'GET /api/portaria/livro/relatorio': {
      onA: (w: World) => ({ url: `${BOOK}/relatorio?tipo=CSV&idUnidade=${w.unitA}` }),
      message: SBM.unitNotFound,
      search: (w: World) => ({
        url: `${BOOK}/relatorio?tipo=CSV&busca=${encodeURIComponent(w.marks.shiftBook)}`,
        mark: w.marks.shiftBook,
      }),
    },
  },
};

const MINUTES_16 = 16 * 60 * 1000;
const past = (w: World) => new Date(w.t.clock.now().getTime() - MINUTES_16);

/** The book's business refusals of A's own token: 409/422, never 403 (decision 095). */
export const SHIFT_BOOK_REFUSALS = {
  'PUT /api/portaria/livro/registros/{id}': [
    {
      why: 'registro com mais de 15 minutos',
      status: 409 as const,
      message: SBM.windowClosed,
      request: async (w: World) => ({
        url: `${BOOK}/registros/${await newEntryOfA(w, { criadoEm: past(w) })}`,
        payload: { categoria: 'INFORMACAO', texto: 'Tarde demais' },
      }),
    },
    {
      why: 'registro de outra pessoa',
      status: 409 as const,
      message: SBM.notAuthor,
      request: async (w: World) => ({
        url: `${BOOK}/registros/${await newEntryOfA(w, { idUsuario: null, autorNome: 'Outro porteiro' })}`,
        payload: { categoria: 'INFORMACAO', texto: 'Não é meu' },
      }),
    },
  ],
  'DELETE /api/portaria/livro/registros/{id}': [
    {
      why: 'registro com mais de 15 minutos',
      status: 409 as const,
      message: SBM.windowClosed,
      request: async (w: World) => ({ url: `${BOOK}/registros/${await newEntryOfA(w, { criadoEm: past(w) })}` }),
    },
  ],
  'POST /api/portaria/livro/registros/{id}/resolver': [
    {
      why: 'pendência já resolvida',
      status: 409 as const,
      message: SBM.alreadyResolved,
      request: async (w: World) => ({
        url: `${BOOK}/registros/${await newEntryOfA(w, { resolvidoEm: w.t.clock.now(), resolvidoPorNome: 'Outro' })}/resolver`,
      }),
    },
    {
      why: 'informação não se resolve',
      status: 422 as const,
      message: SBM.notPending,
      request: async (w: World) => ({
        url: `${BOOK}/registros/${await newEntryOfA(w, { categoria: 'INFORMACAO' })}/resolver`,
      }),
    },
  ],
};
