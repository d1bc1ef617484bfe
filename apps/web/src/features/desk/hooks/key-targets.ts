/** Marks the unit page's dialog: the search's shortcuts work over it (they close it), not over any other dialog. */
export const UNIT_PAGE_MARK = 'data-desk-unit-page';

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether a key typed here is text for a field (then `/` is a slash, not the search's shortcut). */
export const isTextField = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target.tagName === 'INPUT' && !NOT_TEXT.has((target as HTMLInputElement).type);
};

/** The dialog (or alert dialog) the key was typed in, if any. */
export const dialogOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('[role="dialog"], [role="alertdialog"]') : null;

/** A dialog other than the unit page holds the keyboard (a flow, a confirmation): the search stays out of its way. */
export const isInOtherDialog = (target: EventTarget | null) => {
  const dialog = dialogOf(target);
  return dialog !== null && dialog.closest(`[${UNIT_PAGE_MARK}]`) === null;
};
