import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { fill } from '@portaria/shared/text';
import type { DeskActionId } from '../../../types/flow';
import { ACTION_KEYS, DESK_ACTIONS } from '../utils/action-keys';

type QuickActionsProps = {
  /** The actions this person may use (their tile's permission), in any order. */
  actions: readonly DeskActionId[];
  onAction: (action: DeskActionId) => void;
  isDisabled?: boolean;
};

/** The unit page's quick actions: one button each, its key shown in its name ("Registrar encomenda (E)"). */
export const QuickActions = ({ actions, onAction, isDisabled = false }: QuickActionsProps) => {
  const shown = DESK_ACTIONS.filter((action) => actions.includes(action));
  if (shown.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={M.quickActionsLabel}
      // Two columns on a phone (no keyboard there, so no keys shown); one wrapping row on a desk's screen.
      sx={{ display: { xs: 'grid', sm: 'flex' }, gridTemplateColumns: '1fr 1fr', flexWrap: 'wrap', gap: 1 }}
    >
      {shown.map((action, index) => (
        <Button
          key={action}
          variant={index === 0 ? 'contained' : 'outlined'}
          disabled={isDisabled}
          onClick={() => onAction(action)}
          aria-keyshortcuts={ACTION_KEYS[action]}
          sx={{ minHeight: 40, lineHeight: 1.2 }}
        >
          {/* One inline run: the button lays out its children as flex items, which would drop the space. */}
          <span>
            {M.actions[action]}{' '}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {fill(M.shortcutKey, { tecla: ACTION_KEYS[action] })}
            </Box>
          </span>
        </Button>
      ))}
    </Box>
  );
};

/** The action a key press runs on the unit page, if any: a bare letter typed outside any text field. */
export const actionOfKey = (
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null },
  actions: readonly DeskActionId[],
): DeskActionId | null => {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return null;
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return null;
  const key = event.key.toUpperCase();
  return actions.find((action) => ACTION_KEYS[action] === key) ?? null;
};
