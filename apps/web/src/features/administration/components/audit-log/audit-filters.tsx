import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, AUDIT_AREA_LABELS, type AuditArea } from '@portaria/shared/administration/audit.labels';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import type { AuditPerson } from '@portaria/shared/administration/audit.schemas';
import type { AuditAction } from '@portaria/shared/common/audit-actions';
import { MESSAGES } from '@portaria/shared/messages';
import { DateField } from '../../../../components/ui/calendar/date-field';
import { toIsoDay } from '../../../../components/ui/calendar/calendar-dates';
import type { AuditLogFilter } from '../../api/get-audit-log';

const byLabel = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[])
    .map((value) => ({ value, label: labels[value] }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
const AREA_OPTIONS = byLabel(AUDIT_AREA_LABELS);
const ACTION_OPTIONS = byLabel(AUDIT_ACTION_LABELS);
const FIRST_DAY = new Date(2000, 0, 1);

type AuditFiltersProps = {
  filter: AuditLogFilter;
  onChange: (filter: AuditLogFilter) => void;
  people: AuditPerson[];
  /** An administrator of the installation may read every condominium they administer at once. */
  canReadAll: boolean;
  today: Date;
};

const dayOf = (iso: string | undefined) => (iso ? dayjs(iso) : null);
const isoOf = (value: Dayjs | null) => (value && value.isValid() ? toIsoDay(value.toDate()) : undefined);
const validDate = (date: Date) => (Number.isNaN(date.getTime()) ? MESSAGES.dateInvalid : null);

/** Period, person, area and action; each change reads the log again (the server filters). */
export const AuditFilters = ({ filter, onChange, people, canReadAll, today }: AuditFiltersProps) => {
  const set = (patch: Partial<AuditLogFilter>) => onChange({ ...filter, ...patch });
  const person = people.find((p) => p.idUsuario === filter.idUsuario) ?? null;
  // The fields keep what is typed; the filter takes a day only once it is a valid one.
  const [from, setFrom] = useState<Dayjs | null>(dayOf(filter.dataDe));
  const [until, setUntil] = useState<Dayjs | null>(dayOf(filter.dataAte));
  const handleFromChange = (value: Dayjs | null, error: string | null) => {
    setFrom(value);
    const dataDe = error ? undefined : isoOf(value);
    // A start after the end clears the end, so the period sent is never inverted.
    const isInverted = Boolean(dataDe && filter.dataAte && dataDe > filter.dataAte);
    if (isInverted) setUntil(null);
    set({ dataDe, ...(isInverted ? { dataAte: undefined } : {}) });
  };
  const handleUntilChange = (value: Dayjs | null, error: string | null) => {
    setUntil(value);
    set({ dataAte: error ? undefined : isoOf(value) });
  };
  const handleClear = () => {
    setFrom(null);
    setUntil(null);
    onChange({ todos: filter.todos });
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={M.periodFrom}
          value={from}
          onChange={handleFromChange}
          today={today}
          minDate={FIRST_DAY}
          maxDate={today}
          validate={validDate}
        />
        <DateField
          label={M.periodUntil}
          value={until}
          onChange={handleUntilChange}
          today={today}
          minDate={FIRST_DAY}
          maxDate={today}
          validate={(date) =>
            validDate(date) ?? (filter.dataDe && toIsoDay(date) < filter.dataDe ? M.periodInverted : null)
          }
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Autocomplete
          options={people}
          value={person}
          onChange={(_event, value) => set({ idUsuario: value?.idUsuario })}
          getOptionLabel={(option) => option.nome}
          isOptionEqualToValue={(option, value) => option.idUsuario === value.idUsuario}
          renderInput={(params) => <TextField {...params} label={M.person} placeholder={M.anyPerson} />}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={M.area}
          value={filter.entidade ?? ''}
          onChange={(event) => set({ entidade: (event.target.value || undefined) as AuditArea | undefined })}
          sx={{ flex: 1 }}
        >
          <MenuItem value="">{M.anyArea}</MenuItem>
          {AREA_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={M.action}
          value={filter.acao ?? ''}
          onChange={(event) => set({ acao: (event.target.value || undefined) as AuditAction | undefined })}
          sx={{ flex: 1 }}
        >
          <MenuItem value="">{M.anyAction}</MenuItem>
          {ACTION_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {canReadAll ? (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(filter.todos)}
                onChange={(event) => set({ todos: event.target.checked, idUsuario: undefined })}
              />
            }
            label={M.allManaged}
          />
        ) : (
          <span />
        )}
        <Button onClick={handleClear}>{M.clearFilters}</Button>
      </Stack>
    </Stack>
  );
};
