import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';

// Loaded only through React.lazy from the file viewer, so pdf.js never reaches the login or dashboard bundles.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export type PdfDocumentProps = {
  url: string;
  scale: number;
  /** The first page's width at scale 1 (PDF points), told before any page is drawn: the caller can fit it. */
  onFirstPageWidth?: (width: number) => void;
};

/** Every page of the PDF at the given scale; text and annotation layers are off (view only, lighter). */
const PdfDocument = ({ url, scale, onFirstPageWidth }: PdfDocumentProps) => {
  const [pageCount, setPageCount] = useState(0);
  return (
    <Document
      file={url}
      onLoadSuccess={async (pdf) => {
        if (onFirstPageWidth) {
          const width = await pdf.getPage(1).then(
            (page) => page.getViewport({ scale: 1 }).width,
            () => 0,
          );
          if (width > 0) onFirstPageWidth(width);
        }
        setPageCount(pdf.numPages);
      }}
      loading={<Typography role="status">{MESSAGES.wait}</Typography>}
      error={<Typography role="alert">{MESSAGES.documentViewError}</Typography>}
    >
      {/* Centred by auto margins, not by the stack: a page wider than the area (zoomed in) overflows to the right
          only, where the area scrolls. Flex centring pushed its left side out of reach (issue 28). */}
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {Array.from({ length: pageCount }, (_, index) => (
          <Box key={index + 1} sx={{ mx: 'auto' }}>
            <Page pageNumber={index + 1} scale={scale} renderTextLayer={false} renderAnnotationLayer={false} />
          </Box>
        ))}
      </Stack>
    </Document>
  );
};

export default PdfDocument;
