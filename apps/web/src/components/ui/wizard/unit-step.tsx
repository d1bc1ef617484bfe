import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Unit } from '@portaria/shared/condominium/condominium.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { foldText } from '@portaria/shared/text';
import { ChoiceList } from '../choices/choice-list';
import { useWizardAdvance } from './wizard-next';

type UnitStepProps = {
  units: Unit[];
  value: number | null;
  onChange: (idUnidade: number) => void;
  /** False when the one unit field above (BlockUnitWizard) already takes what is typed. */
  hasFilter?: boolean;
};

const fold = (text: string) => foldText(text).trim();

/** The one unit Enter in the filter picks: the only match, or the one whose name is exactly what was typed. */
export const unitForEnter = (visible: Unit[], query: string): Unit | undefined =>
  visible.length === 1 ? visible[0] : query ? visible.find((unit) => fold(unit.nome) === query) : undefined;

/**
 * 'Selecione a unidade:' with a text filter over the unit names. The filter is the step's first control (the
 * wizard focuses it); Enter there with a single match chooses that unit and goes on (issue 17).
 */
export const UnitStep = ({ units, value, onChange, hasFilter = true }: UnitStepProps) => {
  const [filter, setFilter] = useState('');
  const advance = useWizardAdvance();
  const query = fold(filter);
  const visible = query ? units.filter((unit) => fold(unit.nome).includes(query)) : units;

  const handleFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const unit = unitForEnter(visible, query);
    if (!unit) return;
    onChange(unit.idUnidade);
    advance?.();
  };

  return (
    <Stack spacing={2}>
      {hasFilter && (
        <TextField
          type="search"
          label={MESSAGES.filterUnits}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={handleFilterKeyDown}
          autoComplete="off"
          fullWidth
        />
      )}
      <ChoiceList
        title={MESSAGES.selectUnit}
        layout="grid"
        items={visible.map((unit) => ({ id: unit.idUnidade, label: unit.nome }))}
        value={value}
        onChange={onChange}
        onEnter={advance && (() => advance())}
        emptyText={MESSAGES.noUnitsFound}
      />
    </Stack>
  );
};
