import { useMutation } from '@tanstack/react-query';
import { residentsImportEndpoints as E } from '@portaria/shared/administration/residents-import.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /administracao/moradores/importacao/previa — the file's bytes in, what each row would do out; no write. */
export const previewResidentsImport = (file: Blob) => call(E.preview, { body: file });

export const usePreviewResidentsImport = () => useMutation({ mutationFn: previewResidentsImport });
