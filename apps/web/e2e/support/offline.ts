import type { Page } from 'playwright-core';

/** What the offline journey (offline-desk.spec.ts) reads from the desk PC's IndexedDB, and its test data helpers. */

/** A CPF with valid check digits from nine digits. */
export const cpfOf = (nine: string) => {
  const digit = (s: string) => {
    const sum = [...s].reduce((total, c, i) => total + Number(c) * (s.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(nine);
  return nine + first + digit(nine + first);
};

/** A date-time the server answers, with or without its offset (a local one is São Paulo's). */
export const instantOf = (text: string) => new Date(/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}-03:00`);

/** The JSON size of what this browser profile keeps to read offline and of its queue. */
export const keptSizes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ reads: number; prefetched: number; writes: number }>((resolve) => {
        const open = indexedDB.open('portaria-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction(['reads', 'writes']);
          const reads = tx.objectStore('reads').getAll();
          const writes = tx.objectStore('writes').getAll();
          tx.oncomplete = () => {
            const all = reads.result as { owner: string }[];
            const prefetched = all.filter((r) => r.owner.endsWith('#prefetch'));
            resolve({
              reads: JSON.stringify(all.filter((r) => !r.owner.endsWith('#prefetch'))).length,
              prefetched: JSON.stringify(prefetched).length,
              writes: JSON.stringify(writes.result).length,
            });
          };
        };
      }),
  );

/** Whether the background refresh has stored a read holding `text` (it runs a few seconds after the dashboard opens). */
export const isPrefetched = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('portaria-offline');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('reads')) return resolve(false);
          const all = open.result.transaction('reads').objectStore('reads').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { owner: string }[]).some(
                (r) => r.owner.endsWith('#prefetch') && JSON.stringify(r).includes(wanted),
              ),
            );
        };
      }),
    text,
  );

/** How many records wait in this profile's queue (any owner). */
export const queuedCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('portaria-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) return resolve(0);
          const count = db.transaction('writes').objectStore('writes').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
