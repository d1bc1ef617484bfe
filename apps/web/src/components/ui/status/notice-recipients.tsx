import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Notice } from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { fill } from '@portaria/shared/text';

type NoticeRecipientsProps = { notices: Notice[]; align?: 'start' | 'center' };

/** One resident's line: "e-mail enviado · SMS não enviado após 5 tentativas (…)". */
const channelsOf = (notices: Notice[]) =>
  notices
    .map((n) =>
      fill(NM.recipientStatus[n.status], { canal: NM.channels[n.canal], tentativas: n.tentativas, erro: n.erro ?? '' }),
    )
    .join(' · ');

/**
 * Each resident's notice by channel (decision 086): who was reached, who is still waiting and who was not, with the
 * provider's words. Beside the summary chip, so the desk knows whom to call on the intercom.
 */
export const NoticeRecipients = ({ notices, align = 'start' }: NoticeRecipientsProps) => {
  if (notices.length === 0) return null;
  const byResident = new Map<string, Notice[]>();
  for (const n of notices) byResident.set(n.nome, [...(byResident.get(n.nome) ?? []), n]);
  return (
    <Box
      component="ul"
      aria-label={NM.recipientsLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, textAlign: align === 'center' ? 'center' : 'left' }}
    >
      {[...byResident.entries()].map(([nome, list]) => (
        <Typography
          key={nome}
          component="li"
          variant="body2"
          color={list.some((n) => n.status === 'FALHOU') ? 'error' : 'text.secondary'}
        >
          <strong>{nome}</strong>: {channelsOf(list)}
        </Typography>
      ))}
    </Box>
  );
};
