import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { MESSAGES } from '@portaria/shared/messages';
import { reloadPage } from '../../lib/browser';

/** Generic crash screen of spec §2: "Algo deu errado" with "Recarregar página". */
export const ErrorScreen = () => (
  <Box
    role="alert"
    sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
  >
    <Card sx={{ maxWidth: 440, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <ReportProblem sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} aria-hidden="true" />
      <Typography variant="h1" component="h1" gutterBottom>
        {MESSAGES.somethingWentWrong}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MESSAGES.unexpectedErrorDetail}
      </Typography>
      <Button variant="contained" size="large" onClick={reloadPage}>
        {MESSAGES.reloadPage}
      </Button>
    </Card>
  </Box>
);
