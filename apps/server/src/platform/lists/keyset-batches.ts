/**
 * Every row of a report in keyset batches of `size`, newest first: memory stays flat however long the period. The
 * next batch is already asked for while the consumer formats and sends this one, so the database and the
 * formatting overlap instead of taking turns (at most two batches in memory).
 */
export async function* keysetBatches<R, C>(
  fetch: (after: C | null) => Promise<R[]>,
  cursorOf: (last: R) => C,
  size: number,
): AsyncGenerator<R[]> {
  const ask = (after: C | null) => {
    const batch = fetch(after);
    batch.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
    return batch;
  };
  let next = ask(null);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    if (rows.length === size) next = ask(cursorOf(rows[rows.length - 1]!));
    yield rows;
    if (rows.length < size) return;
  }
}
