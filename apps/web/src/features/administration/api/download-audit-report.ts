import { auditEndpoints as E } from '@portaria/shared/administration/audit.endpoints';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import { callBlob } from '../../../lib/endpoint-client';
import { auditQueryOf, type AuditLogFilter } from './get-audit-log';

/** GET /administracao/auditoria/relatorio — the filtered log as CSV, streamed by the server. */
export const fetchAuditReport = (filter: AuditLogFilter) => callBlob(E.report, { query: auditQueryOf(filter) });

/** The name to save under when the server gives none. */
export const auditReportFallbackName = () => `${M.fileName}.csv`;
