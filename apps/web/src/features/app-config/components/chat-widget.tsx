import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Schedule from '@mui/icons-material/Schedule';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { MESSAGES } from '@portaria/shared/messages';
import Alert from '@mui/material/Alert';
import { openExternal } from '../../../lib/browser';
import { toggleChat, useChatOpened } from '../../../lib/chat-state';
import { useNow } from '../../../lib/use-now';
import { supportClosedNotice } from '../support-hours';
import { useChatUrl } from '../use-chat-url';

const POSITION = { position: 'fixed', right: { xs: 12, sm: 24 }, bottom: { xs: 12, sm: 24 }, zIndex: 1200 } as const;

/**
 * Support chat (spec §2): collapsed button or panel with the service hours and "Iniciar". Opening moves the focus
 * into the panel; Esc or the minimise button closes it and gives the focus back to the button (issue 17).
 */
export const ChatWidget = () => {
  const isOpened = useChatOpened();
  const titleId = useId();
  const now = useNow();
  const chat = useChatUrl(isOpened);
  const chatUrl = chat.url;
  const startRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isReturningFocus = useRef(false);

  useEffect(() => {
    if (isOpened) (startRef.current ?? panelRef.current)?.focus();
  }, [isOpened]);

  const handleClose = () => {
    isReturningFocus.current = true;
    toggleChat();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    handleClose();
  };

  const closedNotice = supportClosedNotice(now);

  if (!isOpened) {
    return (
      <Button
        ref={(button: HTMLButtonElement | null) => {
          if (button && isReturningFocus.current) {
            isReturningFocus.current = false;
            button.focus();
          }
        }}
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
      ref={panelRef}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      elevation={8}
      // The panel takes the focus only to bring the reader in (no control of its own): no ring around it.
      sx={{
        ...POSITION,
        width: { xs: 'calc(100vw - 24px)', sm: 340 },
        borderRadius: 4,
        overflow: 'hidden',
        '&:focus': { outline: 'none' },
      }}
    >
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2.5, py: 2, display: 'flex', gap: 1.5 }}>
        <SupportAgent aria-hidden="true" sx={{ mt: 0.25 }} />
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1, color: 'inherit' }}>
          {MESSAGES.chatTitle}
        </Typography>
        <IconButton size="small" onClick={handleClose} aria-label={MESSAGES.chatMinimize} sx={{ color: 'inherit' }}>
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
        {closedNotice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {closedNotice}
          </Alert>
        )}
        {chatUrl ? (
          <Button ref={startRef} variant="contained" fullWidth size="large" onClick={() => openExternal(chatUrl)}>
            {MESSAGES.chatStart}
          </Button>
        ) : (
          chat.isKnown && <Alert severity="warning">{MESSAGES.chatNotConfigured}</Alert>
        )}
      </Box>
    </Paper>
  );
};
