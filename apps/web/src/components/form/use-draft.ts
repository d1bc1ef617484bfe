import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../lib/user-storage';
import { useFlowDiscard } from '../flow/flow-guard';

/** Where drafts live in session storage: per person, condominium and screen (see lib/user-storage). */
const draftName = (screen: string) => `draft:${screen}`;

/** Forgets a screen's draft: call it when the form's work was saved. */
export const clearDraft = (screen: string) => removeStored(draftName(screen));

export type DraftOptions<T> = {
  /** The screen the draft belongs to ('correspondence.parcel.91'); null while the form has no home yet. */
  screen: string | null;
  /** What the form holds now (serialisable; passwords and files are never stored). */
  value: T;
  /** True when the form holds nothing worth keeping: the stored draft is removed. */
  isEmpty: boolean;
  /** Puts a stored draft back into the form. */
  onRestore: (saved: T) => void;
  /** Empties the form after 'Descartar rascunho'. */
  onDiscard: () => void;
  /** False when the form opened with values the flow kept in memory (back from a confirmation): nothing to put back. */
  shouldRestore?: boolean;
  /**
   * Whether a stored draft belongs to what the form opened on (a draft of another unit's visitor does not, when the
   * form opens on a unit): one that does not is neither put back nor overwritten until the person types.
   */
  accepts?: (saved: T) => boolean;
};

export type Draft = {
  /** A draft was put back when the form opened: the screen says 'Rascunho recuperado'. */
  isRestored: boolean;
  discard: () => void;
};

/**
 * Keeps a half-filled form in session storage while the person types, and puts it back when the same screen opens
 * again: after a page refresh, the browser's Back, a session renewal or a closed dialog (issue 28 §6). The draft
 * goes on submit success (`clearDraft`), on 'Descartar rascunho', and on 'Descartar' when the flow dialog closes.
 */
export const useDraft = <T>({
  screen,
  value,
  isEmpty,
  onRestore,
  onDiscard,
  shouldRestore = true,
  accepts,
}: DraftOptions<T>): Draft => {
  const [isRestored, setIsRestored] = useState(false);
  const loadedScreen = useRef<string | null>(null);
  const restore = useRef(onRestore);
  const reset = useRef(onDiscard);
  const belongs = useRef(accepts);
  useEffect(() => {
    restore.current = onRestore;
    reset.current = onDiscard;
    belongs.current = accepts;
  });
  const serialised = JSON.stringify(value);

  useEffect(() => {
    if (screen === null) {
      // The form closed (its dialog, say): the next opening looks for a draft again.
      loadedScreen.current = null;
      setIsRestored(false);
      return;
    }
    if (loadedScreen.current !== screen) {
      // First render on this screen: put the stored draft back, and write nothing over it yet.
      loadedScreen.current = screen;
      const saved = readStored<T>(draftName(screen));
      const isOurs = saved !== null && (belongs.current?.(saved) ?? true);
      if (shouldRestore && isOurs && JSON.stringify(saved) !== serialised) {
        restore.current(saved);
        setIsRestored(true);
      }
      return;
    }
    if (isEmpty) clearDraft(screen);
    else writeStored(draftName(screen), value);
    // `value` is compared through its serialised form.
  }, [screen, serialised, isEmpty]);

  const discard = useCallback(() => {
    if (screen !== null) clearDraft(screen);
    setIsRestored(false);
    reset.current();
  }, [screen]);
  useFlowDiscard(discard);

  return { isRestored, discard };
};
