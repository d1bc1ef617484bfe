import { useEffect, useRef } from 'react';
import { isInOtherDialog, isTextField } from './key-targets';

/**
 * `/` (outside a text field) and Ctrl+K (or ⌘K, anywhere) summon the search. While `isEnabled` is false (a flow is
 * open over the dashboard) neither does anything.
 */
export const useSearchShortcut = (onSummon: () => void, isEnabled: boolean) => {
  const summon = useRef(onSummon);
  useEffect(() => {
    summon.current = onSummon;
  }, [onSummon]);
  useEffect(() => {
    if (!isEnabled) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || isInOtherDialog(event.target)) return;
      const isCtrlK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (!isCtrlK && !isSlash) return;
      event.preventDefault();
      summon.current();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isEnabled]);
};
