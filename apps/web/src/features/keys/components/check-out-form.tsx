import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { checkOutSchema, type Key } from '@portaria/shared/keys/keys.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { DateField } from '../../../components/ui/calendar/date-field';
import { userMessageOf } from '../../../lib/api-client';
import { useCheckOutKey } from '../api/check-out-key';
import { useKeys } from '../api/get-keys';
import { keyLabel } from '../utils/key-format';
import { HolderFields, type HolderValues } from './holder-fields';
import { TimeField } from './time-field';

type Props = { onBack: () => void; onDone: (message: string) => void };
type Errors = Partial<Record<keyof HolderValues | 'idChave' | 'devolucaoPrevista', string>>;

/** The next half hour plus one: a sensible default the desk usually keeps or nudges. */
const defaultReturn = () => {
  const next = dayjs().add(90, 'minute');
  return next.minute(next.minute() < 30 ? 0 : 30);
};

/** 'Entregar chave': which key (searchable), who takes it, until when. */
export const CheckOutForm = ({ onBack, onDone }: Props) => {
  const keys = useKeys();
  const checkOut = useCheckOutKey();
  const available = (keys.data?.data ?? []).filter((k) => k.status === 'DISPONIVEL');
  const [key, setKey] = useState<Key | null>(null);
  const [holder, setHolder] = useState<HolderValues>({
    tipoPortador: 'MORADOR',
    idUnidade: null,
    idPessoa: null,
    portadorNome: '',
    portadorDocumento: '',
  });
  const [day, setDay] = useState<Dayjs | null>(defaultReturn);
  const [time, setTime] = useState<Dayjs | null>(defaultReturn);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** A field's message goes once the person changes that field. */
  const clear = (name: keyof Errors) => setErrors((current) => ({ ...current, [name]: undefined }));

  const handleSubmit = () => {
    setFailure(null);
    const body = {
      ...holder,
      devolucaoPrevista: day?.isValid() && time?.isValid() ? `${day.format('YYYY-MM-DD')}T${time.format('HH:mm')}` : '',
    };
    const parsed = checkOutSchema.safeParse(body);
    const found: Errors = key ? {} : { idChave: M.keyRequired };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success || !key) return;
    checkOut.mutate(
      { id: key.id, body },
      {
        onSuccess: (movement) => onDone(fill(M.checkedOut, { chave: movement.chave, nome: movement.portadorNome })),
        onError: (error) => setFailure(userMessageOf(error) ?? MESSAGES.internalError),
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => (event.preventDefault(), handleSubmit())}>
      <Typography variant="h6" component="h3">
        {M.checkOut}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Autocomplete
        options={available}
        loading={keys.isPending}
        value={key}
        onChange={(_event, option) => (clear('idChave'), setKey(option))}
        getOptionLabel={(k) => (k.local ? `${keyLabel(k)} · ${k.local}` : keyLabel(k))}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={M.noKeyAvailable}
        renderInput={(params) => (
          <TextField
            {...params}
            label={M.key}
            required
            autoFocus
            placeholder={M.keySearch}
            error={!!errors.idChave}
            helperText={errors.idChave}
          />
        )}
      />
      <HolderFields
        values={holder}
        errors={errors}
        onChange={(patch) => {
          for (const name of Object.keys(patch)) clear(name as keyof Errors);
          setHolder((current) => ({ ...current, ...patch }));
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' } }}>
        <DateField
          label={M.returnDay}
          value={day}
          onChange={(value) => (clear('devolucaoPrevista'), setDay(value))}
          isRequired
          name="dataDevolucao"
        />
        <TimeField
          label={M.returnTime}
          value={time}
          onChange={(value) => (clear('devolucaoPrevista'), setTime(value))}
          error={errors.devolucaoPrevista}
        />
      </Box>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" size="large" onClick={onBack} sx={{ minHeight: 44 }}>
          {MESSAGES.back}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={checkOut.isPending} sx={{ minHeight: 44 }}>
          {M.confirmCheckOut}
        </Button>
      </Stack>
    </Stack>
  );
};
