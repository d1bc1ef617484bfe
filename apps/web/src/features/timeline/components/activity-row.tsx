import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { hourOf } from '@portaria/shared/timeline/filter';
import type { Activity } from '@portaria/shared/timeline/timeline.schemas';

const placeOf = (a: Activity) => [a.nmBloco, a.nmUnidade].filter(Boolean).join(' | ');

/** One event: its time (and end, for visits and bookings), what happened, where and who. */
export const ActivityRow = ({ activity }: { activity: Activity }) => {
  const time = activity.dtFim ? `${hourOf(activity.dtInicio)} – ${hourOf(activity.dtFim)}` : hourOf(activity.dtInicio);
  const details = [placeOf(activity), activity.nmPessoa].filter(Boolean).join(' · ');
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 2 }}>
      <Typography
        component="time"
        dateTime={activity.dtInicio}
        sx={{ minWidth: 104, fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: 'text.secondary', pt: 0.75 }}
      >
        {time}
      </Typography>
      <ListItemText
        primary={activity.atividade}
        secondary={details || null}
        slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { color: 'text.secondary' } } }}
      />
    </ListItem>
  );
};
