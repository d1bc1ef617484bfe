import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { MESSAGES } from '@portaria/shared/messages';
import { TIPO_OCORRENCIA_LABELS } from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { FileViewer } from '../../../components/ui/files/file-viewer';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useAttachment } from '../api/get-attachment';
import { useOccurrence } from '../api/get-occurrence';

/** One occurrence: its data, then each content (the message, the syndic's replies) with its attachment. */
export const OccurrenceDetail = ({ id, onBack }: { id: number; onBack: () => void }) => {
  const occurrence = useOccurrence(id);
  const attachment = useAttachment();
  const back = (
    <Box>
      <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
        {MESSAGES.back}
      </Button>
    </Box>
  );
  if (occurrence.isPending) return <CenteredSpinner label={M.detailTitle} minHeight={160} />;
  if (occurrence.isError) {
    return (
      <Stack spacing={2}>
        <RetryAlert onRetry={() => void occurrence.refetch()}>{M.listFailed}</RetryAlert>
        {back}
      </Stack>
    );
  }
  const o = occurrence.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {`${M.detailTitle} ${TIPO_OCORRENCIA_LABELS[o.tipoOcorrencia]} — ${o.unidade.nmBloco} - ${o.unidade.nome}`}
      </Typography>
      <DetailList
        aria-label={M.detailTitle}
        rows={[
          [M.dateLabel, formatDataHora(o.dataOcorrencia)],
          [M.assunto, TIPO_OCORRENCIA_LABELS[o.tipoOcorrencia]],
          [
            M.statusLabel,
            <Chip
              key="s"
              size="small"
              label={o.flEncerrado === 'S' ? M.statusClosed : M.statusOpen}
              color={o.flEncerrado === 'S' ? 'default' : 'primary'}
            />,
          ],
          [M.email, o.email],
        ]}
      />
      {o.ocorrenciaConteudos.length === 0 && <Typography role="status">{M.noContent}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {o.ocorrenciaConteudos.map((c) => (
          <Box
            component="li"
            key={c.id}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 2,
              bgcolor: c.autor === 'SINDICO' ? 'grey.50' : undefined,
            }}
          >
            <Typography variant="subtitle2" component="p" color="text.secondary">
              {`${c.autor === 'SINDICO' ? M.replyLabel : M.messageLabel} · ${formatDataHora(c.data)}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.5 }}>{c.conteudo}</Typography>
            {c.anexo && (
              <Button
                startIcon={<AttachFile />}
                sx={{ mt: 1 }}
                onClick={() => attachment.mutate({ contentId: c.id, hash: c.anexo! })}
                disabled={attachment.isPending}
              >
                {M.openAttachment}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      {attachment.isError && (
        <Alert severity="error" onClose={() => attachment.reset()}>
          {M.attachmentError}
        </Alert>
      )}
      {back}
      <FileViewer
        open={attachment.isSuccess}
        file={attachment.data ?? null}
        onClose={() => attachment.reset()}
        title={M.attachmentTitle}
      />
    </Stack>
  );
};
