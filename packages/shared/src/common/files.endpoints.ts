import { defineEndpoint } from './endpoint.ts';

const load = () => Promise.all([import('./endpoint-schemas.ts'), import('../schemas.ts')]);

/**
 * The platform's one upload route (apps/server/src/platform/files): the PUT a signed upload url points to with the
 * disk driver, for every area's files (the parcel photo, an occurrence's attachment, a document's PDF).
 */
export const fileEndpoints = {
  /** The url of presignedUrl with the disk driver: no bearer, the HMAC signature is the permission. */
  upload: defineEndpoint({
    method: 'PUT',
    path: '/arquivos/upload/:fileName',
    summary: 'Recebe o arquivo enviado para a url assinada (a política da área que a assinou diz os tipos e o tamanho)',
    contract: async () => {
      const [c, { textSchema }] = await load();
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
