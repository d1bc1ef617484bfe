import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { Slot } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { slotText } from '../utils/reservation-text';

type SlotPickerProps = {
  hasDay: boolean;
  slots: Slot[] | undefined;
  isLoading: boolean;
  chosen: Slot[];
  onToggle: (slot: Slot) => void;
};

const same = (a: Slot, b: Slot) => a.de === b.de && a.ate === b.ate;

/** 'PERÍODOS DISPONÍVEIS': several slots of the day can be chosen; the two hints of spec §2.9. */
export const SlotPicker = ({ hasDay, slots, isLoading, chosen, onToggle }: SlotPickerProps) => (
  <Box component="section" aria-labelledby="periodos-disponiveis">
    <Typography id="periodos-disponiveis" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
      {M.availableSlots}
    </Typography>
    {!hasDay && <Typography color="text.secondary">{M.pickDayHint}</Typography>}
    {hasDay && isLoading && <CircularProgress size={28} aria-label={M.availableSlots} />}
    {hasDay && !isLoading && slots?.length === 0 && <Typography color="text.secondary">{M.noSlotsHint}</Typography>}
    {hasDay && !isLoading && slots && slots.length > 0 && (
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {slots.map((slot) => (
          <ToggleButton
            key={slot.de}
            value={slot.de}
            color="primary"
            selected={chosen.some((c) => same(c, slot))}
            onChange={() => onToggle(slot)}
            sx={{ minHeight: 44, fontWeight: 600 }}
          >
            {slotText(slot)}
          </ToggleButton>
        ))}
      </Box>
    )}
  </Box>
);

export const toggleSlot = (chosen: Slot[], slot: Slot) =>
  chosen.some((c) => same(c, slot))
    ? chosen.filter((c) => !same(c, slot))
    : [...chosen, slot].sort((a, b) => a.de.localeCompare(b.de));
