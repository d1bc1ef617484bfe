import Chip from '@mui/material/Chip';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Category } from '@portaria/shared/shift-book/shift-book.rules';

/** Colours of each category: text on background at 7:1 or more (AA asks 4.5:1). */
export const CATEGORY_COLOURS: Record<Category, { fg: string; bg: string; edge: string; tint: string }> = {
  INFORMACAO: { fg: '#0b3d91', bg: '#e3ecfb', edge: '#9fb6e0', tint: 'transparent' },
  PENDENCIA: { fg: '#6b3a00', bg: '#ffe7c2', edge: '#c77700', tint: '#fff8ec' },
  URGENTE: { fg: '#ffffff', bg: '#a3141b', edge: '#a3141b', tint: '#fdf0f0' },
};

export const CategoryChip = ({ categoria }: { categoria: Category }) => {
  const c = CATEGORY_COLOURS[categoria];
  return (
    <Chip
      label={M.categories[categoria]}
      size="small"
      sx={{ color: c.fg, bgcolor: c.bg, fontWeight: 700, borderRadius: 1 }}
    />
  );
};
