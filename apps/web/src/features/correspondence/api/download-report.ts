import { useMutation } from '@tanstack/react-query';
import type { ReportFormat } from '@portaria/shared/correspondence/correspondence.constants';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { callBlob } from '../../../lib/endpoint-client';
import type { HistoryFilter } from './get-correspondence-history';

const FALLBACK_NAME: Record<ReportFormat, string> = {
  PDF: 'historico-correspondencias.pdf',
  CSV: 'historico-correspondencias.csv',
};

/** Hands a blob to the browser as a download with the given name. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the url goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

/** GET /correspondencia/relatorio/{PDF|CSV}, streamed by the server, saved under the name it gives. */
export const downloadReport = async ({ format, filter }: { format: ReportFormat; filter: HistoryFilter }) => {
  const { blob, fileName } = await callBlob(correspondenceEndpoints.report, { params: { tipo: format }, query: filter });
  if (!blob) throw new Error('empty report');
  saveBlob(blob, fileName ?? FALLBACK_NAME[format]);
};

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
