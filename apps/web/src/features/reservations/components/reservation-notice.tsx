import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { NoticeRecipients } from '../../../components/ui/status/notice-recipients';
import { NoticeStatus } from '../../../components/ui/status/notice-status';
import { useReservationNotices } from '../api/get-reservation-notices';

/** The reservation's notice to the unit's residents: on its way, sent, or failed after its tries (decision 086). */
export const ReservationNotice = ({ id }: { id: number }) => {
  const notices = useReservationNotices(id);
  if (notices.isPending) return <Typography color="text.secondary">{NM.noticesLoading}</Typography>;
  if (notices.isError) return <Typography color="text.secondary">{NM.noticesFailed}</Typography>;
  if (!notices.data.status) return <Typography color="text.secondary">{NM.noRecipients}</Typography>;
  return (
    <Stack spacing={0.5} role="group" aria-label={M.noticeStatusLabel}>
      {notices.data.status === 'ENVIADO' && <Typography>{M.residentsNotified}</Typography>}
      <NoticeStatus
        mark={{ status: notices.data.status, tentativas: 0, erro: null }}
        align="center"
        showDetail={false}
      />
      <NoticeRecipients notices={notices.data.data} align="center" />
    </Stack>
  );
};
