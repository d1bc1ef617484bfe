import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../../components/ui/controls/router-link';
import { MESSAGES } from '@portaria/shared/messages';
import { PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { OutboxList } from './outbox-list';
import { OUTBOX_TEXT } from '@portaria/shared/notices/outbox.messages';

/** /dev/outbox: where a person trying the demo reads the SMS codes and e-mails the server "sent". */
export const OutboxPage = () => {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key');
  const outbox = useOutbox(key);
  const isNotActive = isApiError(outbox.error) && outbox.error.status === 404;

  return (
    <PublicLayout title={OUTBOX_TEXT.title} subtitle={OUTBOX_TEXT.subtitle} maxWidth={880}>
      <Alert severity="info" sx={{ mb: 2 }}>
        <AlertTitle>{OUTBOX_TEXT.devOnlyTitle}</AlertTitle>
        {OUTBOX_TEXT.devOnly}
      </Alert>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.login.getHref()} startIcon={<ArrowBack />}>
          {MESSAGES.backToLogin}
        </Button>
        {key && (
          <Button
            variant="contained"
            startIcon={
              outbox.isFetching ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Refresh />
            }
            onClick={() => void outbox.refetch()}
            aria-busy={outbox.isFetching}
          >
            {OUTBOX_TEXT.refresh}
          </Button>
        )}
      </Box>
      {!key && (
        <Alert severity="warning">
          <AlertTitle>{OUTBOX_TEXT.needsKeyTitle}</AlertTitle>
          {OUTBOX_TEXT.needsKey}
        </Alert>
      )}
      {isNotActive && <Alert severity="warning">{OUTBOX_TEXT.notActive}</Alert>}
      {outbox.isError && !isNotActive && <Alert severity="error">{OUTBOX_TEXT.loadError}</Alert>}
      {key && outbox.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={MESSAGES.wait} />
        </Box>
      )}
      {outbox.data && <OutboxList entries={outbox.data} />}
    </PublicLayout>
  );
};
