import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { UnitQuickPick } from '../../../components/ui/wizard/unit-quick-pick';

type UnitFieldProps = {
  blocks: Block[];
  value: number | null | undefined;
  onChange: (idUnidade: number | null) => void;
};

/** The optional unit of an entry: the flows' one unit field, then the chosen unit with a way to remove it. */
export const UnitField = ({ blocks, value, onChange }: UnitFieldProps) => {
  const block = value ? blocks.find((b) => b.unidades.some((u) => u.idUnidade === value)) : undefined;
  const unit = block?.unidades.find((u) => u.idUnidade === value);
  if (!block || !unit)
    return (
      <UnitQuickPick
        blocks={blocks}
        label={M.unitOptional}
        hint={M.unitHint}
        noneHint={M.unitNone}
        onPick={(_idBloco, idUnidade) => onChange(idUnidade)}
      />
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="group" aria-label={M.unitChosen}>
      <Typography sx={{ flex: 1 }}>
        {M.unitChosen}: <strong>{`${block.nome} - ${unit.nome}`}</strong>
      </Typography>
      <Button onClick={() => onChange(null)}>{M.removeUnit}</Button>
    </Stack>
  );
};
