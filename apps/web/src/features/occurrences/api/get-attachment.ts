import { useMutation } from '@tanstack/react-query';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import type { ViewerFile } from '../../../components/ui/files/file-viewer';
import { callBlob } from '../../../lib/endpoint-client';

/** GET /ocorrencias/conteudo/{contentId}/anexo/{hash} (blob): a PDF stays a PDF, anything else is shown as an image. */
export const getAttachment = async ({ contentId, hash }: { contentId: number; hash: string }): Promise<ViewerFile> => {
  const { blob } = await callBlob(occurrenceEndpoints.attachment, { params: { contentId, attachmentHash: hash } });
  if (!blob) throw new Error('anexo vazio');
  return { url: URL.createObjectURL(blob), type: blob.type === 'application/pdf' ? 'pdf' : 'image' };
};

export const useAttachment = () => useMutation({ mutationFn: getAttachment });
