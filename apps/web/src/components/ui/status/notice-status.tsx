import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoticeMark } from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { fill } from '@portaria/shared/text';

type NoticeStatusProps = {
  mark: Pick<NoticeMark, 'status' | 'tentativas' | 'erro'> | null | undefined;
  /** 'email' when the notice is one e-mail (a document link); 'aviso' for the residents' e-mail and SMS. */
  channel?: 'aviso' | 'email';
  /** 'center' on a success screen; rows of a list keep it at the start. */
  align?: 'start' | 'center';
  /** What the desk can do about a failure ("Reenviar aviso"), shown under it. */
  children?: ReactNode;
  /** false when each recipient's line (NoticeRecipients) already says what failed and why. */
  showDetail?: boolean;
};

const LABELS = {
  aviso: { ENVIADO: NM.sentChip, NA_FILA: NM.queuedChip, FALHOU: NM.failedChip },
  email: { ENVIADO: NM.emailSentChip, NA_FILA: NM.emailQueuedChip, FALHOU: NM.emailFailedChip },
} as const;

/**
 * A notice's delivery as the desk reads it (decision 086): queued, sent, or failed after N tries with the provider's
 * error in words. Nothing when there is no notice (nobody reachable).
 */
export const NoticeStatus = ({
  mark,
  channel = 'aviso',
  align = 'start',
  children,
  showDetail = true,
}: NoticeStatusProps) => {
  if (!mark?.status) return null;
  const label = LABELS[channel][mark.status];
  const alignment = align === 'center' ? 'center' : 'flex-start';
  if (mark.status !== 'FALHOU') {
    const isSent = mark.status === 'ENVIADO';
    return (
      <Chip
        size="small"
        variant="outlined"
        color={isSent ? 'success' : 'default'}
        label={label}
        sx={{ alignSelf: alignment }}
      />
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: alignment }}>
      <Chip size="small" color="error" label={label} />
      {showDetail && (
        <Typography variant="body2" color="error">
          {fill(NM.failedDetail, { tentativas: mark.tentativas, erro: mark.erro ?? '' })}
        </Typography>
      )}
      {children}
    </Stack>
  );
};
