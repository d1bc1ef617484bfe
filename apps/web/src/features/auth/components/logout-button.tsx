import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Logout from '@mui/icons-material/Logout';
import { MESSAGES } from '@portaria/shared/messages';
import { LogoutDialog } from './logout-dialog';

export const LogoutButton = () => {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  return (
    <>
      <Tooltip title={MESSAGES.logout}>
        <IconButton aria-label={MESSAGES.logout} onClick={() => setIsConfirmOpen(true)} color="primary">
          <Logout />
        </IconButton>
      </Tooltip>
      <LogoutDialog open={isConfirmOpen} onCancel={() => setIsConfirmOpen(false)} />
    </>
  );
};
