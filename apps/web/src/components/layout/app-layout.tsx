import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '../brand/logo';

type AppLayoutProps = { center?: ReactNode; end?: ReactNode; children: ReactNode };

/** Logged-in frame: a light top bar (logo, reference picker, user area) and the page below it. */
export const AppLayout = ({ center, end, children }: AppLayoutProps) => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        sx={{ gap: { xs: 1.5, md: 3 }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: { xs: 1, sm: 1.25 }, minHeight: 72 }}
      >
        <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
          <Logo size={36} />
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <Logo size={36} isWordmarkHidden />
        </Box>
        <Box
          sx={{
            flex: { xs: '1 1 auto', sm: '0 1 auto' },
            minWidth: 0,
            order: { xs: 3, sm: 0 },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {center}
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 'auto', sm: 0 } }}>{end}</Box>
      </Toolbar>
    </AppBar>
    {/* Room under the last tile for the floating chat button (a responsive `py` would override a plain `pb`). */}
    <Container component="main" maxWidth="lg" sx={{ pt: { xs: 3, md: 4 }, pb: 14 }}>
      {children}
    </Container>
  </Box>
);
