import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { useSwapFocus } from '../../../components/form/use-swap-focus';
import { UnitQuickPick } from '../../../components/ui/wizard/unit-quick-pick';

/** The field's words: the entry's optional unit (the form) or the list's unit filter. */
export type UnitFieldCopy = { label: string; chosen: string; clear: string };

export const ENTRY_UNIT_COPY: UnitFieldCopy = { label: M.unitOptional, chosen: M.unitChosen, clear: M.removeUnit };
export const FILTER_UNIT_COPY: UnitFieldCopy = { label: M.unit, chosen: M.unit, clear: M.allUnits };

type UnitFieldProps = {
  blocks: Block[];
  value: number | null | undefined;
  onChange: (idUnidade: number | null) => void;
  copy?: UnitFieldCopy;
};

/**
 * A unit picked with the flows' one unit field ("A 101", "101" or a resident's name), then shown with a way to
 * take it out; the focus follows the swap (the button after a pick, the field after taking it out).
 */
export const UnitField = ({ blocks, value, onChange, copy = ENTRY_UNIT_COPY }: UnitFieldProps) => {
  const { expectSwap, focusTarget } = useSwapFocus();
  const focusField = useCallback(
    (box: HTMLElement | null) => focusTarget(box?.querySelector('input') ?? null),
    [focusTarget],
  );
  const block = value ? blocks.find((b) => b.unidades.some((u) => u.idUnidade === value)) : undefined;
  const unit = block?.unidades.find((u) => u.idUnidade === value);
  if (!block || !unit)
    return (
      <Box ref={focusField}>
        <UnitQuickPick
          blocks={blocks}
          label={copy.label}
          hint={M.unitHint}
          noneHint={M.unitNone}
          onPick={(_idBloco, idUnidade) => {
            expectSwap();
            onChange(idUnidade);
          }}
        />
      </Box>
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="group" aria-label={copy.chosen}>
      <Typography sx={{ flex: 1 }}>
        {copy.chosen}: <strong>{`${block.nome} - ${unit.nome}`}</strong>
      </Typography>
      <Button
        ref={focusTarget}
        onClick={() => {
          expectSwap();
          onChange(null);
        }}
      >
        {copy.clear}
      </Button>
    </Stack>
  );
};
