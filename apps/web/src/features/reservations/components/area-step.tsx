import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Area } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { ChoiceList } from '../../../components/ui/choices/choice-list';
import { capacityText, feeText } from '../utils/reservation-text';

export const MOVE_CHOICE = 'move';
export type AreaChoice = number | typeof MOVE_CHOICE;

type AreaStepProps = {
  title: string;
  areas: Area[];
  value: AreaChoice | null;
  onChange: (choice: AreaChoice) => void;
  /** The 'Mudança' card (reservation flows only, when the condominium has move rules). */
  hasMove: boolean;
};

const itemsOf = (areas: Area[]) =>
  areas.map((area) => ({
    id: area.id,
    label: area.nomeArea,
    description: `${feeText(area)} · ${capacityText(area)}`,
  }));

/** 'Selecione um espaço de reserva:' with 'Áreas Gratuitas', 'Áreas Pagas' and the 'Mudança' card. */
export const AreaStep = ({ title, areas, value, onChange, hasMove }: AreaStepProps) => {
  const free = areas.filter((a) => a.flagAreaPaga === 0);
  const paid = areas.filter((a) => a.flagAreaPaga === 1);
  const chosen = areas.find((a) => a.id === value);
  const valueIn = (list: Area[]) => (list.some((a) => a.id === value) ? (value as number) : null);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {areas.length === 0 && <Typography color="text.secondary">{M.noAreas}</Typography>}
      {free.length > 0 && (
        <ChoiceList title={M.freeAreas} items={itemsOf(free)} value={valueIn(free)} onChange={onChange} />
      )}
      {paid.length > 0 && (
        <ChoiceList title={M.paidAreas} items={itemsOf(paid)} value={valueIn(paid)} onChange={onChange} />
      )}
      {chosen?.flagAreaPaga === 1 && <Alert severity="warning">{M.feeWarning}</Alert>}
      {hasMove && (
        <ChoiceList
          title={M.moveCard}
          items={[{ id: MOVE_CHOICE, label: M.moveCard }]}
          value={value === MOVE_CHOICE ? MOVE_CHOICE : null}
          onChange={() => onChange(MOVE_CHOICE)}
        />
      )}
    </Stack>
  );
};
