import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { EntryCard as Card } from '@portaria/shared/access-control/visitors.schemas';
import type { EntryType } from '@portaria/shared/access-control/visitors.rules';
import { OFFLINE_MESSAGES as O } from '@portaria/shared/common/offline.messages';
import { PendingMark } from '../../../../components/offline/pending-mark';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { dayText, hourText, placeText } from '../../visitors/utils/visitor-text';

type EntryCardProps = {
  card: Card;
  /** Entries and exits are registered on today's list only (the server's clock is the truth). */
  canRegister: boolean;
  onRegister: (card: Card, tipo: EntryType) => void;
  /** An open visit of an earlier day: when it began and how long ago ('Entrou em 26/11/2026 22:10, há 11 h'). */
  since?: string;
  /** The name's heading level under its list's own heading (h4 in the flow's screens, h3 on the dashboard). */
  heading?: 'h3' | 'h4';
  /** Entries or exits of this card registered offline and not yet sent (issue 35): shown with 'Aguardando envio'. */
  queued?: readonly EntryType[];
};

const scheduleOf = (c: Card) => {
  const type = E.tipoAutorizacao[c.tipoAutorizacao];
  if (!c.inicioAgendamento) return type;
  if (c.fimAgendamento && c.fimAgendamento !== c.inicioAgendamento)
    return `${type} · ${dayText(c.inicioAgendamento)} – ${dayText(c.fimAgendamento)}`;
  return `${type} · ${dayText(c.inicioAgendamento)}`;
};

const Done = ({ label, at }: { label: string; at: string }) => (
  <Chip
    icon={<CheckCircle />}
    color="success"
    variant="outlined"
    label={`${label} ${hourText(at)}`}
    sx={{ fontWeight: 600 }}
  />
);

/**
 * Spec 02 §2.4 card: the entry button while there is no entry, then 'Entrada registrada'; the exit button appears
 * only after the entry, then 'Saída registrada'.
 */
export const EntryCard = ({ card, canRegister, onRegister, since, heading = 'h4', queued = [] }: EntryCardProps) => {
  const isEntryQueued = !card.dtEntrada && queued.includes('ENTRADA');
  const isExitQueued = !card.dtSaida && queued.includes('SAIDA');
  // A queued entry counts as made: the exit is offered at once, and queued after it.
  const c = isEntryQueued ? { ...card, dtEntrada: card.dtEntrada ?? '' } : card;
  return (
    <Box
      component="li"
      aria-label={c.nmVisitante}
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component={heading} sx={{ fontWeight: 700 }}>
          {c.nmVisitante}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[E.visitanteTipo[c.tipo], c.empresa, placeText(c.nmBloco, c.nmUnidade)].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {scheduleOf(c)}
        </Typography>
        {since && (
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'warning.dark' }}>
            {since}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {isEntryQueued && <PendingMark what={O.markEntry} />}
        {c.dtEntrada !== null ? (
          !since && !isEntryQueued && <Done label={E.entryRegistered} at={c.dtEntrada} />
        ) : (
          <Button
            variant="contained"
            disabled={!canRegister}
            onClick={() => onRegister(c, 'ENTRADA')}
            sx={{ minHeight: 44 }}
          >
            {E.registerEntry}
          </Button>
        )}
        {c.dtEntrada !== null &&
          (isExitQueued ? (
            <PendingMark what={O.markExit} />
          ) : c.dtSaida ? (
            <Done label={E.exitRegistered} at={c.dtSaida} />
          ) : (
            <Button
              variant="outlined"
              disabled={!canRegister}
              onClick={() => onRegister(c, 'SAIDA')}
              sx={{ minHeight: 44 }}
            >
              {E.registerExit}
            </Button>
          ))}
      </Stack>
    </Box>
  );
};
