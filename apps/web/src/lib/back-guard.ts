import { useEffect, useRef } from 'react';

/**
 * The browser's Back on the dashboard (issue 28 §6): the page keeps one extra history entry of its own, so Back
 * lands on it instead of leaving the app; the newest active handler then decides (an open flow closes, asking when
 * it holds input; otherwise the logout question). The entry is put back after each Back.
 */
const MARK = 'portariaBackGuard';
type Handler = { current: () => void; priority: number };
const handlers: Handler[] = [];

const topHandler = () =>
  handlers.reduce<Handler | undefined>(
    (top, handler) => (!top || handler.priority >= top.priority ? handler : top),
    undefined,
  );

const isGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
const pushGuardEntry = () => window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');

const handlePop = () => {
  if (isGuardEntry()) return;
  pushGuardEntry();
  topHandler()?.current();
};

/** Installs the guard while the calling screen is shown. */
export const useBackGuard = () => {
  useEffect(() => {
    if (!isGuardEntry()) pushGuardEntry();
    window.addEventListener('popstate', handlePop);
    return () => window.removeEventListener('popstate', handlePop);
  }, []);
};

/**
 * While `isActive`, Back calls `onBack`. The highest `priority` wins (a dialog over the page), then the newest:
 * effects run children first, so mounting order alone cannot say which screen is on top.
 */
export const useBackHandler = (onBack: () => void, isActive = true, priority = 0) => {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!isActive) return;
    const entry = { current: () => latest.current(), priority };
    handlers.push(entry);
    return () => {
      handlers.splice(handlers.indexOf(entry), 1);
    };
  }, [isActive, priority]);
};
