import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { TipoDocumento } from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { CondominiumGate } from '../../../components/flow/condominium-gate';
import { FileViewer } from '../../../components/ui/files/file-viewer';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { useDocumentFile } from '../api/get-document-file';
import { DocumentChoice, DocumentNotFound } from './document-choice';

/** 'Visualizar documentos': the document choice only; the PDF opens in the viewer 'Arquivo Anexado:'. */
export const ViewDocuments = ({ onBack }: { onBack: () => void }) => {
  const [tipo, setTipo] = useState<TipoDocumento | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const file = useDocumentFile();
  return (
    <CondominiumGate errorMessage={M.blocksLoadError}>
      {(condominium) => (
        <Stack spacing={2}>
          <DocumentChoice
            idCondo={condominium.idCondo}
            value={tipo}
            onChange={(next, document) => {
              setTipo(next);
              setIsMissing(!document);
              if (document) file.mutate(document.id);
            }}
          />
          {isMissing && <DocumentNotFound />}
          {file.isError && (
            <Alert severity="error" role="alert" onClose={() => file.reset()}>
              {M.fetchFailed}
            </Alert>
          )}
          <Box>
            <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
              {MESSAGES.back}
            </Button>
          </Box>
          <LoadingOverlay open={file.isPending} />
          <FileViewer
            open={file.isSuccess}
            file={file.data ?? null}
            title={M.viewerTitle}
            onClose={() => {
              file.reset();
              setTipo(null);
            }}
          />
        </Stack>
      )}
    </CondominiumGate>
  );
};
