import { useMutation } from '@tanstack/react-query';
import type { ReportFormat } from '@portaria/shared/correspondence/correspondence.constants';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { callBlob } from '../../../lib/endpoint-client';
import type { HistoryFilter } from './get-correspondence-history';
import { saveBlob } from '../../../lib/save-blob';

const FALLBACK_NAME: Record<ReportFormat, string> = {
  PDF: 'historico-correspondencias.pdf',
  CSV: 'historico-correspondencias.csv',
};

/** GET /correspondencia/relatorio/{PDF|CSV}, streamed by the server, saved under the name it gives. */
export const downloadReport = async ({ format, filter }: { format: ReportFormat; filter: HistoryFilter }) => {
  const { blob, fileName } = await callBlob(correspondenceEndpoints.report, { params: { tipo: format }, query: filter });
  if (!blob) throw new Error('empty report');
  saveBlob(blob, fileName ?? FALLBACK_NAME[format]);
};

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
