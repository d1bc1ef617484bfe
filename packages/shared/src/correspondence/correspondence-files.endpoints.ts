import { defineEndpoint } from '../common/endpoint.ts';

const load = () =>
  Promise.all([
    import('../common/endpoint-schemas.ts'),
    import('./correspondence.schemas.ts'),
    import('../schemas.ts'),
  ]);

/** The parcel photo: a signed upload url, the PUT it points to (disk storage), and the photo itself. */
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
  /** The url of presignedUrl with the disk driver: no bearer, the HMAC signature is the permission. */
  upload: defineEndpoint({
    method: 'PUT',
    path: '/arquivos/upload/:fileName',
    summary: 'Recebe a foto enviada para a url assinada (jpg ou png, até 10MB)',
    contract: async () => {
      const [c, , { textSchema }] = await load();
      const { z } = c;
      return {
        params: z.object({ fileName: textSchema() }),
        query: z.object({ expires: textSchema().default(''), signature: textSchema().default('') }),
        response: {
          200: z.object({ fileName: z.string(), contentType: z.string(), tamanho: z.number().int() }),
          ...c.errors(400, 403, 409, 413, 415),
        },
      };
    },
  }),
};
