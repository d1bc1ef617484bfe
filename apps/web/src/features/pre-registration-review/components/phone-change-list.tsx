import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PendingPhoneChange } from '@portaria/shared/accounts/phone-change.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import type { Decision } from './pending-list';
import { REVIEW_TEXT } from './review-text';

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

type PhoneChangeListProps = {
  items: PendingPhoneChange[];
  isBusy: boolean;
  onDecide: (item: PendingPhoneChange, decision: Decision) => void;
};

/** One row per request: name, masked CPF, the phone on file (masked) and the new number, with 'Aprovar' / 'Recusar'. */
export const PhoneChangeList = ({ items, isBusy, onDecide }: PhoneChangeListProps) => (
  <Box component="ul" aria-label={REVIEW_TEXT.phoneListLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
    {items.map((item) => (
      <Paper
        component="li"
        key={item.id}
        variant="outlined"
        aria-label={item.nome}
        sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{item.nome}</Typography>
          <Typography variant="body2" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <span>{REVIEW_TEXT.newPhone} <strong>{formatPhone(item.telefoneNovo)}</strong></span>
            <span>{REVIEW_TEXT.currentPhone} {item.telefoneAtual ?? REVIEW_TEXT.noPhone}</span>
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <span>{MESSAGES.cpfLabel} {item.cpf}</span>
            <span>
              {REVIEW_TEXT.requestedAt} <time dateTime={item.createdAt}>{DATE_FORMAT.format(new Date(item.createdAt))}</time>
            </span>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" color="error" disabled={isBusy} onClick={() => onDecide(item, 'reject')} sx={{ minHeight: 44 }}>
            {M.reject}
          </Button>
          <Button variant="contained" color="success" disabled={isBusy} onClick={() => onDecide(item, 'approve')} sx={{ minHeight: 44 }}>
            {M.approve}
          </Button>
        </Box>
      </Paper>
    ))}
  </Box>
);
