import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { formatCpf } from '@portaria/shared/br/cpf';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { ChoiceList } from '../../../components/ui/choice-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useUnitResidents } from '../api/get-unit-residents';
import { WEB_COPY } from '../correspondence-copy';

type PickupPersonStepProps = {
  idUnidade: number;
  value: number | null;
  onChange: (resident: MoradorItem['morador']) => void;
  onOtherPerson: () => void;
};

/** 'Selecione quem está retirando:' — the unit's people with name and formatted CPF, or someone not listed. */
export const PickupPersonStep = ({ idUnidade, value, onChange, onOtherPerson }: PickupPersonStepProps) => {
  const residents = useUnitResidents(idUnidade);
  const people = residents.data?.data.map((item) => item.morador) ?? [];

  return (
    <Stack spacing={2}>
      {residents.isPending && <CircularProgress aria-label={MESSAGES.wait} />}
      {residents.isError && (
        <RetryAlert onRetry={() => void residents.refetch()}>
          {WEB_COPY.residentsLoadError}
        </RetryAlert>
      )}
      {residents.isSuccess && (
        <ChoiceList
          title={M.selectPickupPerson}
          items={people.map((person) => ({
            id: person.idMorador,
            label: person.nome,
            description: person.cpf ? formatCpf(person.cpf) : M.notInformed,
          }))}
          value={value}
          onChange={(id) => {
            const person = people.find((p) => p.idMorador === id);
            if (person) onChange(person);
          }}
          emptyText={M.noResidents}
        />
      )}
      <Button variant="outlined" size="large" startIcon={<PersonAdd />} onClick={onOtherPerson} sx={{ alignSelf: 'flex-start' }}>
        {WEB_COPY.otherPerson}
      </Button>
    </Stack>
  );
};
