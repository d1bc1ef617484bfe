/** Thin wrappers over window APIs so tests can replace them (the test DOM's location cannot be spied on). */
export const reloadPage = (): void => {
  window.location.reload();
};

export const openExternal = (url: string): void => {
  window.open(url, '_blank', 'noopener');
};
