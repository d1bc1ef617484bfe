import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import {
  DOCUMENT_LIMITS,
  TIPOS_DOCUMENTO,
  TIPO_DOCUMENTO_LABELS,
  type TipoDocumento,
} from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { userMessageOf } from '../../../lib/api-client';
import { useDocuments } from '../api/get-documents';
import { useReplaceDocument } from '../api/replace-document';
import { documentOfType } from './document-choice';
import { SentLinks } from './sent-links';

/**
 * 'Documentos do condomínio': each of the two PDFs with its date, 'Enviar PDF' / 'Substituir PDF' (≤ 10 MB), and the
 * links sent in the last 7 days with 'Revogar'.
 */
export const ManageDocuments = ({ idCondo }: { idCondo: number }) => {
  const documents = useDocuments(idCondo);
  const replace = useReplaceDocument();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<TipoDocumento | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const descriptionId = useId();
  // The pressed button is disabled while its PDF uploads, and a browser drops the focus of a control it disables
  // (issue 28): when the upload ends, the focus goes back to that document's row, whose button is then described by
  // the new file's name and date (or the alert says what failed).
  const buttons = useRef(new Map<TipoDocumento, HTMLButtonElement | null>());
  const focusAfterUpload = useRef<TipoDocumento | null>(null);
  useEffect(() => {
    const tipo = focusAfterUpload.current;
    if (replace.isPending || !tipo) return;
    focusAfterUpload.current = null;
    buttons.current.get(tipo)?.focus();
  }, [replace.isPending]);

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !target) return;
    if (file.size > DOCUMENT_LIMITS.fileMaxBytes) return setProblem(M.fileTooLarge);
    setProblem(null);
    focusAfterUpload.current = target;
    replace.mutate({ tipo: target, file });
  };

  if (documents.isPending) return <CenteredSpinner label={M.manageTitle} minHeight={120} />;
  if (documents.isError) return <RetryAlert onRetry={() => void documents.refetch()}>{M.fetchFailed}</RetryAlert>;
  return (
    <Stack spacing={2}>
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden onChange={handlePick} aria-label={M.upload} />
      {TIPOS_DOCUMENTO.map((tipo) => {
        const document = documentOfType(documents.data.dados, tipo);
        return (
          <Box
            key={tipo}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{TIPO_DOCUMENTO_LABELS[tipo]}</Typography>
              <Typography id={`${descriptionId}-${tipo}`} variant="body2" color="text.secondary">
                {document ? `${document.nome} · ${formatDataHora(document.atualizadoEm)}` : M.missing}
              </Typography>
            </Box>
            <Button
              ref={(element: HTMLButtonElement | null) => {
                buttons.current.set(tipo, element);
              }}
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={replace.isPending}
              onClick={() => {
                setTarget(tipo);
                input.current?.click();
              }}
              sx={{ minHeight: 44 }}
              aria-label={`${document ? M.replace : M.upload}: ${TIPO_DOCUMENTO_LABELS[tipo]}`}
              aria-describedby={`${descriptionId}-${tipo}`}
            >
              {document ? M.replace : M.upload}
            </Button>
          </Box>
        );
      })}
      {replace.isSuccess && <Alert severity="success">{M.updated}</Alert>}
      {(replace.isError || problem) && (
        <Alert severity="error" role="alert">
          {problem ?? `${M.updateFailed} ${userMessageOf(replace.error) ?? ''}`.trim()}
        </Alert>
      )}
      <Divider sx={{ pt: 1 }} />
      <SentLinks />
    </Stack>
  );
};
