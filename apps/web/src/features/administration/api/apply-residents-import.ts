import { useMutation } from '@tanstack/react-query';
import { residentsImportEndpoints as E } from '@portaria/shared/administration/residents-import.endpoints';
import { call } from '../../../lib/endpoint-client';

/**
 * POST /administracao/moradores/importacao/aplicar — the same bytes again with the preview's hash: the server reads
 * and checks them again and applies the valid rows in one change.
 */
export const applyResidentsImport = ({ file, hash }: { file: Blob; hash: string }) =>
  call(E.apply, { query: { previa: hash }, body: file });

export const useApplyResidentsImport = () => useMutation({ mutationFn: applyResidentsImport });
