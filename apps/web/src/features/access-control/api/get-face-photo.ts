import { useMutation } from '@tanstack/react-query';
import { residentEndpoints } from '@portaria/shared/access-control/residents.endpoints';
import type { ViewerFile } from '../../../components/ui/files/file-viewer';
import { callBlob } from '../../../lib/endpoint-client';

/** GET /condominos/v1/moradores/{idMorador}/biometria/foto (blob): the stored face photo, for the staff's viewer. */
export const getFacePhoto = async (idMorador: number): Promise<ViewerFile> => {
  const { blob } = await callBlob(residentEndpoints.facePhoto, { params: { idMorador } });
  if (!blob) throw new Error('foto vazia');
  return { url: URL.createObjectURL(blob), type: 'image' };
};

export const useFacePhoto = () => useMutation({ mutationFn: getFacePhoto });
