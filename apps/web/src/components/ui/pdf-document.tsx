import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';

// Loaded only through React.lazy from the file viewer, so pdf.js never reaches the login or dashboard bundles.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export type PdfDocumentProps = { url: string; scale: number };

/** Every page of the PDF at the given scale; text and annotation layers are off (view only, lighter). */
const PdfDocument = ({ url, scale }: PdfDocumentProps) => {
  const [pageCount, setPageCount] = useState(0);
  return (
    <Document
      file={url}
      onLoadSuccess={({ numPages }) => setPageCount(numPages)}
      loading={<Typography role="status">{MESSAGES.wait}</Typography>}
      error={<Typography role="alert">{MESSAGES.documentViewError}</Typography>}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {Array.from({ length: pageCount }, (_, index) => (
          <Page
            key={index + 1}
            pageNumber={index + 1}
            scale={scale}
            renderTextLayer={false}
            renderAnnotationLayer={false}
          />
        ))}
      </Stack>
    </Document>
  );
};

export default PdfDocument;
