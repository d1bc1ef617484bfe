import { residentsImportEndpoints as E } from '@portaria/shared/administration/residents-import.endpoints';
import { callBlob } from '../../../lib/endpoint-client';

/** POST /administracao/moradores/importacao/recusadas — the refused rows as CSV, with their reason, to fix. */
export const fetchRefusedResidents = (file: Blob) => callBlob(E.refused, { body: file });

export const refusedFallbackName = () => 'moradores-recusados.csv';
