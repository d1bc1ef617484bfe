import { Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import { hasPermission, type Permission } from '@portaria/shared/permissions';
import { useSession } from '../../../lib/session';

const ACCENT = '#2e7d5b';
const CARD_SX = {
  position: 'relative',
  p: 2.5,
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
const ICON_SX = {
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: 3,
  display: 'grid',
  placeItems: 'center',
  color: ACCENT,
  bgcolor: `${ACCENT}1a`,
} as const;
// The title is the button, stretched over the card: its accessible name is exactly the visible title.
const TITLE_BUTTON_SX = {
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const;
// A dark amber: white text keeps AA contrast (the theme's warning colour does not).
const BADGE_SX = { bgcolor: '#7a4100', color: '#fff', fontWeight: 600 } as const;

export type SyndicCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** A short count on the card ('3 pendentes'); nothing when absent. */
  badge?: string | undefined;
  maxWidth?: DialogProps['maxWidth'];
  /** The screen inside the dialog: mounted only while it is open (it may be a lazy component). */
  children: ReactNode;
};

/**
 * A syndic's card under the dashboard tiles (pre-registrations, access requests, documents, charges): the whole
 * card opens its screen in a dialog titled like the card, closed by `Fechar`.
 */
export const SyndicCard = ({ icon, title, description, badge, maxWidth = 'md', children }: SyndicCardProps) => {
  const titleId = useId();
  const descriptionId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Box component="section" sx={{ mt: { xs: 2, md: 3 } }}>
      <Card sx={CARD_SX}>
        <Box aria-hidden="true" sx={ICON_SX}>
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h3">
            <ButtonBase
              aria-describedby={descriptionId}
              onClick={() => setIsOpen(true)}
              disableRipple
              sx={TITLE_BUTTON_SX}
            >
              {title}
            </ButtonBase>
          </Typography>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        {badge && <Chip label={badge} sx={BADGE_SX} />}
      </Card>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>{isOpen && children}</Suspense>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" size="large" onClick={() => setIsOpen(false)} sx={{ minHeight: 44 }}>
            {MESSAGES.close}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

/** One syndic card of the dashboard registry (app/dashboard-registry.tsx): who sees it, how it looks, what it opens. */
export type SyndicCardEntry = Omit<SyndicCardProps, 'badge' | 'children'> & {
  id: string;
  permission: Permission;
  /** Shown only with a condominium in the session (its screen writes to it). */
  needsCondominium?: boolean;
  /** The card's count; its queries run only when `isEnabled` (permission granted, condominium known). */
  useBadge?: (idCondo: number, isEnabled: boolean) => string | undefined;
  /** The screen in the dialog, usually lazy: it gets the session's condominium. */
  Screen: ComponentType<{ idCondo: number }>;
};

const noBadge = () => undefined;

const RegisteredCard = ({ entry }: { entry: SyndicCardEntry }) => {
  const session = useSession();
  const idCondo = session.condominiumId ?? 0;
  const isAllowed = hasPermission(session.permissions, entry.permission);
  const useBadge = entry.useBadge ?? noBadge;
  const badge = useBadge(idCondo, isAllowed && idCondo > 0);
  if (!isAllowed || (entry.needsCondominium && idCondo === 0)) return null;
  const { Screen } = entry;
  return (
    <SyndicCard
      icon={entry.icon}
      title={entry.title}
      description={entry.description}
      badge={badge}
      maxWidth={entry.maxWidth}
    >
      <Screen idCondo={idCondo} />
    </SyndicCard>
  );
};

/** The syndic's cards under the tiles, in the registry's order, each only for the permission it names. */
export const SyndicCards = ({ cards }: { cards: readonly SyndicCardEntry[] }) => (
  <>
    {cards.map((entry) => (
      <RegisteredCard key={entry.id} entry={entry} />
    ))}
  </>
);
