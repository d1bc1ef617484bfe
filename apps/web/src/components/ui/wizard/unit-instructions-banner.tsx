import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { INSTRUCTION_MESSAGES as M } from '@portaria/shared/desk/instructions.messages';
import { INSTRUCTION_TYPES, instructionPeriod } from '@portaria/shared/desk/instructions.rules';
import { useUnitInstructions } from '../../../lib/get-unit-instructions';

/**
 * The chosen unit's standing instructions, above every step after the unit (issue 32 item 3): the desk reads them
 * before it confirms anything for that unit. Nothing shows while they load, when there are none or when they fail.
 */
export const UnitInstructionsBanner = ({ idUnidade }: { idUnidade: number }) => {
  const instructions = useUnitInstructions(idUnidade).data ?? [];
  if (instructions.length === 0) return null;
  return (
    <Box component="section" aria-label={M.title} sx={{ mb: 2 }}>
      {instructions.map((i) => (
        <Alert key={i.id} severity="warning" variant="outlined" sx={{ mb: 1, borderWidth: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{INSTRUCTION_TYPES[i.tipo]}</AlertTitle>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{i.texto}</Typography>
          <Typography variant="body2">{instructionPeriod(i)}</Typography>
        </Alert>
      ))}
    </Box>
  );
};
