import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import { areaBodySchema, type AdminArea, type AreaBody } from '@portaria/shared/administration/areas.schemas';
import { AREA_LIMITS } from '@portaria/shared/administration/areas.rules';
import { fill } from '@portaria/shared/text';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useCreateArea } from '../../api/areas-create';
import { useUpdateArea } from '../../api/areas-update';
import { ErrorAlert } from '../error-alert';
import { NumberField, TimeField, WeekdayChecks } from './area-fields';

const EMPTY: AreaBody = {
  nomeArea: '',
  capacidade: null,
  valorTaxaUtilizacao: 0,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 30,
  diasSemana: [1, 2, 3, 4, 5, 6, 7],
  abertura: '08:00',
  fechamento: '22:00',
  diaInteiro: false,
  horarios: [{ de: '08:00', ate: '12:00' }],
  precisaAprovacao: false,
};

const valuesOf = (area: AdminArea | null): AreaBody =>
  area
    ? {
        nomeArea: area.nomeArea,
        capacidade: area.capacidade,
        valorTaxaUtilizacao: area.valorTaxaUtilizacao,
        qtMinDiasDisponivelReserva: area.qtMinDiasDisponivelReserva,
        qtDiasDisponivelReserva: area.qtDiasDisponivelReserva,
        diasSemana: area.diasSemana,
        abertura: area.abertura,
        fechamento: area.fechamento,
        diaInteiro: area.diaInteiro,
        horarios: area.diaInteiro ? [] : area.horarios,
        precisaAprovacao: area.precisaAprovacao,
      }
    : EMPTY;

/** Create (area null) or edit an area: name, capacity, fee, advance, weekdays, opening hours, slots or whole day. */
export const AreaFormDialog = ({ area, onClose }: { area: AdminArea | null; onClose: () => void }) => {
  const create = useCreateArea();
  const update = useUpdateArea();
  const mutation = area ? update : create;
  const form = useZodForm(areaBodySchema, { defaultValues: valuesOf(area) });
  const { control, handleSubmit, formState } = form;
  const slots = useFieldArray({ control, name: 'horarios' });
  const isWholeDay = useWatch({ control, name: 'diaInteiro' });
  const needsApproval = useWatch({ control, name: 'precisaAprovacao' });
  const slotsError = formState.errors.horarios?.message ?? formState.errors.horarios?.root?.message;
  const handleSave = handleSubmit((values) => {
    const body: AreaBody = values;
    if (area) update.mutate({ idArea: area.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });
  const title = area ? M.editArea : M.newArea;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="area-form-title">
      <DialogTitle id="area-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="area-form" onSubmit={handleSave} spacing={1} sx={{ pt: 1 }} noValidate>
          <Controller
            control={control}
            name="nomeArea"
            render={({ field, fieldState }) => (
              <TextField
                label={M.name}
                {...field}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
                slotProps={{ htmlInput: { maxLength: AREA_LIMITS.name } }}
                fullWidth
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NumberField control={control} name="capacidade" label={M.capacity} isOptional />
            <NumberField control={control} name="valorTaxaUtilizacao" label={M.fee} step={0.01} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NumberField control={control} name="qtMinDiasDisponivelReserva" label={M.minAdvance} />
            <NumberField control={control} name="qtDiasDisponivelReserva" label={M.maxAdvance} />
          </Stack>
          <Controller
            control={control}
            name="diasSemana"
            render={({ field, fieldState }) => (
              <WeekdayChecks
                legend={M.weekdays}
                value={field.value as number[]}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <TimeField control={control} name="abertura" label={M.opening} />
            <TimeField control={control} name="fechamento" label={M.closing} />
          </Stack>
          <Controller
            control={control}
            name="diaInteiro"
            render={({ field }) => (
              <RadioGroup
                row
                aria-label={M.bookingMode}
                value={field.value ? 'dia' : 'horarios'}
                onChange={(event) => field.onChange(event.target.value === 'dia')}
              >
                <FormControlLabel value="horarios" control={<Radio />} label={M.bySlots} />
                <FormControlLabel value="dia" control={<Radio />} label={M.wholeDay} />
              </RadioGroup>
            )}
          />
          {!isWholeDay && (
            <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{M.slots}</FormLabel>
              {slots.fields.map((slot, index) => {
                const n = index + 1;
                const from = `horarios.${index}.de` as const;
                const until = `horarios.${index}.ate` as const;
                return (
                  <Stack key={slot.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TimeField control={control} name={from} label={fill(M.slotField, { campo: M.slotFrom, n })} />
                    <TimeField control={control} name={until} label={fill(M.slotField, { campo: M.slotUntil, n })} />
                    <IconButton aria-label={`${M.removeSlot} ${index + 1}`} onClick={() => slots.remove(index)}>
                      <DeleteOutlined />
                    </IconButton>
                  </Stack>
                );
              })}
              {slotsError && <FormHelperText error>{slotsError}</FormHelperText>}
              <Button
                onClick={() => slots.append({ de: '', ate: '' })}
                disabled={slots.fields.length >= AREA_LIMITS.slots}
                sx={{ alignSelf: 'flex-start' }}
              >
                {M.addSlot}
              </Button>
            </Stack>
          )}
          <Controller
            control={control}
            name="precisaAprovacao"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label={M.needsApproval}
              />
            )}
          />
          {needsApproval && <Alert severity="info">{M.approvalHint}</Alert>}
        </Stack>
        <ErrorAlert error={mutation.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{M.cancel}</Button>
        <Button type="submit" form="area-form" variant="contained" disabled={mutation.isPending}>
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
