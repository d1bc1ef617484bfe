import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VISITOR_MESSAGES } from '@portaria/shared/access-control/visitors.messages';
import { oneYearAfter } from '@portaria/shared/access-control/visitors.rules';
import { VISITOR_COPY as V } from '../visitors-copy';
import type { DraftChange, VisitorDraft } from '../utils/visitor-draft';
import { DayField } from './day-field';

const RELATION_MAX = 50;

type ParcelLeaveFieldsProps = { draft: VisitorDraft; onChange: (change: DraftChange) => void; today: string };

/**
 * The person's relation to the unit and the unit's leave to collect its parcels, until a last day or not (issue 32
 * item 4): with it they are listed where the desk picks who collects, whatever their schedule to come in.
 */
export const ParcelLeaveFields = ({ draft, onChange, today }: ParcelLeaveFieldsProps) => (
  <Stack spacing={1.5} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
    <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
      {V.parcelLeaveTitle}
    </Typography>
    <TextField
      label={V.relation}
      value={draft.parentesco}
      onChange={(e) => onChange({ field: 'parentesco', value: e.target.value })}
      slotProps={{ htmlInput: { maxLength: RELATION_MAX } }}
      helperText={`${draft.parentesco.length}/${RELATION_MAX}`}
    />
    <FormControlLabel
      control={
        <Checkbox
          checked={draft.retiraEncomendas}
          onChange={(e) => onChange({ field: 'retiraEncomendas', value: e.target.checked })}
        />
      }
      label={V.canCollect}
    />
    {draft.retiraEncomendas && (
      <DayField
        label={V.collectUntil}
        value={draft.retiraAte}
        onChange={(day) => onChange({ field: 'retiraAte', value: day })}
        validate={(day) => (day < today ? VISITOR_MESSAGES.collectUntilPast : null)}
        min={today}
        max={oneYearAfter(oneYearAfter(today))}
      />
    )}
  </Stack>
);
