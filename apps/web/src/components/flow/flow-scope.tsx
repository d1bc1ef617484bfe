import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useState } from 'react';
import { readStored, removeStored, removeStoredUnder, writeStored } from '../../lib/user-storage';

const FlowScopeContext = createContext<string | null>(null);

/** The storage prefix of one dashboard flow: what its screens remember while it is open (issue 28 §6). */
export const flowScopeOf = (name: string) => `flow:${name}:`;

export const FlowScopeProvider = ({ name, children }: { name: string; children: ReactNode }) => (
  <FlowScopeContext.Provider value={flowScopeOf(name)}>{children}</FlowScopeContext.Provider>
);

/** Forgets where a flow was (its dialog closed). Drafts are kept apart and survive it. */
export const clearFlowScope = (name: string) => removeStoredUnder(flowScopeOf(name));

/**
 * State of a flow's screen that a page refresh must not lose (which screen, which unit, which step): kept in the
 * open flow's session-storage scope, so the flow reopens where it was. Outside a flow, or with a null name, it is
 * plain state.
 */
export const useFlowState = <T,>(name: string | null, initial: T) => {
  const scope = useContext(FlowScopeContext);
  const key = scope && name !== null ? `${scope}${name}` : null;
  const [value, setValue] = useState<T>(() => (key ? (readStored<T>(key) ?? initial) : initial));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      if (key) writeStored(key, next);
    },
    [key],
  );
  return [value, set] as const;
};

/**
 * The screen a flow shows. Going back to the first screen (the menu) forgets the positions of the screens below
 * it, so the next way in starts at its first step.
 */
export const useFlowView = <View extends string>(initial: View) => {
  const scope = useContext(FlowScopeContext);
  const [view, setView] = useFlowState<View>('view', initial);
  const go = useCallback(
    (next: View) => {
      if (next === initial && scope) removeStoredUnder(scope);
      setView(next);
    },
    [initial, scope, setView],
  );
  return [view, go] as const;
};

/** Where the dashboard keeps the open area. */
export const OPEN_FLOW = 'dashboard:openTile';

let hasCheckedPageLoad = false;

/**
 * A refresh (or Back/Forward into the page) reopens the flow where it was; a fresh visit (typed address, link,
 * login) starts at the dashboard. A sign-in after a forced logout counts as the reload it follows (the logout reloads
 * the page on the login screen), so the same person finds the flow they were in (decision 105). Drafts are not
 * touched: they come back when their form opens again. Runs once per page load, before the dashboard reads the open
 * area.
 */
export const forgetFlowsOnFreshVisit = () => {
  if (hasCheckedPageLoad) return;
  hasCheckedPageLoad = true;
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if ((entry as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  removeStored(OPEN_FLOW);
  removeStoredUnder('flow:');
};
