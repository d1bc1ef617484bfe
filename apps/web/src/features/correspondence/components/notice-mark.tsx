import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingNotices } from '@portaria/shared/notifications/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notifications/notice.messages';
import { fill } from '@portaria/shared/text';
import { useResendNotice } from '../api/resend-notice';

type NoticeMarkProps = { notice: PendingNotices['data'][number] | undefined; idUnidade: number };

/** A pending parcel's notice: sent, queued, or failed with the provider's words and "Reenviar aviso". */
export const NoticeMark = ({ notice, idUnidade }: NoticeMarkProps) => {
  const resend = useResendNotice();
  if (!notice?.status) return null;
  if (notice.status !== 'FALHOU') {
    const isSent = notice.status === 'ENVIADO';
    return (
      <Box sx={{ mt: 0.5 }}>
        <Chip size="small" variant="outlined" color={isSent ? 'success' : 'default'} label={isSent ? NM.sentChip : NM.queuedChip} />
      </Box>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
      <Chip size="small" color="error" label={NM.failedChip} />
      <Typography variant="body2" color="error">
        {fill(NM.failedDetail, { tentativas: notice.tentativas, erro: notice.erro ?? '' })}
      </Typography>
      {resend.isError && (
        <Typography variant="body2" color="error" role="alert">
          {NM.resendFailed}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ id: notice.idCorrespondencia, idUnidade })}
      >
        {NM.resend}
      </Button>
    </Stack>
  );
};
