import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export type UiAction = {
  label: string;
  onClick: () => void;
  variant?: 'contained' | 'outlined' | 'text';
  isDisabled?: boolean;
  /** Red: the action deletes something (a confirmation's OK). */
  isDestructive?: boolean;
};

type ActionButtonsProps = {
  actions: UiAction[];
  justify?: 'center' | 'flex-end';
};

/** A row of large, touch-friendly buttons; the last action is the primary one unless told otherwise. */
export const ActionButtons = ({ actions, justify = 'flex-end' }: ActionButtonsProps) => (
  <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: justify }}>
    {actions.map((action, index) => (
      <Button
        key={action.label}
        variant={action.variant ?? (index === actions.length - 1 ? 'contained' : 'outlined')}
        disabled={action.isDisabled}
        color={action.isDestructive ? 'error' : 'primary'}
        onClick={action.onClick}
        size="large"
        sx={{ minHeight: 44, minWidth: 112 }}
      >
        {action.label}
      </Button>
    ))}
  </Stack>
);
