
/**
 * The action row of a flow step or form stays at the bottom of the dialog's scrolling content, so `Finalizar
 * Cadastro` and `Avançar` are visible at 1366x768 whatever the content's height (issue 17). The paper background
 * covers the content scrolling beneath it.
 */
export const STICKY_ACTIONS = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  py: 1.5,
  mb: -1.5,
  // The dialog's bottom padding (20 px) lies under a stuck row: paint it too, so no scrolled content (a calendar's
  // legend) shows beneath the buttons.
  '&::after': { content: '""', position: 'absolute', left: 0, right: 0, top: '100%', height: 20, bgcolor: 'background.paper' },
} as const;
