import { useCallback, useRef } from 'react';

/**
 * Attaching a file swaps the button the person pressed for the file's row ('Remover anexo'), and removing it swaps
 * them back: the focused button leaves the page, and the focus would fall to the page's top or the dialog's
 * (issue 28). Call `expectSwap` just before the change; the control given `focusTarget` as its ref takes the focus
 * when it appears. Nothing moves the focus on a first render or a change the person did not make here.
 */
export const useSwapFocus = () => {
  const isExpected = useRef(false);
  const expectSwap = useCallback(() => {
    isExpected.current = true;
  }, []);
  const focusTarget = useCallback((element: HTMLElement | null) => {
    if (!element || !isExpected.current) return;
    isExpected.current = false;
    element.focus();
  }, []);
  return { expectSwap, focusTarget };
};
