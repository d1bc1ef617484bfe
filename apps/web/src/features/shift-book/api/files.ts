import { useMutation } from '@tanstack/react-query';
import { shiftBookEndpoints as E } from '@portaria/shared/shift-book/shift-book.endpoints';
import type { ReportQuery } from '@portaria/shared/shift-book/shift-book.schemas';
import type { ViewerFile } from '../../../components/ui/files/file-viewer';
import { callBlob } from '../../../lib/endpoint-client';
import { uploadFile } from '../../../lib/upload-file';

/** The attachment through the one upload of the web: answers the hash the entry points at. */
export const uploadAttachment = (file: File) => uploadFile(E.presignedUrl, file, { fallbackType: 'application/pdf' });

/** GET /portaria/livro/registros/{id}/anexo (blob): a PDF stays a PDF, anything else is shown as an image. */
export const getAttachment = async (id: number): Promise<ViewerFile> => {
  const { blob } = await callBlob(E.attachment, { params: { id } });
  if (!blob) throw new Error('anexo vazio');
  return { url: URL.createObjectURL(blob), type: blob.type === 'application/pdf' ? 'pdf' : 'image' };
};
export const useAttachment = () => useMutation({ mutationFn: getAttachment });

/** GET /portaria/livro/relatorio: the period's PDF or CSV with the list's filters. */
export const getReport = (query: ReportQuery) => callBlob(E.report, { query });
