import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { maxUntilDay, periodIssue } from '@portaria/shared/correspondence/period';
import { addDays } from '@portaria/shared/common/day';
import { DayField } from '../../visitors/components/day-field';
import { OptionSelect } from '../../components/list-parts';
import { KINDS, KIND_LABELS } from '../../visitors/utils/visitor-kind';
import { blockOptions, unitOptions } from '../../visitors/utils/place-options';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { withStart, type ReportDraft } from '../utils/report-draft';

type ReportFilterProps = {
  condominium: Condominium;
  today: string;
  draft: ReportDraft;
  onChange: (draft: ReportDraft) => void;
};

/** 'Período da visita*' (mandatory, at most 90 days, no future day), block, unit, type, only exits not registered. */
export const ReportFilter = ({ condominium, today, draft: d, onChange }: ReportFilterProps) => {
  const periodId = useId();
  const isSingleBlock = condominium.blocos.length === 1;
  const block = condominium.blocos.find((b) => b.idBloco === d.idBloco);
  const fromIssue = d.dataDe ? periodIssue({ from: d.dataDe, today }) : null;
  const set = (change: Partial<ReportDraft>) => onChange({ ...d, ...change });
  return (
    <Stack spacing={2.5}>
      <FormLabel id={periodId} sx={{ fontWeight: 600 }}>
        {E.reportPeriod}
      </FormLabel>
      <Stack role="group" aria-labelledby={periodId} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DayField
          label={E.periodFrom}
          isRequired
          value={d.dataDe}
          min={addDays(today, -5 * 366)}
          max={today}
          validate={(day) => periodIssue({ from: day, today })}
          onChange={(dataDe) => onChange(withStart(d, dataDe, today))}
        />
        <DayField
          label={E.periodUntil}
          isRequired
          isDisabled={!d.dataDe || fromIssue !== null}
          value={d.dataAte}
          min={d.dataDe ?? today}
          max={d.dataDe && !fromIssue ? maxUntilDay(d.dataDe, today) : today}
          validate={(day) => periodIssue({ from: d.dataDe, until: day, today })}
          onChange={(dataAte) => set({ dataAte })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!isSingleBlock && (
          <OptionSelect
            label={V.block}
            allLabel={V.all}
            value={d.idBloco}
            options={blockOptions(condominium)}
            onChange={(idBloco) => set({ idBloco, idUnidade: null })}
          />
        )}
        <OptionSelect
          label={V.unit}
          allLabel={V.all}
          isDisabled={!block}
          value={d.idUnidade}
          options={unitOptions(block)}
          onChange={(idUnidade) => set({ idUnidade })}
        />
        <OptionSelect
          label={V.type}
          allLabel={V.all}
          value={d.tipoVisitante}
          options={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(tipoVisitante) => set({ tipoVisitante })}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={d.onlyOpenExits} onChange={(e) => set({ onlyOpenExits: e.target.checked })} />}
        label={E.onlyOpenExits}
      />
    </Stack>
  );
};
