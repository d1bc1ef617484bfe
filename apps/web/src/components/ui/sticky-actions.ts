
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
} as const;
