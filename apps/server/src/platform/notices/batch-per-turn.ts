type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Group commit for the notice worker's bookkeeping (decision 133): the calls made in one turn of the event loop, or
 * while the previous group is being written, are written together by one `write` (one statement or transaction, so
 * one commit). Each commit of the embedded engine waits for a flush of the WAL to disk (decision 062), and the jobs of
 * one change (a parcel's e-mails and SMS to every resident) finish together: one flush for them, not one per message.
 * Each caller still waits for its own item to be written, and gets its own result (`write` answers one per item, in
 * order); a failed write fails every call of its group.
 */
export const batchPerTurn = <T, R>(write: (items: T[]) => Promise<R[]>): ((item: T) => Promise<R>) => {
  let pending: Waiting<T, R>[] = [];
  let isWriting = false;

  const drain = async () => {
    while (pending.length > 0) {
      const group = pending;
      pending = [];
      try {
        const results = await write(group.map((waiting) => waiting.item));
        group.forEach((waiting, i) => waiting.resolve(results[i]!));
      } catch (error) {
        for (const waiting of group) waiting.reject(error);
      }
    }
    isWriting = false;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (isWriting) return;
      isWriting = true;
      // The next turn: what else finishes in this one (providers that answered together) joins the group.
      setImmediate(() => void drain());
    });
};
