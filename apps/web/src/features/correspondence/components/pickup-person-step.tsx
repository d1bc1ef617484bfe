import type { ReactNode } from 'react';
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { formatCpf } from '@portaria/shared/br/cpf';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { MoradorItem, MoradorRetirada } from '@portaria/shared/correspondence/correspondence.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { foldText } from '@portaria/shared/text';
import { ChoiceList } from '../../../components/ui/choices/choice-list';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useUnitResidents } from '../api/get-unit-residents';
import { WEB_COPY } from '../correspondence-copy';

type PickupPerson = MoradorItem['morador'];

type PickupPersonStepProps = {
  idUnidade: number;
  value: PickupPerson | null;
  onChange: (person: PickupPerson) => void;
  onOtherPerson: () => void;
  /** Under the list: how the desk knows the person (the pickup code, or the document check: decision 127). */
  footer?: ReactNode;
  /**
   * The parcel's recipient: when exactly one listed person bears that name, they come chosen (issue 32), still
   * shown and changeable, since the addressee is who collects most parcels.
   */
  preferredName?: string;
};

/** A resident and an authorised person may share a number: the choice's key says which list it came from. */
const keyOf = (person: PickupPerson) => (person.idMorador != null ? `m${person.idMorador}` : `a${person.idAutorizado}`);

/** The release's moradorRetirada for a listed person: a resident by idMorador, an authorised person by idAutorizado. */
export const listedPickup = (person: PickupPerson): MoradorRetirada => ({
  ...(person.idMorador != null ? { idMorador: person.idMorador } : { idAutorizado: person.idAutorizado ?? null }),
  nome: person.nome,
  cpf: person.cpf || null,
  cadastrado: true,
});

/**
 * 'Selecione quem está retirando:' — the unit's residents and authorised people with name and formatted CPF (spec 02
 * §2.6), or someone not listed.
 */
export const PickupPersonStep = (props: PickupPersonStepProps) => {
  const { idUnidade, value, onChange, onOtherPerson, footer, preferredName } = props;
  const residents = useUnitResidents(idUnidade);
  const people = residents.data?.data.map((item) => item.morador) ?? [];
  const named = preferredName
    ? people.filter((person) => foldText(person.nome).trim() === foldText(preferredName).trim())
    : [];
  const addressee = named.length === 1 ? named[0]! : null;
  useEffect(() => {
    if (value === null && addressee) onChange(addressee);
    // Once, as the list arrives: a person the doorkeeper then changes stays changed.
  }, [addressee?.nome]);

  return (
    <Stack spacing={2}>
      {residents.isPending && <CircularProgress aria-label={MESSAGES.wait} />}
      {residents.isError && (
        <RetryAlert onRetry={() => void residents.refetch()}>{WEB_COPY.residentsLoadError}</RetryAlert>
      )}
      {residents.isSuccess && (
        <ChoiceList
          title={M.selectPickupPerson}
          items={people.map((person) => ({
            id: keyOf(person),
            label: person.nome,
            description: person.cpf ? formatCpf(person.cpf) : M.notInformed,
          }))}
          value={value ? keyOf(value) : null}
          onChange={(id) => {
            const person = people.find((p) => keyOf(p) === id);
            if (person) onChange(person);
          }}
          emptyText={M.noResidents}
        />
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<PersonAdd />}
        onClick={onOtherPerson}
        sx={{ alignSelf: 'flex-start' }}
      >
        {WEB_COPY.otherPerson}
      </Button>
      {footer}
    </Stack>
  );
};
