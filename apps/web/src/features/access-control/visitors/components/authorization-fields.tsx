import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { VISITOR_COPY as V } from '../visitors-copy';
import { WEEKDAYS, oneYearAfter, weekdaysInRange } from '@portaria/shared/access-control/visitors.rules';
import { endIssue, startIssue } from '../utils/draft-issues';
import type { DraftChange, VisitorDraft } from '../utils/visitor-draft';
import { DayField } from './day-field';
import { RadioChoice } from './radio-choice';

type AuthorizationFieldsProps = {
  draft: VisitorDraft;
  onChange: (change: DraftChange) => void;
  /** São Paulo's today, 'YYYY-MM-DD'. */
  today: string;
  hasBiometrics: boolean;
};

/** Spec 02 §5 Entry authorization and Facial biometry: method, access type, dates, weekdays, biometry. */
export const AuthorizationFields = ({ draft, onChange, today, hasBiometrics }: AuthorizationFieldsProps) => {
  const isDirect = draft.autorizacao === 'DIRETO';
  const isStartOk = draft.dataDe !== null && startIssue(draft.dataDe, today) === null;
  const enabledDays: number[] = draft.dataDe && draft.dataAte ? weekdaysInRange(draft.dataDe, draft.dataAte) : [];
  const toggleDay = (day: number) =>
    onChange({
      field: 'diasSemana',
      value: draft.diasSemana.includes(day)
        ? draft.diasSemana.filter((d) => d !== day)
        : [...draft.diasSemana, day].sort(),
    });
  return (
    <Stack spacing={2}>
      <RadioChoice
        label={V.authorization}
        isRequired
        value={draft.autorizacao}
        options={[
          { value: 'INTERFONAR', label: V.intercom },
          { value: 'DIRETO', label: V.directAccess },
        ]}
        onChange={(value) => onChange({ field: 'autorizacao', value })}
      />
      {isDirect && (
        <RadioChoice
          label={V.accessType}
          isRequired
          value={draft.tipoAcesso}
          options={[
            { value: 'PONTUAL', label: V.pontual },
            { value: 'ACESSO_LIBERADO', label: V.recurring },
          ]}
          onChange={(value) => onChange({ field: 'tipoAcesso', value })}
        />
      )}
      {isDirect && draft.tipoAcesso === 'PONTUAL' && (
        <Box sx={{ maxWidth: 280 }}>
          <DayField
            label={V.date}
            isRequired
            value={draft.data}
            min={today}
            max={oneYearAfter(today)}
            validate={(day) => startIssue(day, today)}
            onChange={(value) => onChange({ field: 'data', value })}
          />
        </Box>
      )}
      {isDirect && draft.tipoAcesso === 'ACESSO_LIBERADO' && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DayField
              label={V.from}
              isRequired
              value={draft.dataDe}
              min={today}
              max={oneYearAfter(today)}
              validate={(day) => startIssue(day, today)}
              onChange={(value) => onChange({ field: 'dataDe', value })}
            />
            <DayField
              label={V.until}
              isRequired
              isDisabled={!isStartOk}
              value={draft.dataAte}
              min={draft.dataDe ?? today}
              max={oneYearAfter(draft.dataDe ?? today)}
              validate={(day) => (draft.dataDe ? endIssue(day, draft.dataDe, today) : null)}
              onChange={(value) => onChange({ field: 'dataAte', value })}
            />
          </Box>
          <FormControl component="fieldset" disabled={enabledDays.length === 0}>
            <FormLabel component="legend">{V.weekdaysLabel}</FormLabel>
            <FormGroup row>
              {WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={V.weekdays[day]}
                  disabled={!enabledDays.includes(day)}
                  control={<Checkbox checked={draft.diasSemana.includes(day)} onChange={() => toggleDay(day)} />}
                />
              ))}
            </FormGroup>
            <FormHelperText>{V.weekdaysHint}</FormHelperText>
          </FormControl>
        </>
      )}
      {hasBiometrics && isDirect && (
        <FormControlLabel
          control={
            <Switch
              checked={draft.usaBiometriaFacial}
              onChange={(e) => onChange({ field: 'usaBiometriaFacial', value: e.target.checked })}
            />
          }
          label={V.biometry}
        />
      )}
    </Stack>
  );
};
