import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { ChoiceId, ChoiceItem } from './choice-list';

export type MultiChoiceListProps<T extends ChoiceId> = {
  title?: string;
  items: ChoiceItem<T>[];
  selected: T[];
  onChange: (ids: T[]) => void;
  /** e.g. 'Selecionar todas as correspondências da unidade'. */
  selectAllLabel: string;
  emptyText?: ReactNode;
};

/** Multi-select step with a select-all box that covers every enabled item. */
export const MultiChoiceList = <T extends ChoiceId>({
  title,
  items,
  selected,
  onChange,
  selectAllLabel,
  emptyText,
}: MultiChoiceListProps<T>) => {
  const titleId = useId();
  const selectable = items.filter((item) => !item.isDisabled).map((item) => item.id);
  const chosenCount = selectable.filter((id) => selected.includes(id)).length;
  const isAllSelected = selectable.length > 0 && chosenCount === selectable.length;

  const handleToggleAll = () => onChange(isAllSelected ? [] : selectable);
  const handleToggle = (id: T) =>
    onChange(selected.includes(id) ? selected.filter((current) => current !== id) : [...selected, id]);

  if (items.length === 0 && emptyText !== undefined) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }

  return (
    <Box role="group" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : selectAllLabel}>
      {title && (
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <FormControlLabel
        label={selectAllLabel}
        sx={{ minHeight: 48, fontWeight: 600 }}
        control={
          <Checkbox
            checked={isAllSelected}
            indeterminate={chosenCount > 0 && !isAllSelected}
            disabled={selectable.length === 0}
            onChange={handleToggleAll}
          />
        }
      />
      <Divider />
      {items.map((item) => (
        <Box key={item.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <FormControlLabel
            sx={{ width: '100%', m: 0, minHeight: 56, alignItems: 'center' }}
            disabled={item.isDisabled}
            control={<Checkbox checked={selected.includes(item.id)} onChange={() => handleToggle(item.id)} />}
            label={
              <Box>
                <Typography>{item.label}</Typography>
                {item.description !== undefined && (
                  <Typography variant="body2" color="text.secondary">
                    {item.description}
                  </Typography>
                )}
              </Box>
            }
          />
        </Box>
      ))}
    </Box>
  );
};
