import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { maskId } from '@portaria/shared/br/mask';
import { isApiError } from '../api-client';
import { readReads, removeReads, writeReads } from './write-queue';

/**
 * What the desk reads offline (issue 35 item 2, decision 129): the answers its screens already fetched, kept per
 * signed-in person and condominium in IndexedDB. Only the desk's areas; never reports, histories or files.
 */
const DESK_AREAS = new Set([
  'condominium',
  'references',
  'people-units',
  'residents',
  'visitors',
  'correspondence',
  'unit-instructions',
  'reservations',
  'desk',
  'shift-book-reading',
]);
const LEFT_OUT = /report|relatorio|history|historico|photo|foto|file|arquivo/i;

/** A day: what is older is not shown as the desk's data (a resident who moved out, a visitor no longer allowed). */
export const READS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BUSTER = import.meta.env.MODE;

const isKept = (query: Query) => {
  const [area, kind] = query.queryKey as unknown[];
  return (
    query.state.status === 'success' &&
    typeof area === 'string' &&
    DESK_AREAS.has(area) &&
    !(typeof kind === 'string' && LEFT_OUT.test(kind))
  );
};

/** No CPF beyond its masked form is written to the desk PC: any `cpf` field is stored as "52*******25". */
export const maskCpfs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(maskCpfs);
  if (value instanceof Blob) return undefined;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      /cpf/i.test(key) && typeof inner === 'string' ? maskId(inner) : maskCpfs(inner),
    ]),
  );
};

/**
 * Saves the owner's reads: what the screens fetched since the page opened, over what was kept before (online the kept
 * copy is not loaded into the screens, so a read not asked again since keeps its older answer until it is too old).
 */
export const saveReads = async (queryClient: QueryClient, owner: string) => {
  const fresh = maskCpfs(dehydrate(queryClient, { shouldDehydrateQuery: isKept })) as DehydratedState;
  const stored = await readReads(owner);
  const isUsable = stored && stored.buster === BUSTER && Date.now() - stored.savedAt <= READS_MAX_AGE_MS;
  const fetched = new Set(fresh.queries.map((query) => query.queryHash));
  const older = isUsable
    ? (stored.state as DehydratedState).queries.filter(
        (query) => !fetched.has(query.queryHash) && Date.now() - query.state.dataUpdatedAt <= READS_MAX_AGE_MS,
      )
    : [];
  const state: DehydratedState = { ...fresh, queries: [...older, ...fresh.queries] };
  await writeReads({ owner, savedAt: Date.now(), buster: BUSTER, state });
};

/** The owner's reads back into the cache (newer answers already there win); null when none or too old. */
export const restoreReads = async (queryClient: QueryClient, owner: string): Promise<number | null> => {
  const stored = await readReads(owner);
  if (!stored) return null;
  if (stored.buster !== BUSTER || Date.now() - stored.savedAt > READS_MAX_AGE_MS) {
    await removeReads(owner);
    return null;
  }
  hydrate(queryClient, stored.state as DehydratedState);
  return stored.savedAt;
};

const isNetworkFailure = (error: unknown) => (isApiError(error) && error.status === 0) || error instanceof TypeError;

/**
 * The owner's reads come back only when the desk is without the server: the browser says it is offline, goes offline
 * later, or a read fails for want of an answer (the building's network up, the internet down: the browser still says
 * online). Online, the screens read the server: the kept copy, with its masked CPFs, never stands in for a fresh
 * answer. When the network returns after a restore, every read is asked again.
 */
export const restoreWhenOffline = (queryClient: QueryClient, owner: string): (() => void) => {
  let restored: Promise<number | null> | null = null;
  const restore = () => {
    restored ??= restoreReads(queryClient, owner).catch(() => null);
  };
  const refresh = () => {
    if (restored) void queryClient.invalidateQueries();
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) restore();
  window.addEventListener('offline', restore);
  window.addEventListener('online', refresh);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isNetworkFailure(event.action.error)) restore();
  });
  return () => {
    window.removeEventListener('offline', restore);
    window.removeEventListener('online', refresh);
    unsubscribe();
  };
};

const SAVE_DELAY_MS = 2_000;

/** Saves the owner's reads a moment after the cache changes (one write for a burst of answers). */
export const keepReads = (queryClient: QueryClient, owner: string): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void saveReads(queryClient, owner).catch(() => undefined);
    }, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
};
