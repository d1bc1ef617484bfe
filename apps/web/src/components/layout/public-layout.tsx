import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import { Logo } from '../brand/logo';

type PublicLayoutProps = { title: string; subtitle?: string; children: ReactNode; maxWidth?: number };

/** The logged-out screens: a centred card on a quiet branded background. */
export const PublicLayout = ({ title, subtitle, children, maxWidth = 440 }: PublicLayoutProps) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      pt: { xs: 4, sm: 6 },
      // On a phone the help button (chat-widget.tsx, fixed 12 px from the bottom, ~44 px high) spans the width:
      // room under the footer lets its line scroll above the button (390x844 hid it). Wider screens keep the
      // button in a corner, clear of the centred footer, and the login at 1366x768 still fits without scrolling.
      pb: { xs: 10, sm: 6 },
      background:
        'radial-gradient(1200px 600px at 10% -10%, rgba(47,117,149,0.35), transparent 60%),' +
        'radial-gradient(900px 500px at 110% 110%, rgba(242,165,65,0.22), transparent 60%),' +
        'linear-gradient(160deg, #0b4f6c 0%, #083c53 55%, #062c3d 100%)',
    }}
  >
    <Card sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4.5 }, borderRadius: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
        <Logo size={44} />
      </Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Card>
    <Typography variant="body2" component="footer" sx={{ mt: 3, color: 'rgba(255,255,255,0.72)' }}>
      © {new Date().getFullYear()} {MESSAGES.appName} · {MESSAGES.footerTagline}
    </Typography>
  </Box>
);
