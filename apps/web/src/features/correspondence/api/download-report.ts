import type { ReportFormat } from '@portaria/shared/correspondence/correspondence.constants';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { callBlob } from '../../../lib/endpoint-client';
import type { HistoryFilter } from './get-correspondence-history';

/** GET /correspondencia/relatorio/{PDF|CSV}, streamed by the server. */
export const fetchReport = (format: ReportFormat, filter: HistoryFilter) =>
  callBlob(correspondenceEndpoints.report, { params: { tipo: format }, query: filter });

/** The name to save under when the server gives none. */
export const reportFallbackName = (format: ReportFormat) => `historico-correspondencias.${format.toLowerCase()}`;
