import Chip from '@mui/material/Chip';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { daysWaitingText, isLate } from '@portaria/shared/correspondence/shelf';

type DaysWaitingBadgeProps = { days: number; alertDays: number };

/**
 * 'Hoje', '1 dia', 'N dias'; from the condominium's threshold on, the word 'Atrasada' and an icon say it too, on a
 * dark red with white text (contrast above 7:1), so the colour is never the only sign.
 */
export const DaysWaitingBadge = ({ days, alertDays }: DaysWaitingBadgeProps) => {
  const text = daysWaitingText(days);
  if (!isLate(days, alertDays)) return <Chip size="small" variant="outlined" label={text} />;
  return (
    <Chip
      size="small"
      icon={<WarningAmber aria-hidden="true" />}
      label={`${text} · ${M.shelfLate}`}
      sx={{ bgcolor: '#8e1b1b', color: '#fff', fontWeight: 700, '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
};
