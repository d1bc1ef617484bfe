import { Suspense, lazy, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { PDF_ZOOM } from '@portaria/shared/constants';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { ZoomControls } from '../../../components/ui/zoom-controls';
import { ApiError } from '../../../lib/api-client';
import { callBlob } from '../../../lib/endpoint-client';

const PdfDocument = lazy(() => import('../../../components/ui/pdf-document'));

/** GET /documentos/link/{token} without login: the PDF, or 404 for an unknown, expired or revoked link. */
const usePublicDocument = (token: string) =>
  useQuery({
    queryKey: ['documents', 'link', token],
    queryFn: async () => {
      const { blob } = await callBlob(documentEndpoints.publicLink, { params: { token }, token: null });
      if (!blob) throw new ApiError(404, M.notFound);
      return URL.createObjectURL(blob);
    },
    retry: false,
    staleTime: Infinity,
  });

/** The page the e-mailed link opens: the document with zoom, or the spec's 'Documento não encontrado'. */
export const PublicDocument = ({ token }: { token: string }) => {
  const document = usePublicDocument(token);
  const [scale, setScale] = useState<number>(PDF_ZOOM.initial);
  useEffect(() => () => (document.data ? URL.revokeObjectURL(document.data) : undefined), [document.data]);
  if (document.isPending) return <CircularProgress aria-label={MESSAGES.wait} sx={{ display: 'block', mx: 'auto' }} />;
  if (document.isError) {
    const isMissing = document.error instanceof ApiError && document.error.status === 404;
    return isMissing ? (
      <Alert severity="warning" role="alert">
        <AlertTitle>{M.notFound}</AlertTitle>
        {M.notFoundHint}
      </Alert>
    ) : (
      <Alert severity="error" role="alert">
        {M.fetchFailed}
      </Alert>
    );
  }
  return (
    <Box>
      <ZoomControls scale={scale} onChange={setScale} />
      <Box sx={{ bgcolor: 'grey.100', textAlign: 'center', p: 2, overflow: 'auto', maxHeight: '75vh' }}>
        <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>
          <PdfDocument url={document.data} scale={scale} />
        </Suspense>
      </Box>
    </Box>
  );
};
