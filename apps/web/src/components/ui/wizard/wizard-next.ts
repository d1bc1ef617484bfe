import type { KeyboardEvent, RefObject } from 'react';
import { createContext, useContext, useEffect } from 'react';

/** The wizard's primary action ('Avançar' or the step's own label), for a step that can finish itself by Enter. */
export const WizardAdvanceContext = createContext<(() => void) | undefined>(undefined);

export const useWizardAdvance = () => useContext(WizardAdvanceContext);

const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"]):not([aria-hidden="true"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled]):not([tabindex="-1"])',
  '[role="radio"][tabindex="0"]',
  'a[href]',
  '[tabindex="0"]',
].join(',');

const isVisible = (element: HTMLElement) => element.getClientRects().length > 0 || element.offsetParent !== null;

/** Focus the first control inside `root`, unless the focus is already there (an autoFocus field). */
export const focusFirstControl = (root: HTMLElement | null) => {
  if (!root || root.contains(document.activeElement)) return;
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  // Without layout (the test DOM) nothing looks visible: take the first one then.
  const first = candidates.find(isVisible) ?? candidates[0];
  first?.focus();
};

/**
 * After each wizard step the focus lands on the step's first control (issue 17), not on the dialog: the
 * doorkeeper keeps typing. `stepKey` changes when another step is shown.
 */
export const useFocusStepStart = (root: RefObject<HTMLElement | null>, stepKey: string | number | undefined) => {
  useEffect(() => {
    focusFirstControl(root.current);
  }, [root, stepKey]);
};

/** Where Enter already means something else: a button or link acts, a long text breaks the line, a search searches. */
const OWN_ENTER =
  'button, a[href], textarea, select, [role="button"], [role="option"], [role="combobox"], [role="radio"], input[type="search"], [contenteditable="true"]';

/**
 * Enter in a step's field or tick box runs the step's primary action ('Avançar', 'Liberar', 'Enviar'), as in a
 * form (issue 28). Left alone: Enter that a control already handled (defaultPrevented), Shift/Ctrl/Alt+Enter, a
 * control with its own Enter (OWN_ENTER), and anything inside a <form> (it submits itself).
 */
export const shouldEnterAdvance = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target as HTMLElement;
  return !target.closest(OWN_ENTER) && !target.closest('form');
};
