import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PendingNotices } from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { NoticeRecipients } from '../../../components/ui/status/notice-recipients';
import { NoticeStatus } from '../../../components/ui/status/notice-status';
import { useParcelNotices } from '../api/get-notices';
import { useResendNotice } from '../api/resend-notice';

type NoticeMarkProps = { notice: PendingNotices['data'][number] | undefined; idUnidade: number };

/** A pending parcel's notice: sent, queued, or failed with each resident's channels, the provider's words and "Reenviar aviso". */
export const NoticeMark = ({ notice, idUnidade }: NoticeMarkProps) => {
  const resend = useResendNotice();
  // Who was not reached, read only for a parcel whose notice failed (the rare case the desk acts on).
  const failed = notice?.status === 'FALHOU';
  const recipients = useParcelNotices(failed ? notice.idCorrespondencia : null);
  if (!notice?.status) return null;
  return (
    <Box sx={{ mt: 0.5, display: 'flex', flexDirection: 'column' }}>
      <NoticeStatus mark={notice} showDetail={!recipients.data}>
        {failed && recipients.data && <NoticeRecipients notices={recipients.data.data} />}
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
      </NoticeStatus>
    </Box>
  );
};
