import { useId, useState } from 'react';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { CorrespondenciaStatus } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { useSelectTypeAhead } from '../../../components/form/type-ahead';
import { DateField } from '../../../components/ui/calendar/date-field';
import { WEB_COPY } from '../correspondence-copy';
import type { HistoryFilter as HistoryQuery } from '../api/get-correspondence-history';
import { maxUntil, toIsoDay, todayDate, validateFrom, validateUntil } from '../utils/history-period';

type StatusChoice = CorrespondenciaStatus | 'TODAS';

type HistoryFilterProps = {
  condominium: Condominium;
  onSearch: (filter: HistoryQuery) => void;
  onBack: () => void;
  /** The current instant (tests pin it); the calendars and the rule use São Paulo's day at that instant. */
  today?: Date;
};

const STATUS_OPTIONS: { value: StatusChoice; label: string }[] = [
  { value: 'RETIRADA', label: M.filterReleased },
  { value: 'PENDENTE', label: M.filterNotReleased },
  { value: 'TODAS', label: M.filterAll },
];

const asDate = (value: Dayjs | null) => (value ? (value.isValid() ? value.toDate() : new Date(Number.NaN)) : null);

/** 'Histórico de Correspondências e Entregas': status, period (≤ 90 days), block and unit; 'Buscar' (spec 02 §2.6, §5). */
export const HistoryFilter = ({ condominium, onSearch, onBack, today = new Date() }: HistoryFilterProps) => {
  const statusLabelId = useId();
  const hasSeveralBlocks = condominium.blocos.length > 1;
  const [status, setStatus] = useState<StatusChoice | null>(null);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [until, setUntil] = useState<Dayjs | null>(null);
  const [blockId, setBlockId] = useState<number | ''>(hasSeveralBlocks ? '' : (condominium.blocos[0]?.idBloco ?? ''));
  const [unitId, setUnitId] = useState<number | ''>('');

  // The calendars offer São Paulo's days (the rule's), whatever the browser's zone.
  const todayDay = todayDate(today);
  const fromDate = asDate(from);
  const untilDate = asDate(until);
  const fromError = fromDate ? validateFrom(fromDate, today) : null;
  const untilError = untilDate ? validateUntil(untilDate, fromDate, today) : null;
  const hasDates = fromDate !== null || untilDate !== null;
  const areDatesOk = !hasDates || (fromDate !== null && untilDate !== null && !fromError && !untilError);
  const block = condominium.blocos.find((b) => b.idBloco === blockId) ?? null;
  const blockTypeAhead = useSelectTypeAhead({
    options: condominium.blocos.map((b) => ({ value: b.idBloco, label: b.nome })),
    value: blockId === '' ? null : blockId,
    onPick: (id) => {
      setBlockId(id);
      setUnitId('');
    },
  });
  const unitTypeAhead = useSelectTypeAhead({
    options: (block?.unidades ?? []).map((u) => ({ value: u.idUnidade, label: u.nome })),
    value: unitId === '' ? null : unitId,
    onPick: setUnitId,
  });
  const hasAnyFilter = status !== null || hasDates || (hasSeveralBlocks && blockId !== '') || unitId !== '';
  const canSearch = hasAnyFilter && areDatesOk;
  // One date without the other disables Buscar: say which one is missing (issue 19).
  const missingDate =
    hasDates && !fromDate ? WEB_COPY.periodFromMissing : hasDates && !untilDate ? WEB_COPY.periodUntilMissing : null;

  const handleFromChange = (value: Dayjs | null) => {
    setFrom(value);
    const next = asDate(value);
    // Spec 02 §5: a start that makes the range too long (or inverted) clears the end date.
    if (next && untilDate && validateUntil(untilDate, next, today)) setUntil(null);
  };

  const handleSearch = () => {
    onSearch({
      status: status && status !== 'TODAS' ? status : undefined,
      dataChegadaFrom: fromDate && untilDate ? toIsoDay(fromDate) : undefined,
      dataChegadaUntil: fromDate && untilDate ? toIsoDay(untilDate) : undefined,
      unidade: unitId === '' ? undefined : unitId,
      bloco: unitId === '' && hasSeveralBlocks && blockId !== '' ? blockId : undefined,
    });
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h3">
        {M.historyFilterTitle}
      </Typography>
      <FormControl>
        <FormLabel id={statusLabelId}>{M.colStatus}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={statusLabelId}
          value={status ?? ''}
          onChange={(e) => setStatus(e.target.value as StatusChoice)}
        >
          {STATUS_OPTIONS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={M.periodFrom}
          value={from}
          onChange={handleFromChange}
          today={todayDay}
          minDate={new Date(todayDay.getFullYear() - 5, 0, 1)}
          maxDate={todayDay}
          validate={(date) => validateFrom(date, today)}
        />
        <DateField
          label={M.periodUntil}
          value={until}
          onChange={setUntil}
          today={todayDay}
          isDisabled={!fromDate || Boolean(fromError)}
          minDate={fromDate ?? todayDay}
          maxDate={fromDate && !fromError ? maxUntil(fromDate, today) : todayDay}
          validate={(date) => validateUntil(date, fromDate, today)}
        />
      </Stack>
      <Typography variant="body2" color={missingDate ? 'error' : 'text.secondary'} aria-live="polite" sx={{ mt: -1.5 }}>
        {missingDate ?? (hasDates ? null : WEB_COPY.historyDefaultPeriod)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {hasSeveralBlocks && (
          <TextField
            select
            label={M.block}
            value={blockId}
            onChange={(event) => {
              setBlockId(event.target.value === '' ? '' : Number(event.target.value));
              setUnitId('');
            }}
            slotProps={{ select: blockTypeAhead }}
            fullWidth
          >
            <MenuItem value="">{WEB_COPY.allBlocks}</MenuItem>
            {condominium.blocos.map((b) => (
              <MenuItem key={b.idBloco} value={b.idBloco}>
                {b.nome}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label={M.units}
          value={unitId}
          onChange={(event) => setUnitId(event.target.value === '' ? '' : Number(event.target.value))}
          disabled={!block}
          slotProps={{ select: unitTypeAhead }}
          fullWidth
        >
          <MenuItem value="">{WEB_COPY.allUnits}</MenuItem>
          {(block?.unidades ?? []).map((u) => (
            <MenuItem key={u.idUnidade} value={u.idUnidade}>
              {u.nome}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {MESSAGES.back}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!canSearch}
          onClick={handleSearch}
          sx={{ minHeight: 44, minWidth: 140 }}
        >
          {M.searchButton}
        </Button>
      </Stack>
    </Stack>
  );
};
