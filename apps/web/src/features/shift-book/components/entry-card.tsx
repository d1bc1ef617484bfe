import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { isOpen } from '@portaria/shared/shift-book/shift-book.rules';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { fill } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { CATEGORY_COLOURS, CategoryChip } from './category-chip';

export type EntryAction = 'resolve' | 'edit' | 'remove' | 'correct' | 'attachment';

type EntryCardProps = {
  entry: Entry;
  now: Date;
  /** Shows the day with the time (a period), or the time only (today). */
  isDated?: boolean;
  onAction?: (action: EntryAction, entry: Entry) => void;
  isBusy?: boolean;
};

const when = (iso: string, isDated: boolean) => {
  const text = fastDataHora(new Date(iso));
  return isDated ? text : text.slice(11);
};

/** One entry of the book: open pending and urgent items stand out; edit and delete only while the author may. */
export const EntryCard = ({ entry, now, isDated = false, onAction, isBusy = false }: EntryCardProps) => {
  const colours = CATEGORY_COLOURS[entry.categoria];
  const open = isOpen(entry);
  const mayChange = entry.alteravelAte !== null && new Date(entry.alteravelAte) > now;
  const unit = entry.unidade ? `${entry.unidade.nmBloco} - ${entry.unidade.nome}` : null;
  return (
    <Box
      component="article"
      aria-label={`${M.categories[entry.categoria]}: ${entry.texto}`}
      sx={{
        border: 1,
        borderColor: open ? colours.edge : 'divider',
        borderLeftWidth: open ? 6 : 1,
        bgcolor: open ? colours.tint : 'background.paper',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <CategoryChip categoria={entry.categoria} />
        <Typography variant="body2" color="text.secondary">
          {fill(M.by, { autor: entry.autor, quando: when(entry.criadoEm, isDated) })}
          {entry.editadoEm ? ` · ${M.edited}` : ''}
        </Typography>
        {unit && (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {unit}
          </Typography>
        )}
      </Stack>
      {entry.corrigeCriadoEm && (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          {fill(M.correctionOf, { quando: fastDataHora(new Date(entry.corrigeCriadoEm)) })}
        </Typography>
      )}
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.texto}</Typography>
      {entry.resolvidoEm && (
        <Typography variant="body2" sx={{ mt: 1, color: '#1b5e20', fontWeight: 700 }}>
          {fill(M.resolvedBy, { nome: entry.resolvidoPor ?? '', quando: fastDataHora(new Date(entry.resolvidoEm)) })}
        </Typography>
      )}
      {onAction && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {open && (
            <Button variant="contained" size="small" disabled={isBusy} onClick={() => onAction('resolve', entry)}>
              {M.resolve}
            </Button>
          )}
          {entry.hashAnexo && (
            <Button size="small" variant="outlined" onClick={() => onAction('attachment', entry)}>
              {M.attachment}
            </Button>
          )}
          {mayChange ? (
            <>
              <Button size="small" variant="outlined" onClick={() => onAction('edit', entry)}>
                {M.edit}
              </Button>
              <Button size="small" variant="outlined" color="error" onClick={() => onAction('remove', entry)}>
                {M.remove}
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => onAction('correct', entry)}>
              {M.correct}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
};
