import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/session';
import { formatGreeting, formatLongDate, initials } from '../utils/greeting';

type UserGreetingProps = { now: Date };

/** Today's date, "Boa tarde, carlos" and the avatar with the user's initials. */
export const UserGreeting = ({ now }: UserGreetingProps) => {
  const { user } = useSession();
  const nome = user?.nome ?? '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{formatGreeting(now, nome)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {formatLongDate(now)}
        </Typography>
      </Box>
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }} title={nome}>
        {initials(nome)}
      </Avatar>
    </Box>
  );
};
