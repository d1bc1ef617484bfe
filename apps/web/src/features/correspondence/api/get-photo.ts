import { useMutation } from '@tanstack/react-query';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { correspondenceFileEndpoints } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import { callBlob } from '../../../lib/endpoint-client';

export type PhotoResult = { kind: 'image'; url: string } | { kind: 'error'; message: string };

/** GET /correspondencia/foto/{hash} (blob): 200 image, 204 not found (spec 02 §7, §8). */
export const getPhoto = async (hash: string): Promise<PhotoResult> => {
  try {
    const { blob } = await callBlob(correspondenceFileEndpoints.photo, { params: { hash } });
    if (!blob) return { kind: 'error', message: M.photoNotFound };
    return { kind: 'image', url: URL.createObjectURL(blob) };
  } catch {
    return { kind: 'error', message: M.photoFetchError };
  }
};

export const usePhoto = () => useMutation({ mutationFn: getPhoto });
