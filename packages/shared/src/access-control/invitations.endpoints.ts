import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./invitations.schemas.ts')]);

/** Face-biometrics invitations (spec 02 §7 POST /condominos/v1/seventh/convite; decision 078). */
export const invitationEndpoints = {
  invite: defineEndpoint({
    method: 'POST',
    path: '/condominos/v1/seventh/convite',
    summary: 'Cria um convite de biometria facial (link de uso único, 7 dias) e o envia por SMS ou devolve o link',
    contract: async () => {
      const [c, s] = await load();
      return { body: s.inviteSchema, response: { 200: s.inviteAnswerSchema, ...c.errors(400, 401, 403, 404, 409) } };
    },
  }),
};

/** The invitee's page: anonymous by design, the token in the path is the permission (decision 078). */
export const publicInvitationEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/public/convite/:token',
    summary:
      'O convite pelo token do link: nome do condomínio e do convidado (404 desconhecido, 410 expirado ou usado)',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        params: s.inviteTokenParamsSchema,
        response: { 200: s.publicInviteSchema, ...c.errors(400, 404, 410) },
      };
    },
  }),
  photo: defineEndpoint({
    method: 'POST',
    path: '/public/convite/:token',
    summary: 'Aceite do uso da imagem e a foto do rosto (JPG ou PNG, conferidos pelos bytes); gasta o convite',
    contract: async () => {
      const [c, s] = await load();
      return {
        headers: c.originHeaders,
        params: s.inviteTokenParamsSchema,
        body: s.invitePhotoSchema,
        response: { 200: s.invitePhotoAnswerSchema, ...c.errors(400, 404, 409, 410, 413, 415) },
      };
    },
  }),
};
