import type { LightMyRequestResponse } from 'fastify';
import { inArray } from 'drizzle-orm';
import { roles, usuarioRoles } from '../db/schema/index.ts';
import { openSetup } from '../modules/administration/setup.repository.ts';
import { cpfOf, csvOf, importFile, sendFile } from '../modules/administration/residents-import.test-support.ts';
import type { World } from './access-world.ts';
import { makeCpf } from './bad-input-fixtures.ts';
import { CARLOS, bearer, login } from './helpers.ts';

let ip = 0;

type Case = (w: World) => Promise<LightMyRequestResponse>;

const send = (w: World, method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A condominium the grid's doorkeeper creates (he becomes its administrator) and a context token of it. */
const ownCondominium = async (w: World, nome: string) => {
  const created = await send(w, 'POST', '/api/administracao/condominios', w.tokens.a, { nome, multiplosBlocos: true });
  const idCondo = created.json().idCondo as number;
  const signIn = await login(w.t.app, CARLOS.cpf, CARLOS.password, `10.31.0.${++ip}`);
  const exchanged = await w.t.app.inject({
    method: 'POST',
    url: `/api/auth/rbac/context/${idCondo}`,
    headers: bearer(signIn.json().token),
  });
  return exchanged.json().token as string;
};

/**
 * Before the writes are watched: the demo's administrator loses the role, so the installation opens its one-time
 * setup again (the setup case below).
 */
export const prepareAdministrationCases = async (w: World) => {
  const admins = w.t.db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.nome, ['ADMINISTRADOR']));
  await w.t.db.delete(usuarioRoles).where(inArray(usuarioRoles.idRole, admins));
};

/** The administration console's successful changes (write-path.test.ts): none may commit without its audit entry. */
export const ADMINISTRATION_CASES: Record<string, Case> = {
  'POST /api/instalacao/{segredo}': async (w) => {
    const secret = await openSetup(w.t.db, w.t.clock.now());
    return w.t.app.inject({
      method: 'POST',
      url: `/api/instalacao/${secret}`,
      payload: {
        administrador: {
          nome: 'Administradora do Caminho',
          cpf: makeCpf(8802),
          telefone: '(11) 97654-3211',
          senha: 'Xy7#abcdEf',
          confirmacao: 'Xy7#abcdEf',
        },
        condominio: { nome: 'Condomínio do Caminho', multiplosBlocos: false },
      },
    });
  },
  'POST /api/administracao/condominios': (w) =>
    send(w, 'POST', '/api/administracao/condominios', w.tokens.a, { nome: 'Condomínio Novo', multiplosBlocos: true }),
  'PUT /api/administracao/condominio': (w) =>
    send(w, 'PUT', '/api/administracao/condominio', w.tokens.a, {
      nome: 'Residencial Jardim das Palmeiras',
      endereco: 'Rua das Palmeiras, 45',
    }),
  'POST /api/administracao/condominio/desativar': async (w) =>
    send(w, 'POST', '/api/administracao/condominio/desativar', await ownCondominium(w, 'Condomínio a desativar')),
  'POST /api/administracao/condominio/reativar': async (w) => {
    const token = await ownCondominium(w, 'Condomínio a reativar');
    await send(w, 'POST', '/api/administracao/condominio/desativar', token);
    return send(w, 'POST', '/api/administracao/condominio/reativar', token);
  },
  'POST /api/administracao/equipe': (w) =>
    send(w, 'POST', '/api/administracao/equipe', w.tokens.a, {
      cpf: makeCpf(8803),
      nome: 'Zeladora do Caminho',
      telefone: '(11) 97654-3212',
      cargo: 'ZELADOR',
    }),
  'POST /api/administracao/blocos': (w) =>
    send(w, 'POST', '/api/administracao/blocos', w.tokens.a, { nome: 'Bloco do Caminho' }),
  'POST /api/administracao/moradores/importacao/previa': (w) =>
    sendFile(w.t.app, w.tokens.a, 'previa', csvOf([`Bloco A;101;Morador do Caminho;${cpfOf(900)};Morador;;;`])),
  'POST /api/administracao/moradores/importacao/recusadas': (w) =>
    sendFile(w.t.app, w.tokens.a, 'recusadas', csvOf([`Bloco Z;101;Recusado do Caminho;${cpfOf(901)};Morador;;;`])),
  'POST /api/administracao/moradores/importacao/aplicar': (w) =>
    importFile(w.t.app, w.tokens.a, csvOf([`Bloco A;101;Morador do Caminho;${cpfOf(902)};Morador;;;`])),
  'POST /api/administracao/areas': (w) =>
    send(w, 'POST', '/api/administracao/areas', w.tokens.a, {
      nomeArea: 'Área do Caminho',
      valorTaxaUtilizacao: 30,
      qtMinDiasDisponivelReserva: 1,
      qtDiasDisponivelReserva: 60,
      diasSemana: [1, 7],
      abertura: '10:00',
      fechamento: '22:00',
      diaInteiro: false,
      horarios: [{ de: '10:00', ate: '16:00' }],
    }),
  // Saturday's end only: the moves the other cases schedule keep their days.
  'PUT /api/administracao/mudancas/regras': (w) =>
    send(w, 'PUT', '/api/administracao/mudancas/regras', w.tokens.a, {
      ativo: true,
      diasPermitidos: 0b1111110,
      diasAntecedencia: 2,
      horaSemanaInicio: '08:00',
      horaSemanaFim: '17:00',
      horaFdsInicio: '08:00',
      horaFdsFim: '13:00',
    }),
};
