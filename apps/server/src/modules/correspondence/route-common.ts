export const tag = 'correspondencia';
export const tags = [tag];
