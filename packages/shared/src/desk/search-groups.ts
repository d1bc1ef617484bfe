import type { SearchGroup } from './desk.schemas.ts';

/**
 * The order the search's groups are shown in, and the keyboard walks them in. Apart from desk.schemas.ts, so the
 * dashboard's search does not bring zod (decision 003).
 */
export const SEARCH_GROUPS: readonly SearchGroup[] = [
  'unidades',
  'pessoas',
  'encomendas',
  'veiculos',
  'visitantes',
  'reservas',
];
