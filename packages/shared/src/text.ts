/** Keeps the first `max` characters and adds "..." when something was cut (file names: 15). */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, Math.max(0, max))}...` : text;

/** Keeps the first 2 and last 2 characters of an identifier visible: "12*******90". */
export const maskId = (id: string): string => {
  if (id.length <= 4) return id;
  return `${id.slice(0, 2)}${'*'.repeat(id.length - 4)}${id.slice(-2)}`;
};
