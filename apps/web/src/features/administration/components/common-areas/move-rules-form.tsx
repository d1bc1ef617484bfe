import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import { daysOfMask, maskOfDays } from '@portaria/shared/administration/areas.rules';
import { moveRulesBodySchema, type AdminMoveRules } from '@portaria/shared/administration/areas.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { CenteredSpinner } from '../../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { useMoveRules } from '../../api/move-rules-get';
import { useSaveMoveRules } from '../../api/move-rules-save';
import { ErrorAlert } from '../error-alert';
import { NumberField, TimeField, WeekdayChecks } from './area-fields';

const RulesForm = ({ rules }: { rules: AdminMoveRules }) => {
  const { id_mudanca_regra: id, ...values } = rules;
  const save = useSaveMoveRules();
  const { control, handleSubmit } = useZodForm(moveRulesBodySchema, { defaultValues: values });
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={handleSubmit((body) => save.mutate(body))}>
      {id === null && <Alert severity="info">{M.moveRulesNew}</Alert>}
      <Controller
        control={control}
        name="ativo"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={M.moveRulesActive}
          />
        )}
      />
      <Controller
        control={control}
        name="diasPermitidos"
        render={({ field, fieldState }) => (
          <WeekdayChecks
            legend={M.moveDays}
            value={daysOfMask(field.value)}
            onChange={(ids) => field.onChange(maskOfDays(ids))}
            error={fieldState.error?.message}
          />
        )}
      />
      <NumberField control={control} name="diasAntecedencia" label={M.moveAdvance} />
      <Typography component="h4" variant="subtitle2">
        {M.weekdayHours}
      </Typography>
      <Stack direction="row" spacing={2}>
        <TimeField control={control} name="horaSemanaInicio" label={`${M.start} (${M.weekdayHours})`} />
        <TimeField control={control} name="horaSemanaFim" label={`${M.end} (${M.weekdayHours})`} />
      </Stack>
      <Typography component="h4" variant="subtitle2">
        {M.weekendHours}
      </Typography>
      <Stack direction="row" spacing={2}>
        <TimeField control={control} name="horaFdsInicio" label={`${M.start} (${M.weekendHours})`} />
        <TimeField control={control} name="horaFdsFim" label={`${M.end} (${M.weekendHours})`} />
      </Stack>
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <Alert severity="success" role="status">
          {M.moveRulesSaved}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {M.save}
      </Button>
    </Stack>
  );
};

/** Move rules of the condominium (spec 02 §3): days allowed, advance days, weekday and weekend hours. */
export const MoveRulesForm = ({ idCondo }: { idCondo: number }) => {
  const rules = useMoveRules(idCondo);
  return (
    <Card component="section" variant="outlined" aria-labelledby="move-rules-title" sx={{ p: 2 }}>
      <Typography id="move-rules-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {M.moveRulesTitle}
      </Typography>
      {rules.isPending ? (
        <CenteredSpinner />
      ) : rules.isError ? (
        <RetryAlert onRetry={() => void rules.refetch()}>{MESSAGES.internalError}</RetryAlert>
      ) : (
        <RulesForm key={JSON.stringify(rules.data)} rules={rules.data} />
      )}
    </Card>
  );
};
