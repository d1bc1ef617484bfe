import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { fill } from '@portaria/shared/text';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { useBackHandler } from '../../../lib/back-guard';
import type { DeskActionId } from '../../../types/flow';
import { useUnitPage } from '../api/get-unit-page';
import { UNIT_PAGE_MARK } from '../hooks/key-targets';
import { actionOfKey, QuickActions } from './quick-actions';
import { AuthoriseButton } from './authorise-button';
import { UnitSections, type ExpectedEntry } from './unit-sections';
import { UnitInstructions } from './unit-instructions';
import { hasPermission, PERMISSIONS } from '@portaria/shared/permissions';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';

type KeyHandler = RefObject<((event: KeyboardEvent) => void) | null>;

type UnitPageDialogProps = {
  /** The open unit; null: closed. */
  idUnidade: number | null;
  /** The quick actions this person may use. */
  actions: readonly DeskActionId[];
  /** Starts an action's flow on this unit. */
  onAction: (action: DeskActionId, idUnidade: number) => void;
  /** False while an action cannot start yet (the condominium's blocks are still loading). */
  canAct?: boolean;
  /** Records the entry of a visitor expected today (null: this person may not). */
  onEnter?: ((visit: ExpectedEntry) => void) | null;
  /** The expected visitor the search named: its entry button takes the focus. */
  focusVisitor?: number | null;
  onClose: () => void;
};

type ContentProps = Omit<UnitPageDialogProps, 'idUnidade'> & { idUnidade: number; titleId: string; keys: KeyHandler };

const LoadingSections = () => (
  <Box
    role="status"
    aria-busy
    aria-label={M.loadingUnit}
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
  >
    {[0, 1, 2, 3].map((n) => (
      <Skeleton key={n} variant="rounded" height={120} />
    ))}
  </Box>
);

/** What the dialog shows; mounted while it is open, so each opening loads the unit again (it changes all day). */
const UnitPageContent = (props: ContentProps) => {
  const { idUnidade, actions, onAction, canAct = true, onClose, titleId, keys, onEnter, focusVisitor } = props;
  const page = useUnitPage(idUnidade);
  const session = useSession();
  const now = useNow();
  const canWriteInstructions = hasPermission(session.permissions, PERMISSIONS.accessControl);
  const unit = page.data?.unidade;
  const isActionable = unit?.ativa === true && actions.length > 0;

  useEffect(() => {
    keys.current = (event) => {
      const action = isActionable && canAct ? actionOfKey(event, actions) : null;
      if (action === null) return;
      event.preventDefault();
      onAction(action, idUnidade);
    };
    return () => {
      keys.current = null;
    };
  }, [keys, isActionable, canAct, actions, onAction, idUnidade]);

  const failure = page.isError
    ? isApiError(page.error) && page.error.status === 404
      ? M.unitNotFound
      : M.unitLoadFailed
    : null;

  return (
    <>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 8, display: 'flex', alignItems: 'center', gap: 1 }}>
        {unit ? fill(M.unitPageTitle, { bloco: unit.nmBloco, unidade: unit.unidade }) : M.unitTitle}
        {unit && !unit.ativa && <Chip size="small" color="warning" label={M.unitInactive} />}
      </DialogTitle>
      <IconButton aria-label={M.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
      {isActionable && (
        <Box sx={{ px: 3, pb: 2 }}>
          <QuickActions actions={actions} isDisabled={!canAct} onAction={(action) => onAction(action, idUnidade)} />
        </Box>
      )}
      {/* Focusable, so the keyboard scrolls the sections (they hold no control of their own). */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{ bgcolor: 'background.default' }}
      >
        {failure ? (
          <RetryAlert onRetry={() => void page.refetch()}>{failure}</RetryAlert>
        ) : page.data ? (
          <>
            <UnitInstructions
              idUnidade={idUnidade}
              instructions={page.data.instrucoes}
              canWrite={unit?.ativa === true && canWriteInstructions}
              now={now}
            />
            <UnitSections
              page={page.data}
              onEnter={unit?.ativa === true && canAct && onEnter ? onEnter : undefined}
              focusVisitor={focusVisitor ?? null}
              authorise={
                unit?.ativa === true && canWriteInstructions && <AuthoriseButton idUnidade={idUnidade} now={now} />
              }
            />
          </>
        ) : (
          <LoadingSections />
        )}
      </DialogContent>
    </>
  );
};

/**
 * The page of a unit (issue 32): what waits at the desk, who is expected or inside, who lives there and may come in,
 * the bookings, moves and last events, each section as the token may see it; the quick actions (a button and a
 * key each) start a flow on this unit.
 */
export const UnitPageDialog = ({ idUnidade, ...props }: UnitPageDialogProps) => {
  const titleId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const keys: KeyHandler = useRef(null);
  // The last unit shown stays on screen while the dialog fades out.
  const [shownId, setShownId] = useState(idUnidade);
  if (idUnidade !== null && idUnidade !== shownId) setShownId(idUnidade);
  const isOpen = idUnidade !== null;
  useBackHandler(props.onClose, isOpen, 1);
  return (
    <Dialog
      open={isOpen}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      scroll="paper"
      onKeyDown={(event) => keys.current?.(event)}
      {...{ [UNIT_PAGE_MARK]: '' }}
    >
      {shownId !== null && <UnitPageContent idUnidade={shownId} titleId={titleId} keys={keys} {...props} />}
    </Dialog>
  );
};
