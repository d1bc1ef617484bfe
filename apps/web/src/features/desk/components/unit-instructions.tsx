import { Suspense, lazy, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Instruction } from '@portaria/shared/desk/instructions.schemas';
import { INSTRUCTION_MESSAGES as M } from '@portaria/shared/desk/instructions.messages';
import { INSTRUCTION_TYPES, instructionPeriod } from '@portaria/shared/desk/instructions.rules';
import { fill } from '@portaria/shared/text';
import { useEndInstruction } from '../api/instructions';
import { formatDayTime } from '../utils/desk-format';

// Its date fields bring MUI's date pickers (~45 KB gzip): fetched when a unit page opens, not with the dashboard
// (decision 003).
const InstructionFormDialog = lazy(() =>
  import('./instruction-form-dialog').then((m) => ({ default: m.InstructionFormDialog })),
);

type UnitInstructionsProps = {
  idUnidade: number;
  instructions: Instruction[];
  /** Staff with the access-control permission write and end them; everyone sees them. */
  canWrite: boolean;
  now: Date;
};

/**
 * The unit's standing instructions at the top of its page, in the warning colour (issue 32 item 3): in force today
 * or starting later, each with its period and author; 'Encerrar' ends one now, 'Nova instrução' adds one.
 */
export const UnitInstructions = ({ idUnidade, instructions, canWrite, now }: UnitInstructionsProps) => {
  const [isFormOpen, setIsFormOpen] = useState(false);
  const end = useEndInstruction(idUnidade);
  if (instructions.length === 0 && !canWrite) return null;
  return (
    <Box component="section" aria-label={M.title} sx={{ mb: 2 }}>
      {instructions.map((i) => (
        <Alert
          key={i.id}
          severity="warning"
          variant="outlined"
          sx={{ mb: 1, borderWidth: 2, bgcolor: 'warning.50', '& .MuiAlert-message': { flex: 1 } }}
          action={
            canWrite ? (
              <Button
                color="inherit"
                size="small"
                disabled={end.isPending}
                onClick={() => end.mutate(i.id)}
                aria-label={`${M.end}: ${INSTRUCTION_TYPES[i.tipo]}`}
              >
                {M.end}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{INSTRUCTION_TYPES[i.tipo]}</AlertTitle>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{i.texto}</Typography>
          <Typography variant="body2">
            {instructionPeriod(i)}
            {i.autor ? ` · ${fill(M.by, { autor: i.autor, quando: formatDayTime(i.criadaEm) })}` : ''}
          </Typography>
        </Alert>
      ))}
      {end.isError && <Alert severity="error">{end.error.message}</Alert>}
      {canWrite && (
        <>
          <Button variant="outlined" color="warning" onClick={() => setIsFormOpen(true)}>
            {M.add}
          </Button>
          <Suspense fallback={null}>
            <InstructionFormDialog
              idUnidade={idUnidade}
              isOpen={isFormOpen}
              onClose={() => setIsFormOpen(false)}
              now={now}
            />
          </Suspense>
        </>
      )}
    </Box>
  );
};
