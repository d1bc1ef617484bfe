import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Unit } from '@portaria/shared/condominium/condominium.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { ChoiceList } from './choice-list';
import { foldText } from '@portaria/shared/text';

type UnitStepProps = {
  units: Unit[];
  value: number | null;
  onChange: (idUnidade: number) => void;
};

const fold = (text: string) => foldText(text).trim();

/** 'Selecione a unidade:' with a text filter over the unit names. */
export const UnitStep = ({ units, value, onChange }: UnitStepProps) => {
  const [filter, setFilter] = useState('');
  const query = fold(filter);
  const visible = query ? units.filter((unit) => fold(unit.nome).includes(query)) : units;

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={MESSAGES.filterUnits}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        autoComplete="off"
        fullWidth
      />
      <ChoiceList
        title={MESSAGES.selectUnit}
        layout="grid"
        items={visible.map((unit) => ({ id: unit.idUnidade, label: unit.nome }))}
        value={value}
        onChange={onChange}
        emptyText={MESSAGES.noUnitsFound}
      />
    </Stack>
  );
};
