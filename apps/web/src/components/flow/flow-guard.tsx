import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';

type FlowGuard = {
  mark: (source: string, isDirty: boolean) => void;
  /** Callbacks run when the person confirms 'Descartar' on closing the dialog (drafts forget their input). */
  discarders: Set<() => void>;
};

const FlowGuardContext = createContext<FlowGuard | null>(null);

/**
 * What a flow dialog knows about its content: whether some form or selection holds input the person would lose
 * by closing it (issue 17: no work lost to a stray click). Forms report through `useFlowDirty`; `useZodForm`
 * does it for every form built on it.
 */
export const useFlowGuardState = () => {
  const dirty = useRef(new Set<string>());
  const [count, setCount] = useState(0);
  const mark = useCallback((source: string, isDirty: boolean) => {
    const had = dirty.current.has(source);
    if (isDirty === had) return;
    if (isDirty) dirty.current.add(source);
    else dirty.current.delete(source);
    setCount(dirty.current.size);
  }, []);
  const guard = useMemo(() => ({ mark, discarders: new Set<() => void>() }), [mark]);
  const discardAll = useCallback(() => guard.discarders.forEach((discard) => discard()), [guard]);
  return { guard, isDirty: count > 0, discardAll };
};

export const FlowGuardProvider = ({ guard, children }: { guard: FlowGuard; children: ReactNode }) => (
  <FlowGuardContext.Provider value={guard}>{children}</FlowGuardContext.Provider>
);

/** Tells the surrounding flow dialog (if any) that this part holds unsaved input. */
export const useFlowDirty = (isDirty: boolean) => {
  const guard = useContext(FlowGuardContext);
  const source = useId();
  useEffect(() => {
    guard?.mark(source, isDirty);
  }, [guard, source, isDirty]);
  useEffect(() => () => guard?.mark(source, false), [guard, source]);
};

/** Runs `onDiscard` when the surrounding flow dialog is closed with 'Descartar' (issue 28 §6: drafts go too). */
export const useFlowDiscard = (onDiscard: () => void) => {
  const guard = useContext(FlowGuardContext);
  const latest = useRef(onDiscard);
  useEffect(() => {
    latest.current = onDiscard;
  });
  useEffect(() => {
    if (!guard) return;
    const discard = () => latest.current();
    guard.discarders.add(discard);
    return () => {
      guard.discarders.delete(discard);
    };
  }, [guard]);
};
