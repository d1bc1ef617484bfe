import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Schedule from '@mui/icons-material/Schedule';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { MESSAGES } from '@portaria/shared/messages';
import { env } from '../../../config/env';
import { openExternal } from '../../../lib/browser';
import { toggleChat, useChatOpened } from '../../../lib/chat-state';

const POSITION = { position: 'fixed', right: { xs: 12, sm: 24 }, bottom: { xs: 12, sm: 24 }, zIndex: 1200 } as const;

/** Support chat (spec §2): collapsed button or panel with the service hours and "Iniciar". */
export const ChatWidget = () => {
  const isOpened = useChatOpened();
  const titleId = useId();

  if (!isOpened) {
    return (
      <Button
        variant="contained"
        color="secondary"
        onClick={toggleChat}
        startIcon={<SupportAgent />}
        aria-expanded={false}
        sx={{ ...POSITION, borderRadius: 999, px: 2.5, py: 1.25, boxShadow: '0 6px 20px rgba(6,44,61,0.25)' }}
      >
        {MESSAGES.chatCollapsed}
      </Button>
    );
  }

  return (
    <Paper
      role="region"
      aria-labelledby={titleId}
      elevation={8}
      sx={{ ...POSITION, width: { xs: 'calc(100vw - 24px)', sm: 340 }, borderRadius: 4, overflow: 'hidden' }}
    >
      <Box
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2.5, py: 2, display: 'flex', gap: 1.5 }}
      >
        <SupportAgent aria-hidden="true" sx={{ mt: 0.25 }} />
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1, color: 'inherit' }}>
          {MESSAGES.chatTitle}
        </Typography>
        <IconButton size="small" onClick={toggleChat} aria-label={MESSAGES.chatMinimize} sx={{ color: 'inherit' }}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {MESSAGES.chatIntro}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          <Schedule fontSize="small" color="primary" aria-hidden="true" />
          <Typography variant="body2">{MESSAGES.chatHours}</Typography>
        </Box>
        <Button variant="contained" fullWidth size="large" onClick={() => openExternal(env.chatUrl)}>
          {MESSAGES.chatStart}
        </Button>
      </Box>
    </Paper>
  );
};
