import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableView from '@mui/icons-material/TableView';
import { useMutation } from '@tanstack/react-query';
import type { BlobResponse } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { MutationFeedback } from '../ui/dialogs/mutation-feedback';

export type ReportFormat = 'PDF' | 'CSV';

const FORMATS: readonly ReportFormat[] = ['PDF', 'CSV'];

export type ReportActionsProps = {
  /** The area's report endpoint for this format (callBlob of its declaration). */
  onFetch: (format: ReportFormat) => Promise<BlobResponse>;
  /** The name to save under when the server gives none. */
  fallbackName: (format: ReportFormat) => string;
  /** The area's copy: the two buttons and the failure title. */
  labels: { pdf: string; csv: string; failed: string };
  /** Nothing to export yet (no rows, no period): both buttons wait. */
  isDisabled?: boolean;
  /** The formats offered (default both): a log of millions of rows is exported as CSV only. */
  formats?: readonly ReportFormat[];
};

/**
 * The PDF and CSV buttons of every report: the file is fetched, saved under the server's name, and a failure shows
 * the area's title with the server's words when they speak to the user. One download at a time.
 */
export const ReportActions = ({
  onFetch,
  fallbackName,
  labels,
  isDisabled = false,
  formats = FORMATS,
}: ReportActionsProps) => {
  const download = useMutation({
    mutationFn: async (format: ReportFormat) => {
      const { blob, fileName } = await onFetch(format);
      if (!blob) throw new Error('empty report');
      saveBlob(blob, fileName ?? fallbackName(format));
    },
  });
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={format === 'PDF' ? <PictureAsPdf aria-hidden /> : <TableView aria-hidden />}
            disabled={isDisabled || download.isPending}
            onClick={() => download.mutate(format)}
            sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          >
            {format === 'PDF' ? labels.pdf : labels.csv}
          </Button>
        ))}
      </Stack>
      <MutationFeedback title={labels.failed} error={download.error} onClose={() => download.reset()} />
    </>
  );
};
