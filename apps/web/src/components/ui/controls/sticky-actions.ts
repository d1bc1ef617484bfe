/** The dialog content's bottom padding (MUI DialogContent: 20px 24px). */
const DIALOG_PADDING = 20;
const ROW_PADDING = 12;

/**
 * The action row of a flow step or form stays at the bottom of the dialog's scrolling content, so `Finalizar
 * Cadastro` and `Avançar` are visible at 1366x768 whatever the content's height (issue 17). The paper background
 * covers the content scrolling beneath it. A sticky box stops at the scroll container's padding, so the row sticks
 * to `-DIALOG_PADDING` and carries that padding itself: no scrolled content (a calendar's legend) shows in the strip
 * under the buttons, and the buttons sit at the same height stuck or not.
 */
export const STICKY_ACTIONS = {
  position: 'sticky',
  bottom: -DIALOG_PADDING,
  zIndex: 2,
  bgcolor: 'background.paper',
  pt: `${ROW_PADDING}px`,
  pb: `${DIALOG_PADDING}px`,
  mb: `${-DIALOG_PADDING}px`,
} as const;
