import { useEffect, useRef, type RefObject } from 'react';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { dialogOf, isTextField } from './key-targets';

/** The first key of a scanned label ('COD71') or of a typed code: digits, and the shortcut's letter. */
const startsCode = (key: string) => /^\d$/.test(key) || key.toLowerCase() === M.scanner.shortcut;

/**
 * The scanner field takes the keyboard from the dashboard (issue 32 item 6): its shortcut letter, or a digit, typed
 * outside any field and any dialog focuses it and starts its text, so a USB scanner's read is never lost on the page.
 */
export const useScannerKeys = (input: RefObject<HTMLInputElement | null>, onStart: (key: string) => void) => {
  const start = useRef(onStart);
  useEffect(() => {
    start.current = onStart;
  }, [onStart]);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!startsCode(event.key) || isTextField(event.target) || dialogOf(event.target) !== null) return;
      if (!input.current) return;
      event.preventDefault();
      input.current.focus();
      start.current(event.key);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [input]);
};
