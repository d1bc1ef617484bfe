import { defineEndpoint } from '../common/endpoint.ts';

const load = () =>
  Promise.all([
    import('../common/endpoint-schemas.ts'),
    import('./correspondence.schemas.ts'),
    import('../schemas.ts'),
  ]);

/** The parcel photo: a signed upload url (its PUT is the platform's, common/files.endpoints.ts) and the photo itself. */
export const correspondenceFileEndpoints = {
  presignedUrl: defineEndpoint({
    method: 'GET',
    path: '/lelloutil/api/aws/presigned-url/put',
    summary: 'Url assinada (15 min) para enviar a foto da correspondência com PUT; fileName é o hashFoto',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.presignedQuerySchema,
        response: { 200: s.presignedResponseSchema, ...c.errors(401, 403, 415) },
      };
    },
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: '/correspondencia/foto/:hash',
    summary: 'Foto da correspondência (200 imagem; 204 quando não existe neste condomínio)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.photoParamsSchema,
        response: {
          200: c.fileAnswer('A imagem (image/jpeg ou image/png)'),
          204: c.noContent('Foto não encontrada'),
          ...c.errors(401, 403),
        },
      };
    },
  }),
};
