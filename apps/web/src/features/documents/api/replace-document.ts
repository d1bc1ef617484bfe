import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoDocumento } from '@portaria/shared/documents/documents.constants';
import { documentAdminEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { uploadFile } from '../../../lib/upload-file';
import { documentKeys } from './document-keys';

/** The upload of the PDF (checked by its bytes), then PUT /documentos/{tipo} pointing the document at it. */
export const replaceDocument = async ({ tipo, file }: { tipo: TipoDocumento; file: File }) => {
  const fileName = await uploadFile(documentAdminEndpoints.presignedUrl, file, { fallbackType: 'application/pdf' });
  return call(documentAdminEndpoints.replace, { params: { tipoDocumento: tipo }, body: { hashArquivo: fileName } });
};

export const useReplaceDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
