import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PDF_ZOOM } from '@portaria/shared/constants';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { fitZoom } from '../../../components/ui/files/pdf-zoom';
import { usePinchZoom } from '../../../components/ui/files/use-pinch-zoom';
import { ZoomControls } from '../../../components/ui/files/zoom-controls';
import { ApiError } from '../../../lib/api-client';
import { callBlob } from '../../../lib/endpoint-client';

const PdfDocument = lazy(() => import('../../../components/ui/files/pdf-document'));

type LinkState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'missing' } | { status: 'failed' };

/**
 * GET /documentos/link/{token} without login: the PDF, or 404 for an unknown, expired or revoked link. Public pages
 * have no query client (the login bundle stays small), so this is one plain request.
 */
const usePublicDocument = (token: string): LinkState => {
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let isActive = true;
    callBlob(documentEndpoints.publicLink, { params: { token }, token: null })
      .then(({ blob }) => {
        if (!blob) throw new ApiError(404, M.notFound);
        url = URL.createObjectURL(blob);
        if (isActive) setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (isActive) setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => {
      isActive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [token]);
  return state;
};

/** The width the PDF's pages can take inside the scroll area (its padding excluded). */
const innerWidthOf = (element: HTMLElement | null) => {
  if (!element) return 0;
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
};

/**
 * The page the e-mailed link opens: the document with zoom, or the spec's 'Documento não encontrado'. Residents
 * open it on a phone (issue 28): it starts at the spec's 150 % only where that fits, else at the area's width; the
 * buttons and a two-finger pinch zoom it, and the area scrolls to every side of a zoomed page.
 */
export const PublicDocument = ({ token }: { token: string }) => {
  const document = usePublicDocument(token);
  const [scale, setScale] = useState<number>(PDF_ZOOM.initial);
  const areaRef = useRef<HTMLDivElement>(null);
  const pinch = usePinchZoom(scale, setScale);
  if (document.status === 'loading')
    return <CircularProgress aria-label={MESSAGES.wait} sx={{ display: 'block', mx: 'auto' }} />;
  if (document.status !== 'ready') {
    return document.status === 'missing' ? (
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
      <Box
        ref={areaRef}
        tabIndex={0}
        role="region"
        aria-label={M.publicTitle}
        {...pinch}
        sx={{
          bgcolor: 'grey.100',
          textAlign: 'center',
          p: { xs: 0.5, sm: 2 },
          overflow: 'auto',
          maxHeight: '75vh',
          touchAction: 'pan-x pan-y',
        }}
      >
        <Suspense fallback={<CircularProgress aria-label={MESSAGES.wait} />}>
          <PdfDocument
            url={document.url}
            scale={scale}
            onFirstPageWidth={(width) => setScale(fitZoom(innerWidthOf(areaRef.current), width))}
          />
        </Suspense>
      </Box>
    </Box>
  );
};
