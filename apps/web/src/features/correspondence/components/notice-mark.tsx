import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { PendingNotices } from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { fill } from '@portaria/shared/text';
import { NoticeRecipients } from '../../../components/ui/status/notice-recipients';
import { NoticeStatus } from '../../../components/ui/status/notice-status';
import { useParcelNotices } from '../api/get-notices';
import { useResendNotice } from '../api/resend-notice';

type NoticeMarkProps = { notice: PendingNotices['data'][number] | undefined; idUnidade: number };

/**
 * A pending parcel's notice: sent, queued, or failed with each resident's channels, the provider's words and "Reenviar
 * aviso"; under it, its last reminder (decision 130) with its own delivery, which the same button sends again.
 */
export const NoticeMark = ({ notice, idUnidade }: NoticeMarkProps) => {
  const resend = useResendNotice();
  const reminder = notice?.lembrete?.status ? notice.lembrete : undefined;
  const isFirstFailed = notice?.status === 'FALHOU';
  const isReminderFailed = reminder?.status === 'FALHOU';
  // Who was not reached, read only for a parcel whose notice failed (the rare case the desk acts on).
  const recipients = useParcelNotices(isFirstFailed || isReminderFailed ? notice!.idCorrespondencia : null);
  if (!notice?.status) return null;
  const reminderRecipients = recipients.data?.lembretes?.find((r) => r.numero === reminder?.numero)?.data;
  const resendButton = (
    <>
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
    </>
  );
  return (
    <Box sx={{ mt: 0.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <NoticeStatus mark={notice} showDetail={!recipients.data}>
        {isFirstFailed && recipients.data && <NoticeRecipients notices={recipients.data.data} />}
        {isFirstFailed && resendButton}
      </NoticeStatus>
      {reminder && (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {fill(M.reminderSentAt, { numero: reminder.numero, quando: formatDataHora(reminder.enviadoEm) })}
          </Typography>
          <NoticeStatus mark={reminder} showDetail={!reminderRecipients}>
            {reminderRecipients && <NoticeRecipients notices={reminderRecipients} />}
            {!isFirstFailed && resendButton}
          </NoticeStatus>
        </Stack>
      )}
    </Box>
  );
};
