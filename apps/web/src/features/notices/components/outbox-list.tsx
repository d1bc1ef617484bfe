import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OutboxEntry } from '@portaria/shared/notices/outbox.schemas';
import { formatPhone, stripPhone } from '@portaria/shared/br/phone';
import { OUTBOX_TEXT } from '@portaria/shared/notices/outbox.messages';

const TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

const recipient = (entry: OutboxEntry) =>
  entry.channel === 'sms' && /^\d{10,11}$/.test(stripPhone(entry.to)) ? formatPhone(entry.to) : entry.to;

type OutboxListProps = { entries: OutboxEntry[] };

/** One card per message, newest first: channel, recipient, subject, time and the full text. */
export const OutboxList = ({ entries }: OutboxListProps) => {
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {OUTBOX_TEXT.empty}
      </Typography>
    );
  }
  return (
    <Box
      component="ol"
      aria-label={OUTBOX_TEXT.listLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Chip
              size="small"
              color={entry.channel === 'sms' ? 'primary' : 'secondary'}
              label={entry.channel === 'sms' ? OUTBOX_TEXT.sms : OUTBOX_TEXT.email}
            />
            <Typography sx={{ fontWeight: 600 }}>
              {OUTBOX_TEXT.to}: {recipient(entry)}
            </Typography>
            <Typography
              component="time"
              dateTime={entry.createdAt}
              variant="body2"
              color="text.secondary"
              sx={{ ml: 'auto' }}
            >
              {TIME_FORMAT.format(new Date(entry.createdAt))}
            </Typography>
          </Box>
          {entry.subject && (
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              <strong>{OUTBOX_TEXT.subject}:</strong> {entry.subject}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '1.05rem' }}>
            {entry.body}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
