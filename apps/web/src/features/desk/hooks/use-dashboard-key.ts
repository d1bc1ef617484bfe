import { useEffect, useRef } from 'react';
import { dialogOf, isTextField } from './key-targets';

/**
 * A one-letter shortcut of the dashboard itself (issue 32): the letter typed outside any field and any dialog (the
 * unit page answers its own letters), without Ctrl, Alt or ⌘. Off while `isEnabled` is false (a flow is open).
 */
export const useDashboardKey = (letter: string, onPress: () => void, isEnabled: boolean) => {
  const press = useRef(onPress);
  useEffect(() => {
    press.current = onPress;
  }, [onPress]);
  useEffect(() => {
    if (!isEnabled) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (event.key.toLowerCase() !== letter || isTextField(event.target) || dialogOf(event.target) !== null) return;
      event.preventDefault();
      press.current();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [letter, isEnabled]);
};
