import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { rememberUnit } from '../../../../components/ui/wizard/last-unit';
import { UnitQuickPick } from '../../../../components/ui/wizard/unit-quick-pick';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';

const M = DESK_MESSAGES.newVisitorEntry;

type DeskUnitStepProps = { blocks: Block[]; onPick: (idUnidade: number) => void; onBack: () => void };

/**
 * The desk's new visitor without a unit yet (issue 32 item 5): the one unit field, focused ("A 302", "302" or a
 * resident's name; empty, the shift's last unit), Enter takes the highlighted one. Voltar leads to the spec's way in
 * (the picker, then type, block and unit), for a provider or a registered visitor.
 */
export const DeskUnitStep = ({ blocks, onPick, onBack }: DeskUnitStepProps) => (
  <Stack spacing={2.5}>
    <UnitQuickPick
      blocks={blocks}
      onPick={(_idBloco, idUnidade) => {
        // The next flow of this shift offers it first.
        rememberUnit(idUnidade);
        onPick(idUnidade);
      }}
      hint={M.unitHint}
      noneHint={M.unitNone}
      autoFocus
    />
    <Stack direction="row">
      <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
        {E.back}
      </Button>
    </Stack>
  </Stack>
);
