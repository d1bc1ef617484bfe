import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import type { SentLink } from '@portaria/shared/documents/document.schemas';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { InfiniteList } from '../../../components/list/infinite-list';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { NoticeStatus } from '../../../components/ui/status/notice-status';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { rowsOf } from '../../../lib/paged-query';
import { useRevokeLink, useSentLinks } from '../api/sent-links';

const STATUS: Record<SentLink['status'], { label: string; color: 'success' | 'default' }> = {
  ATIVO: { label: M.linkActive, color: 'success' },
  EXPIRADO: { label: M.linkExpired, color: 'default' },
  REVOGADO: { label: M.linkRevokedStatus, color: 'default' },
};

const LinkRow = ({ link, onRevoke }: { link: SentLink; onRevoke: () => void }) => (
  <Box
    component="li"
    aria-label={`${link.nomeDocumento}: ${link.email}`}
    sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
  >
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{link.nomeDocumento}</Typography>
        <Chip
          size="small"
          label={STATUS[link.status].label}
          color={STATUS[link.status].color}
          variant={link.status === 'ATIVO' ? 'filled' : 'outlined'}
        />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fill(M.linkSentTo, { email: link.email, unidade: `${link.unidade.nmBloco} - ${link.unidade.nome}` })}
      </Typography>
      <NoticeStatus mark={link.aviso} channel="email" />
      <Typography variant="body2" color="text.secondary">
        {`${fill(M.linkSentAt, { data: formatDataHora(link.enviadoEm), autor: link.enviadoPor ?? '—' })} · ${fill(M.linkValidUntil, { data: formatDataHora(link.expiraEm) })}`}
      </Typography>
    </Box>
    {link.status === 'ATIVO' && (
      <Button
        variant="outlined"
        color="error"
        startIcon={<LinkOff aria-hidden />}
        onClick={onRevoke}
        sx={{ minHeight: 44 }}
        aria-label={`${M.revoke}: ${link.email}`}
      >
        {M.revoke}
      </Button>
    )}
  </Box>
);

/** 'Links enviados': what was e-mailed in the last 7 days, and 'Revogar' for a link sent by mistake. */
export const SentLinks = () => {
  const links = useSentLinks();
  const revoke = useRevokeLink();
  const [asking, setAsking] = useState<SentLink | null>(null);
  const rows = rowsOf(links.data);
  return (
    <Stack component="section" spacing={1} aria-labelledby="sent-links-title">
      <Typography id="sent-links-title" variant="h6" component="h3">
        {M.linksTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.linksHint}
      </Typography>
      {links.isPending && <CenteredSpinner label={M.linksLoading} minHeight={80} />}
      {links.isError && <RetryAlert onRetry={() => void links.refetch()}>{M.linksFailed}</RetryAlert>}
      {links.isSuccess && rows.length === 0 && <Alert severity="info">{M.linksEmpty}</Alert>}
      <InfiniteList query={links} loadingLabel={M.linksLoading} loadMoreLabel={M.loadMore}>
        {rows.length > 0 && (
          <Box component="ul" aria-label={M.linksTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((link) => (
              <LinkRow key={link.id} link={link} onRevoke={() => setAsking(link)} />
            ))}
          </Box>
        )}
      </InfiniteList>
      {revoke.isSuccess && <Alert severity="success">{M.revoked}</Alert>}
      <AppDialog
        open={asking !== null}
        title={M.revokeTitle}
        cancelLabel={MESSAGES.cancel}
        confirmLabel={M.revokeConfirm}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) revoke.mutate(asking.id);
          setAsking(null);
        }}
      >
        <Typography>{asking ? fill(M.revokeText, { email: asking.email }) : ''}</Typography>
      </AppDialog>
      <MutationFeedback title={M.revokeFailed} error={revoke.error} onClose={() => revoke.reset()} />
    </Stack>
  );
};
