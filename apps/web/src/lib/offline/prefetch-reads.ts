import { addDays, todayIn } from '@portaria/shared/common/day';
import { nextPageOf, type Page } from '@portaria/shared/common/page-meta';
import { hasPermission } from '@portaria/shared/permissions';
import { getCondominiumQueryOptions, getCondominium } from '../get-condominium';
import { getSession } from '../session';
import { storePrefetched, type PrefetchedRead } from './read-cache';
import { ownerOf } from './write-queue';

/** What an area's refresh is given: the condominium in context, its days, and its units (from the tree). */
export type PrefetchContext = { idCondo: number; today: string; tomorrow: string; unitIds: readonly number[] };

/**
 * One area's part of the background refresh (issue 35 item 2): it reads its own endpoints and answers each screen's
 * data under the screen's query key, so the screen finds it offline as if it had opened it. It runs only for a person
 * with its permission (null: any staff role), and its calls say `isBackground: true`: a run may straddle the choice of
 * another condominium, and a refused background read must not end the session (spec 01 ends it on any 403).
 */
export type OfflinePrefetch = {
  permission: string | null;
  read: (context: PrefetchContext) => Promise<PrefetchedRead[]>;
};

/** How often the desk's offline reads are refreshed while online (and at each start and each return of the network). */
export const PREFETCH_EVERY_MS = 15 * 60_000;
/** The first refresh waits this long after the dashboard opens: the screens' own reads go first. */
export const PREFETCH_DELAY_MS = 3_000;

const isSameOwner = (owner: string) => {
  const { user, condominiumId, expired } = getSession();
  return !expired && ownerOf(user?.idPorteiro, condominiumId) === owner;
};

export type PrefetchOutcome = { reads: number; failed: number; at: number } | null;

/**
 * Reads everything the desk keeps to read offline and stores it for the owner: the condominium's blocks, units and
 * residents first (the tree every flow chooses from), then each area's part. An area that fails (no permission, a
 * timeout) leaves the others. Nothing is stored when the signed-in person or the condominium changed meanwhile (the
 * answers would be of another token), or when the desk is offline. Null when nothing ran.
 */
export const prefetchReads = async (
  owner: string,
  idCondo: number,
  areas: readonly OfflinePrefetch[],
  isStopped: () => boolean = () => false,
): Promise<PrefetchOutcome> => {
  if (!navigator.onLine || !isSameOwner(owner)) return null;
  const at = Date.now();
  const today = todayIn(new Date(at));
  // Background reads: a refusal (the doorkeeper chose another condominium meanwhile) never ends the session.
  const condominium = await getCondominium(idCondo, { isBackground: true });
  const unitIds = condominium.blocos.flatMap((block) => block.unidades.map((unit) => unit.idUnidade));
  const context: PrefetchContext = { idCondo, today, tomorrow: addDays(today, 1), unitIds };
  const reads: PrefetchedRead[] = [{ queryKey: getCondominiumQueryOptions(idCondo).queryKey, data: condominium }];
  let failed = 0;
  // One after another: a desk PC on a thin link keeps bandwidth for what the doorkeeper opens meanwhile.
  const { permissions } = getSession();
  for (const area of areas) {
    if (area.permission !== null && !hasPermission(permissions, area.permission)) continue;
    if (isStopped() || !isSameOwner(owner)) return null;
    try {
      reads.push(...(await area.read(context)));
    } catch {
      failed += 1;
    }
  }
  if (isStopped() || !isSameOwner(owner)) return null;
  await storePrefetched(owner, reads, at);
  return { reads: reads.length, failed, at };
};

/**
 * Keeps the owner's offline reads fresh while the dashboard is open: a few seconds after it opens, every 15 minutes,
 * and when the network returns; one run at a time, never while offline, never in a screen's way (no spinner, no
 * query of the screens). Returns the stop function (the dashboard closing, 'Sair', another condominium chosen).
 */
export const startPrefetching = (owner: string, idCondo: number, areas: readonly OfflinePrefetch[]): (() => void) => {
  let running: Promise<unknown> | null = null;
  let isStopped = false;
  const run = () => {
    if (isStopped || running) return;
    running = prefetchReads(owner, idCondo, areas, () => isStopped)
      .catch(() => null)
      .finally(() => {
        running = null;
      });
  };
  const first = window.setTimeout(run, PREFETCH_DELAY_MS);
  const timer = window.setInterval(run, PREFETCH_EVERY_MS);
  window.addEventListener('online', run);
  return () => {
    isStopped = true;
    window.clearTimeout(first);
    window.clearInterval(timer);
    window.removeEventListener('online', run);
  };
};

/** At most this many pages of one list are kept (10 000 visitors a day at 50 a page). */
const MAX_PAGES = 200;

/** Every page of a paged list, as an infinite query holds them after scrolling to the end. */
export const readAllPages = async <T>(fetchPage: (page: number) => Promise<Page<T>>) => {
  const pages: Page<T>[] = [];
  for (let page: number | undefined = 1; page !== undefined && page <= MAX_PAGES;) {
    const answer = await fetchPage(page);
    pages.push(answer);
    page = nextPageOf(answer.meta);
  }
  return { pages, pageParams: pages.map((_, index) => index + 1) };
};
