import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { VISITOR_MESSAGES } from '@portaria/shared/access-control/visitors.messages';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { fill } from '@portaria/shared/text';
import { useDashboardKey } from '../hooks/use-dashboard-key';

const KEY = M.newVisitorEntry.shortcut;

type NewVisitorButtonProps = {
  onStart: () => void;
  /** Its key works only while true (no flow holds the screen). */
  isKeyEnabled?: boolean;
};

/**
 * 'Informar novo visitante' on the dashboard (issue 32): a person at the door who was never registered. One click,
 * or its key typed outside any field, opens the entry's form of a visitor with the unit as its first field.
 */
export const NewVisitorButton = ({ onStart, isKeyEnabled = true }: NewVisitorButtonProps) => {
  useDashboardKey(KEY, onStart, isKeyEnabled);
  return (
    <Button
      variant="contained"
      startIcon={<PersonAdd />}
      onClick={onStart}
      aria-keyshortcuts={KEY.toUpperCase()}
      sx={{ minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {/* One inline run: the button lays out its children as flex items, which would drop the space. */}
      <span>
        {VISITOR_MESSAGES.informNewVisitor} {fill(M.shortcutKey, { tecla: KEY.toUpperCase() })}
      </span>
    </Button>
  );
};
