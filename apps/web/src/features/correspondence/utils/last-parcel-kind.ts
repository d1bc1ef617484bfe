import { CATEGORIAS, TAMANHOS } from '@portaria/shared/correspondence/correspondence.constants';
import { readStored, writeStored } from '../../../lib/user-storage';

/**
 * The category and size of the last parcel this person registered in this shift (session storage): the next form
 * opens with them chosen, still shown and changeable (issue 32's action count). The first parcel of a shift has none,
 * so the spec's rule stays: no parcel is registered without a category and a size somebody chose.
 */
const LAST_PARCEL_KIND = 'desk:lastParcelKind';

export type ParcelKind = { categoria: (typeof CATEGORIAS)[number]; tamanho: (typeof TAMANHOS)[number] };

export const rememberParcelKind = ({ categoria, tamanho }: ParcelKind) =>
  writeStored(LAST_PARCEL_KIND, { categoria, tamanho });

/** The shift's last choice, if both values are still valid ones. */
export const lastParcelKind = (): ParcelKind | null => {
  const stored = readStored<Partial<ParcelKind>>(LAST_PARCEL_KIND);
  if (!stored || !CATEGORIAS.includes(stored.categoria!) || !TAMANHOS.includes(stored.tamanho!)) return null;
  return { categoria: stored.categoria!, tamanho: stored.tamanho! };
};
