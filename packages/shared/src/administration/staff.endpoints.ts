import { defineEndpoint } from '../common/endpoint.ts';
import type * as Common from '../common/endpoint-schemas.ts';
import type * as Schemas from './staff.schemas.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./staff.schemas.ts')]);

const answers = (c: typeof Common, s: typeof Schemas) => ({
  200: s.staffAnswerSchema,
  ...c.errors(400, 401, 403, 404),
  409: c.errorSchema,
  422: c.errorSchema,
});

const onMember = (method: 'POST', suffix: string, summary: string) =>
  defineEndpoint({
    method,
    path: `/administracao/equipe/:idUsuario/${suffix}`,
    summary,
    contract: async () => {
      const [c, s] = await load();
      return { params: s.staffParamsSchema, response: answers(c, s) };
    },
  });

/** The staff of the token's condominium (issue 31 item 5, decision 116). */
export const staffEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/administracao/equipe',
    summary: 'Equipe do condomínio do token: cargo, situação, conta e permissões de cada pessoa',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.staffListSchema, ...c.errors(401, 403) } };
    },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/administracao/equipe',
    summary: 'Inclui uma pessoa pelo CPF com um cargo; ela recebe um SMS para criar a senha (ou entrar)',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.addStaffBodySchema,
        response: { 201: s.staffAnswerSchema, ...c.errors(400, 401, 403), 409: c.errorSchema, 422: c.errorSchema },
      };
    },
  }),
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/administracao/equipe/:idUsuario/cargo',
    summary: 'Muda o cargo (nunca acima do de quem muda)',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.staffParamsSchema, body: s.staffRoleBodySchema, response: answers(c, s) };
    },
  }),
  setPermissions: defineEndpoint({
    method: 'PUT',
    path: '/administracao/equipe/:idUsuario/permissoes',
    summary: 'Concede ou retira permissões individuais (envia as permissões que a pessoa deve ter)',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.staffParamsSchema, body: s.staffPermissionsBodySchema, response: answers(c, s) };
    },
  }),
  changePhone: defineEndpoint({
    method: 'PUT',
    path: '/administracao/equipe/:idUsuario/telefone',
    summary: 'Muda o celular cadastrado (para onde vão os SMS)',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.staffParamsSchema, body: s.staffPhoneBodySchema, response: answers(c, s) };
    },
  }),
  deactivate: onMember(
    'POST',
    'desativar',
    'Desativa: cada sessão e token da pessoa neste condomínio para no próximo pedido',
  ),
  reactivate: onMember('POST', 'reativar', 'Reativa com o cargo que tinha'),
};
