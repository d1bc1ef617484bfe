import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PendingPreRegistration } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import { REVIEW_TEXT } from './review-text';

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export type Decision = 'approve' | 'reject';

type PendingListProps = {
  items: PendingPreRegistration[];
  isBusy: boolean;
  onDecide: (item: PendingPreRegistration, decision: Decision) => void;
};

/** One row per worker: name, masked CPF, role, phone and date, with 'Aprovar' / 'Recusar'. */
export const PendingList = ({ items, isBusy, onDecide }: PendingListProps) => (
  <Box component="ul" aria-label={REVIEW_TEXT.listLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
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
          <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <span>{MESSAGES.cpfLabel} {item.cpf}</span>
            <span>{item.cargo === 'PORTEIRO' ? M.rolePorteiro : M.roleZelador}</span>
            <span>{formatPhone(item.telefone)}</span>
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
