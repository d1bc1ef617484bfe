import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoDocumento } from '@portaria/shared/documents/documents.constants';
import { documentAdminEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { documentKeys } from './document-keys';

/** Presigned url, PUT of the PDF (checked by its bytes), then PUT /documentos/{tipo} pointing the document at it. */
export const replaceDocument = async ({ tipo, file }: { tipo: TipoDocumento; file: File }) => {
  const { url, fileName } = await call(documentAdminEndpoints.presignedUrl, { query: { contentType: file.type || undefined } });
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/pdf' } });
  if (!response.ok) throw new Error(`upload ${response.status}`);
  return call(documentAdminEndpoints.replace, { params: { tipoDocumento: tipo }, body: { hashArquivo: fileName } });
};

export const useReplaceDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }) });
};
