import { useMutation } from '@tanstack/react-query';
import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import type { ViewerFile } from '../../../components/ui/files/file-viewer';
import { callBlob } from '../../../lib/endpoint-client';

/** GET /documentos/tipo/0/{id}/download (blob) for the viewer. */
export const getDocumentFile = async (id: number): Promise<ViewerFile> => {
  const { blob } = await callBlob(documentEndpoints.download, { params: { tipo: 0, id } });
  if (!blob) throw new Error('documento vazio');
  return { url: URL.createObjectURL(blob), type: 'pdf' };
};

export const useDocumentFile = () => useMutation({ mutationFn: getDocumentFile });
