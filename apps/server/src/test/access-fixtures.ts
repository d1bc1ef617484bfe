import { PERMISSIONS, type Permission } from '@portaria/shared';
import { CORRESPONDENCE_MESSAGES as CM } from '@portaria/shared/correspondence/correspondence.messages';
import { DOCUMENT_MESSAGES as DM } from '@portaria/shared/documents/documents.messages';
import { OCCURRENCE_MESSAGES as OM } from '@portaria/shared/occurrences/occurrences.messages';
import { VEHICLE_MESSAGES as VM } from '@portaria/shared/vehicles/vehicles.messages';
import { ACCESS_MESSAGES as AM } from '@portaria/shared/access-control/access-control.messages';
import { makeCpf } from './bad-input-fixtures.ts';
import {
  areaReservas,
  blocos,
  equipe,
  instrucoesUnidade,
  roles,
  unidades,
  usuarioRoles,
  usuarios,
} from '../db/schema/index.ts';
import { APPROVAL_MESSAGES as APM } from '@portaria/shared/administration/booking-approvals.messages';
import { STAFF_MESSAGES as STM } from '@portaria/shared/administration/staff.messages';
import { ADMINISTRATION_MESSAGES as ADM } from '@portaria/shared/administration/administration.messages';
import { VISITOR_MESSAGES as XM } from '@portaria/shared/access-control/visitors.messages';
import { RESERVATION_MESSAGES as RM } from '@portaria/shared/reservations/reservations.messages';
import { CARLOS } from './helpers.ts';
import type { World } from './access-world.ts';
import { areas as areaRows } from '../db/schema/index.ts';
import { AREA_MESSAGES as ARM } from '@portaria/shared/administration/areas.messages';
import { DESK_MESSAGES as DKM } from '@portaria/shared/desk/desk.messages';
import { INSTRUCTION_MESSAGES as INM } from '@portaria/shared/desk/instructions.messages';
import { SHIFT_BOOK_FIXTURES } from './access-fixtures-shift-book.ts';
import { KEY_CATALOGUE_FIXTURES, KEY_FIXTURES } from './access-fixtures-keys.ts';

export type GridRequest = { url: string; payload?: object };

/**
 * What the grid sends to one operation. Either `onA` (a request on condominium A's records that A's doorkeeper may
 * make: 2xx) or `noIdsOfA` (why the route takes no id of A). `search`: list, search and export routes ask for a
 * marked record of A; A's answer must show it, B's must not.
 */
export type OperationFixture = {
  onA?: (w: World) => Promise<GridRequest> | GridRequest;
  /** B's answer to onA: 404 unless said (403 where the id must agree with the token; 204 where "none" is 204). */
  fromB?: 200 | 204 | 403 | 404;
  /** The exact message B gets, where the area's tests name it. */
  message?: string;
  /** Send onA with B's token only: A's own call would spend the session it runs on. */
  onlyB?: string;
  noIdsOfA?: string;
  search?: ((w: World) => { url: string; mark: string }) | { skip: string };
};

export type AreaFixtures = { permission: Permission | null; operations: Record<string, OperationFixture> };

const parcelBody = (unidade: number) => ({ unidade, destinatario: 'Ana Souza', categoria: 'PACOTE', tamanho: 'MEDIO' });
const vehicleBody = (w: World) => ({
  unidade: w.unitA,
  tipo: 'CARRO',
  placa: w.freshPlate(),
  cor: 'PRETO',
  vagaAlugada: false,
});
let requester = 9000;
const accessBody = (idUnidade: number) => ({
  idUnidade,
  nomeSolicitante: 'Pessoa Grade',
  cpfCnpjSolicitante: makeCpf(++requester),
  tipoVinculo: 'morar.morador',
  emailSolicitante: null,
  celularSolicitante: '(11) 98765-4321',
  acessoApp: true,
});
const occurrenceBody = (idUnidade: number) => ({
  idUnidade,
  tipoOcorrencia: 'SUGESTAO',
  publica: true,
  tipoUsuario: 'MORADOR',
  conteudo: 'Sugestão da grade',
  email: 'grade@exemplo.com.br',
});
let visitorCpf = 7000;
const visitorBody = (idUnidade: number) => ({
  visitanteUnidade: {
    visitante: { nome: 'Visitante Grade', cpf: makeCpf(++visitorCpf), visitanteTipo: 'VISITANTE' },
    unidades: [{ id: idUnidade }],
  },
  autorizacao: { tipoAutorizacao: 'INTERFONAR' },
});
const instructionBody = () => ({ tipo: 'VIAJANDO', texto: 'Viajando (grade)', inicio: '2024-10-01', fim: null });
/** An open instruction of A's unit, written straight (each end request needs its own). */
const newInstructionOfA = async (w: World) => {
  const [row] = await w.t.db
    .insert(instrucoesUnidade)
    .values({ idCondo: 1001, idUnidade: w.unitA, ...instructionBody(), criadaEm: new Date() })
    .returning({ id: instrucoesUnidade.id });
  return row!.id;
};
// Blocks and units of A made for one request, so a rename changes something (and writes its audit entry).
let gridNames = 0;
const newBlockOfA = async (w: World) => {
  const [row] = await w.t.db
    .insert(blocos)
    .values({ idCondo: 1001, nome: `Bloco Novo ${++gridNames}` })
    .returning({ id: blocos.idBloco });
  return row!.id;
};
const newUnitOfA = async (w: World) => {
  const [row] = await w.t.db
    .insert(unidades)
    .values({ idBloco: w.blockA, nome: `Loja Nova ${++gridNames}` })
    .returning({ id: unidades.idUnidade });
  return row!.id;
};
// Areas of A made for one request (issue 31 item 6): an edit, a (de/re)activation or a block acts on its own area.
const newAreaOfA = async (w: World, ativo = true) => {
  const [row] = await w.t.db
    .insert(areaRows)
    .values({
      idCondo: 1001,
      nomeArea: `Área Grade ${++gridNames}`,
      diasSemana: [1, 2, 3, 4, 5, 6, 7],
      horarios: [{ de: '08:00', ate: '22:00' }],
      ativo,
    })
    .returning({ id: areaRows.id });
  return row!.id;
};
const areaBody = () => ({
  nomeArea: `Área Editada ${++gridNames}`,
  capacidade: 10,
  valorTaxaUtilizacao: 0,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 30,
  diasSemana: [1, 2, 3, 4, 5, 6, 7],
  abertura: '08:00',
  fechamento: '22:00',
  diaInteiro: true,
  precisaAprovacao: false,
});
/** A caretaker of A (active, or deactivated with the role kept), made for one request. */
const newStaffOfA = async (w: World, isActive = true) => {
  const [user] = await w.t.db
    .insert(usuarios)
    .values({ cpf: makeCpf(++gridNames + 9100), nome: `Zelador Grade ${gridNames}`, telefone: '11977770000' })
    .returning({ id: usuarios.id });
  const [role] = await w.t.db
    .insert(roles)
    .values({ idCondo: 1001, nome: 'ZELADOR' })
    .onConflictDoUpdate({ target: [roles.idCondo, roles.nome], set: { nome: 'ZELADOR' } })
    .returning({ id: roles.id });
  if (isActive) await w.t.db.insert(usuarioRoles).values({ idUsuario: user!.id, idRole: role!.id });
  await w.t.db
    .insert(equipe)
    .values({ idUsuario: user!.id, idCondo: 1001, cargo: 'ZELADOR', ativo: isActive, desde: new Date() });
  return user!.id;
};
/** A booking of A waiting for the syndic (status 2) on a day of its own. */
const pendingBookingOfA = async (w: World) => {
  const day = new Date(Date.UTC(2024, 11, 1 + (++gridNames % 28), 13));
  const [row] = await w.t.db
    .insert(areaReservas)
    .values({
      idCondo: 1001,
      idArea: w.areaA,
      idUnidade: w.unitA,
      tipoReserva: 'R',
      dataInicioReserva: day,
      dataFimReserva: new Date(day.getTime() + 3_600_000),
      idStatus: 2,
    })
    .returning({ id: areaReservas.id });
  return row!.id;
};
const history = '/api/correspondencia?dataChegadaFrom=2024-09-02&dataChegadaUntil=2024-10-01';
const reservationList = (idArea: number) =>
  `/api/reservaareas/v1/areareserva/condominio/4521?datainicio=01/10/2024&datafim=31/10/2024&idArea=${idArea}&tiporeserva=RESERVA`;

/**
 * The per-area fixture table, keyed by OpenAPI tag. A new area adds its tag with the permission it expects; a new
 * route adds its "METHOD /api/path" here, or the grid fails naming it.
 */
export const AREAS: Record<string, AreaFixtures> = {
  condominios: {
    permission: null,
    operations: {
      // The reference must be the token's condominium: B asking with A's answers 403.
      'GET /api/condominios/v3/{reference}/blocos': {
        onA: () => ({ url: '/api/condominios/v3/4521/blocos' }),
        fromB: 403,
        message: XM.referenceMismatch,
        search: {
          skip: 'blocos e unidades não têm texto livre para marcar; B com a referência de A é recusado (403) acima',
        },
      },
      'GET /api/condominios/v3/{reference}/unidades': {
        onA: (w) => ({ url: `/api/condominios/v3/4521/unidades?idBloco=${w.blockA}` }),
        fromB: 403,
        message: XM.referenceMismatch,
        search: {
          skip: 'blocos e unidades não têm texto livre para marcar; B com a referência de A é recusado (403) acima',
        },
      },
      'GET /api/condominios/{idCondo}': {
        onA: () => ({ url: '/api/condominios/1001' }),
        fromB: 403,
        search: (w) => ({ url: '/api/condominios/1001', mark: w.marks.resident }),
      },
    },
  },
  porteiros: {
    permission: null,
    operations: {
      // Only the signed-in user's own record answers (decision 064): Carlos works in both condominiums, so B's
      // token gets his record of B; a colleague's CPF answers as unknown to everyone (porteiros.test.ts).
      'GET /api/portaria/api/v1/porteiros': {
        onA: () => ({ url: `/api/portaria/api/v1/porteiros?cpf=${CARLOS.cpf}` }),
        fromB: 200,
        search: { skip: 'só o próprio registro responde (decisão 064): nenhum colega aparece para ninguém' },
      },
      'GET /api/portaria/api/v1/porteiros/dadosCadastrais': {
        onA: () => ({ url: `/api/portaria/api/v1/porteiros/dadosCadastrais?cpf=${CARLOS.cpf}` }),
        fromB: 200,
      },
      'GET /api/portaria/api/v1/porteiros/referencias': {
        onA: () => ({ url: `/api/portaria/api/v1/porteiros/referencias?cpf=${CARLOS.cpf}` }),
        fromB: 200,
        search: { skip: 'a pessoa vê as próprias referências, de qualquer condomínio em que trabalhe' },
      },
    },
  },
  'pre-cadastro': {
    permission: PERMISSIONS.approvePreRegistration,
    operations: {
      'GET /api/portaria/api/v1/precadastros': {
        noIdsOfA: 'lista o condomínio do token',
        search: (w) => ({ url: '/api/portaria/api/v1/precadastros', mark: w.marks.preRegistration }),
      },
      'POST /api/portaria/api/v1/precadastros/{id}/aprovar': {
        onA: async (w) => ({ url: `/api/portaria/api/v1/precadastros/${await w.newPreRegistration()}/aprovar` }),
      },
      'POST /api/portaria/api/v1/precadastros/{id}/recusar': {
        onA: async (w) => ({ url: `/api/portaria/api/v1/precadastros/${await w.newPreRegistration()}/recusar` }),
      },
    },
  },
  'troca-telefone': {
    permission: PERMISSIONS.approvePreRegistration,
    operations: {
      'GET /api/portaria/api/v1/trocas-telefone': {
        noIdsOfA: 'lista quem trabalha no condomínio do token',
        search: (w) => ({ url: '/api/portaria/api/v1/trocas-telefone', mark: w.marks.phoneChange }),
      },
      'POST /api/portaria/api/v1/trocas-telefone/{id}/aprovar': {
        onA: async (w) => ({ url: `/api/portaria/api/v1/trocas-telefone/${await w.newPhoneChange()}/aprovar` }),
      },
      'POST /api/portaria/api/v1/trocas-telefone/{id}/recusar': {
        onA: async (w) => ({ url: `/api/portaria/api/v1/trocas-telefone/${await w.newPhoneChange()}/recusar` }),
      },
    },
  },
  correspondencia: {
    permission: PERMISSIONS.correspondence,
    operations: {
      'POST /api/correspondencia/entrada': {
        onA: (w) => ({ url: '/api/correspondencia/entrada', payload: parcelBody(w.unitA) }),
        message: CM.unitNotFound,
      },
      'GET /api/correspondencia': {
        onA: (w) => ({ url: `/api/correspondencia?status=PENDENTE&unidade=${w.unitA}&limit=100` }),
        search: (w) => ({ url: history, mark: w.marks.recipient }),
      },
      'POST /api/correspondencia/retirada': {
        onA: async (w) => ({
          url: '/api/correspondencia/retirada',
          payload: { id: await w.newParcel(), nomeMoradorNaoCadastro: 'Fulano', documentoConferido: true },
        }),
      },
      'POST /api/correspondencia/retirada-multipla': {
        onA: async (w) => ({
          url: '/api/correspondencia/retirada-multipla',
          payload: { ids: [await w.newParcel()], nomeMoradorNaoCadastro: 'Fulano', documentoConferido: true },
        }),
      },
      // The code is A's (read from its notice): B's desk gets "incorreto" (404), as for a code that does not exist.
      'POST /api/correspondencia/codigo-retirada': {
        onA: async (w) => ({
          url: '/api/correspondencia/codigo-retirada',
          payload: { codigoRetirada: (await w.newParcelWithCode()).codigoRetirada },
        }),
        message: CM.pickupCodeWrong,
      },
      // No id of A in it: B gets its own upload link (200); A's 2xx proves the route works.
      'GET /api/lelloutil/api/aws/presigned-url/put': {
        onA: () => ({ url: '/api/lelloutil/api/aws/presigned-url/put' }),
        fromB: 200,
      },
      'GET /api/correspondencia/foto/{hash}': {
        onA: (w) => ({ url: `/api/correspondencia/foto/${w.photoA}` }),
        fromB: 204,
      },
      'GET /api/correspondencia/relatorio/{tipo}': {
        onA: (w) => ({ url: `/api/correspondencia/relatorio/CSV?unidade=${w.unitA}` }),
        search: (w) => ({ url: '/api/correspondencia/relatorio/CSV', mark: w.marks.recipient }),
      },
      'GET /api/correspondencia/prateleira': {
        onA: (w) => ({ url: `/api/correspondencia/prateleira?idBloco=${w.blockA}` }),
        message: CM.unitNotFound,
        search: (w) => ({
          url: `/api/correspondencia/prateleira?busca=${encodeURIComponent(w.marks.recipient)}`,
          mark: w.marks.recipient,
        }),
      },
      'GET /api/correspondencia/prateleira/relatorio/{tipo}': {
        onA: (w) => ({ url: `/api/correspondencia/prateleira/relatorio/CSV?idBloco=${w.blockA}` }),
        message: CM.unitNotFound,
        search: (w) => ({ url: '/api/correspondencia/prateleira/relatorio/CSV', mark: w.marks.recipient }),
      },
      'GET /api/correspondencia/avisos/{id}': {
        onA: async (w) => ({ url: `/api/correspondencia/avisos/${await w.newFailedNotice()}` }),
        message: CM.parcelNotFound,
        search: { skip: 'os avisos de uma correspondência do condomínio do token; B com a de A recebe 404 acima' },
      },
      'GET /api/correspondencia/avisos': {
        onA: (w) => ({ url: `/api/correspondencia/avisos?unidade=${w.unitA}` }),
        message: CM.unitNotFound,
        search: {
          skip: 'os avisos das pendentes de uma unidade do condomínio do token; B com a de A recebe 404 acima',
        },
      },
      'POST /api/correspondencia/avisos/{id}/reenviar': {
        onA: async (w) => ({ url: `/api/correspondencia/avisos/${await w.newFailedNotice()}/reenviar` }),
        message: CM.parcelNotFound,
      },
      'GET /api/correspondencia/codigo/{codigo}': {
        onA: async (w) => ({ url: `/api/correspondencia/codigo/${await w.newParcel()}` }),
        message: CM.codeNotFound,
      },
      'GET /api/appinstalado/{unitId}': { onA: (w) => ({ url: `/api/appinstalado/${w.unitA}` }) },
      'GET /api/unidades/{idUnidade}/moradores': {
        onA: (w) => ({ url: `/api/unidades/${w.unitA}/moradores` }),
        search: (w) => ({ url: `/api/unidades/${w.unitA}/moradores`, mark: w.marks.resident }),
      },
      'GET /api/correspondencia/moradores': {
        onA: (w) => ({ url: `/api/correspondencia/moradores?unidade=${w.unitA}` }),
        search: (w) => ({
          url: `/api/correspondencia/moradores?search=${encodeURIComponent(w.marks.resident)}`,
          mark: w.marks.resident,
        }),
      },
    },
  },
  'administracao-instalacao': {
    permission: PERMISSIONS.administerInstallation,
    operations: {
      'GET /api/administracao/condominios': {
        noIdsOfA: 'lista os condomínios em que o usuário do token tem o papel de administrador',
        search: {
          skip: 'o porteiro da grade não administra nenhum; condominiums.test.ts prova que a lista é a do administrador',
        },
      },
      'POST /api/administracao/condominios': { noIdsOfA: 'cria um condomínio novo; não lê nenhum existente' },
      'POST /api/administracao/condominio/desativar': { noIdsOfA: 'age no condomínio do token' },
      'POST /api/administracao/condominio/reativar': { noIdsOfA: 'age no condomínio do token' },
    },
  },
  'administracao-equipe': {
    permission: PERMISSIONS.manageStaff,
    operations: {
      'GET /api/administracao/equipe': {
        noIdsOfA: 'lista a equipe do condomínio do token',
        search: () => ({ url: '/api/administracao/equipe', mark: 'Maria Helena Prado' }),
      },
      'POST /api/administracao/equipe': { noIdsOfA: 'inclui uma pessoa, pelo CPF, no condomínio do token' },
      'PUT /api/administracao/equipe/{idUsuario}/cargo': {
        onA: async (w) => ({
          url: `/api/administracao/equipe/${await newStaffOfA(w)}/cargo`,
          payload: { cargo: 'PORTEIRO' },
        }),
        message: STM.memberNotFound,
      },
      'PUT /api/administracao/equipe/{idUsuario}/permissoes': {
        onA: async (w) => ({
          url: `/api/administracao/equipe/${await newStaffOfA(w)}/permissoes`,
          payload: { permissoes: [PERMISSIONS.correspondence] },
        }),
        message: STM.memberNotFound,
      },
      'PUT /api/administracao/equipe/{idUsuario}/telefone': {
        onA: async (w) => ({
          url: `/api/administracao/equipe/${await newStaffOfA(w)}/telefone`,
          payload: { telefone: '(11) 98888-1234' },
        }),
        message: STM.memberNotFound,
      },
      'POST /api/administracao/equipe/{idUsuario}/desativar': {
        onA: async (w) => ({ url: `/api/administracao/equipe/${await newStaffOfA(w)}/desativar` }),
        message: STM.memberNotFound,
      },
      'POST /api/administracao/equipe/{idUsuario}/reativar': {
        onA: async (w) => ({ url: `/api/administracao/equipe/${await newStaffOfA(w, false)}/reativar` }),
        message: STM.memberNotFound,
      },
    },
  },
  administracao: {
    permission: PERMISSIONS.manageCondominium,
    operations: {
      'GET /api/administracao/condominio': { noIdsOfA: 'lê o condomínio do token' },
      'PUT /api/administracao/condominio': { noIdsOfA: 'edita o condomínio do token' },
      'GET /api/administracao/blocos': {
        noIdsOfA: 'lista os blocos do condomínio do token',
        search: () => ({ url: '/api/administracao/blocos', mark: 'Bloco C' }),
      },
      'POST /api/administracao/blocos': { noIdsOfA: 'cria um bloco no condomínio do token' },
      'PUT /api/administracao/blocos/{idBloco}': {
        onA: async (w) => ({
          url: `/api/administracao/blocos/${await newBlockOfA(w)}`,
          payload: { nome: `Bloco Grade ${++gridNames}` },
        }),
        message: ADM.blockNotFound,
      },
      'POST /api/administracao/blocos/{idBloco}/unidades': {
        onA: (w) => ({
          url: `/api/administracao/blocos/${w.blockA}/unidades`,
          payload: { modo: 'lista', nomes: 'Loja da grade' },
        }),
        message: ADM.blockNotFound,
      },
      'PUT /api/administracao/unidades/{idUnidade}': {
        onA: async (w) => ({
          url: `/api/administracao/unidades/${await newUnitOfA(w)}`,
          payload: { nome: `Loja Grade ${++gridNames}`, ativa: true },
        }),
        message: ADM.unitNotFound,
      },
    },
  },
  'administracao-auditoria': {
    permission: PERMISSIONS.readAudit,
    operations: {
      'GET /api/administracao/auditoria': {
        noIdsOfA: 'lista o registro do condomínio do token (todos=true: os que o usuário administra)',
        search: (w) => ({ url: '/api/administracao/auditoria?acao=veiculo.cadastrar&limite=200', mark: w.marks.plate }),
      },
      'GET /api/administracao/auditoria/pessoas': {
        noIdsOfA: 'lista as pessoas do registro do condomínio do token',
        search: {
          skip: 'são nomes da equipe, e o porteiro da grade está nos dois condomínios; audit.test.ts prova que quem só aparece no registro de outro condomínio não é listado',
        },
      },
      'GET /api/administracao/auditoria/relatorio': {
        noIdsOfA: 'exporta o registro do condomínio do token',
        search: (w) => ({
          url: '/api/administracao/auditoria/relatorio?acao=veiculo.cadastrar',
          mark: w.marks.plate,
        }),
      },
    },
  },
  'administracao-moradores': {
    permission: PERMISSIONS.importResidents,
    operations: {
      'GET /api/administracao/moradores/importacao/modelo': { noIdsOfA: 'o modelo é o mesmo em todo condomínio' },
      'POST /api/administracao/moradores/importacao/previa': {
        noIdsOfA: 'lê o arquivo contra os blocos e unidades do condomínio do token (residents-import.test.ts)',
      },
      'POST /api/administracao/moradores/importacao/recusadas': {
        noIdsOfA: 'lê o arquivo contra os blocos e unidades do condomínio do token',
      },
      'POST /api/administracao/moradores/importacao/aplicar': {
        noIdsOfA: 'grava só nas unidades do condomínio do token',
      },
    },
  },
  'administracao-areas': {
    permission: PERMISSIONS.manageAreas,
    operations: {
      'GET /api/administracao/reservas/pendentes': {
        noIdsOfA: 'lista as reservas aguardando aprovação do condomínio do token',
        search: { skip: 'sem reserva aguardando no mundo da grade; booking-approvals.test.ts lista a de A' },
      },
      'POST /api/administracao/reservas/{idReserva}/aprovar': {
        onA: async (w) => ({ url: `/api/administracao/reservas/${await pendingBookingOfA(w)}/aprovar` }),
        message: APM.notFound,
      },
      'POST /api/administracao/reservas/{idReserva}/recusar': {
        onA: async (w) => ({ url: `/api/administracao/reservas/${await pendingBookingOfA(w)}/recusar` }),
        message: APM.notFound,
      },
      'GET /api/administracao/areas': {
        noIdsOfA: 'lista as áreas do condomínio do token',
        search: () => ({ url: '/api/administracao/areas', mark: 'Quadra Poliesportiva' }),
      },
      'POST /api/administracao/areas': { noIdsOfA: 'cria uma área no condomínio do token' },
      'PUT /api/administracao/areas/{idArea}': {
        onA: async (w) => ({ url: `/api/administracao/areas/${await newAreaOfA(w)}`, payload: areaBody() }),
        message: ARM.areaNotFound,
      },
      'POST /api/administracao/areas/{idArea}/desativar': {
        onA: async (w) => ({ url: `/api/administracao/areas/${await newAreaOfA(w)}/desativar` }),
        message: ARM.areaNotFound,
      },
      'POST /api/administracao/areas/{idArea}/reativar': {
        onA: async (w) => ({ url: `/api/administracao/areas/${await newAreaOfA(w, false)}/reativar` }),
        message: ARM.areaNotFound,
      },
      'GET /api/administracao/areas/{idArea}/bloqueios/conflitos': {
        onA: (w) => ({
          url: `/api/administracao/areas/${w.areaA}/bloqueios/conflitos?dataDe=2024-10-02&dataAte=2024-10-09`,
        }),
        message: ARM.areaNotFound,
        search: { skip: 'as reservas de uma área do condomínio do token; B com a área de A recebe 404 acima' },
      },
      'POST /api/administracao/areas/{idArea}/bloqueios': {
        onA: async (w) => ({
          url: `/api/administracao/areas/${await newAreaOfA(w)}/bloqueios`,
          payload: { dataDe: '2024-11-20', dataAte: '2024-11-22', motivo: 1, reservas: [] },
        }),
        message: ARM.areaNotFound,
      },
      'GET /api/administracao/mudancas/regras': { noIdsOfA: 'lê as regras do condomínio do token' },
      'PUT /api/administracao/mudancas/regras': { noIdsOfA: 'grava as regras do condomínio do token' },
    },
  },
  veiculos: {
    permission: PERMISSIONS.vehicles,
    operations: {
      'POST /api/veiculo': { onA: (w) => ({ url: '/api/veiculo', payload: vehicleBody(w) }), message: VM.unitNotFound },
      'GET /api/veiculo/custom': {
        noIdsOfA: 'lista o condomínio do token',
        search: (w) => ({ url: `/api/veiculo/custom?queryParam=${w.marks.plate}`, mark: w.marks.plate }),
      },
      'PUT /api/veiculo/{id}': {
        onA: async (w) => ({ url: `/api/veiculo/${await w.newVehicle()}`, payload: vehicleBody(w) }),
        message: VM.vehicleNotFound,
      },
      'DELETE /api/veiculo/{id}': {
        onA: async (w) => ({ url: `/api/veiculo/${await w.newVehicle()}` }),
        message: VM.vehicleNotFound,
      },
    },
  },
  reservas: {
    permission: PERMISSIONS.reservations,
    operations: {
      'GET /api/reservaareas/v1/area/condominio/{reference}': {
        onA: () => ({ url: '/api/reservaareas/v1/area/condominio/4521' }),
        fromB: 403,
        message: RM.otherCondominium,
      },
      'GET /api/reservaareas/v1/areareserva/calendar/day/{areaId}': {
        onA: (w) => ({
          url: `/api/reservaareas/v1/areareserva/calendar/day/${w.areaA}?datainicio=01/10/2024%2000:00:00&datafim=31/10/2024%2023:59:59`,
        }),
        message: RM.areaNotFound,
      },
      'GET /api/reservaareas/v1/areareserva/calendar/day/hours/{areaId}/{unitId}': {
        onA: (w) => ({
          url: `/api/reservaareas/v1/areareserva/calendar/day/hours/${w.areaA}/${w.unitA}?data=02/10/2024`,
        }),
        message: RM.areaNotFound,
      },
      'POST /api/reservaareas/v1/areareserva': {
        onA: (w) => ({ url: '/api/reservaareas/v1/areareserva', payload: w.freshSlot() }),
        message: RM.areaNotFound,
      },
      'PUT /api/reservaareas/v1/areareserva/status': {
        onA: async (w) => ({
          url: '/api/reservaareas/v1/areareserva/status',
          payload: { id: await w.newReservation(), idStatus: 90 },
        }),
        message: RM.reservationNotFound,
      },
      'GET /api/reservaareas/v1/areareserva/avisos/{id}': {
        onA: async (w) => ({ url: `/api/reservaareas/v1/areareserva/avisos/${await w.newReservation()}` }),
        message: RM.reservationNotFound,
        search: { skip: 'os avisos de uma reserva do condomínio do token; B com a de A recebe 404 acima' },
      },
      // Marks are read only in the token's condominium: B asking for A's ids gets an empty list (reservations.test.ts).
      'GET /api/reservaareas/v1/areareserva/avisos': {
        onA: async (w) => ({ url: `/api/reservaareas/v1/areareserva/avisos?ids=${await w.newReservation()}` }),
        fromB: 200,
        search: { skip: 'a situação dos avisos das reservas pedidas pelo id; B com ids de A recebe data vazio' },
      },
      'GET /api/reservaareas/v1/areareserva/anos': {
        onA: (w) => ({ url: `/api/reservaareas/v1/areareserva/anos?idArea=${w.areaA}&tiporeserva=RESERVA` }),
        message: RM.areaNotFound,
        search: { skip: 'só anos, sem texto livre para marcar; B com a área de A recebe 404 acima' },
      },
      'GET /api/reservaareas/v1/areareserva/condominio/{reference}': {
        onA: (w) => ({ url: reservationList(w.areaA) }),
        fromB: 403,
        message: RM.otherCondominium,
        search: (w) => ({ url: reservationList(w.areaA), mark: w.marks.reservation }),
      },
    },
  },
  cobrancas: {
    permission: PERMISSIONS.reservationCharges,
    operations: {
      // The month is the token's condominium's: B gets its own (empty) month, never A's lines (charges.test.ts).
      'GET /api/reservaareas/v1/cobrancas': {
        onA: () => ({ url: '/api/reservaareas/v1/cobrancas?mes=2024-10' }),
        fromB: 200,
        search: {
          skip: 'uma cobrança não tem texto livre para marcar; charges.test.ts mostra que B não vê as linhas de A',
        },
      },
      'GET /api/reservaareas/v1/cobrancas/relatorio/{tipo}': {
        onA: () => ({ url: '/api/reservaareas/v1/cobrancas/relatorio/CSV?mes=2024-10' }),
        fromB: 200,
        search: { skip: 'o CSV de B sai vazio: charges.test.ts confere que nenhuma linha de A aparece' },
      },
    },
  },
  mudancas: {
    permission: PERMISSIONS.reservations,
    operations: {
      'GET /api/mudanca/regra': {
        onA: () => ({ url: '/api/mudanca/regra?id=4521' }),
        fromB: 403,
        message: RM.otherCondominium,
      },
      'GET /api/mudanca': {
        onA: () => ({
          url: '/api/mudanca?idCondominio=1001&limit=100&dataChegadaFrom=2024-10-01&dataChegadaUntil=2024-12-31',
        }),
        fromB: 403,
        message: RM.otherCondominium,
        search: {
          skip: 'uma mudança não tem texto livre para marcar; moves.test.ts mostra que B não vê nem cancela a de A',
        },
      },
      // Days are read only in the token's condominium: B gets its own (empty) days, never A's (moves.test.ts).
      'GET /api/mudanca/ocupados': {
        onA: () => ({ url: '/api/mudanca/ocupados?dataChegadaFrom=2024-10-01&dataChegadaUntil=2024-12-31' }),
        fromB: 200,
        search: { skip: 'só dias, sem texto livre para marcar; moves.test.ts mostra que B não vê os dias de A' },
      },
      'POST /api/mudanca': {
        onA: (w) => ({
          url: '/api/mudanca',
          payload: { unidade: w.unitA, dataAgendada: w.freshMoveDay(), status: 'PENDENTE' },
        }),
        message: RM.unitNotFound,
      },
      'DELETE /api/mudanca/{id_mudanca}': {
        onA: async (w) => ({ url: `/api/mudanca/${await w.newMove()}` }),
        message: RM.moveNotFound,
      },
    },
  },
  moradores: {
    permission: PERMISSIONS.accessControl,
    operations: {
      'GET /api/condominos/v1/moradores/{idMorador}/biometria/foto': {
        onA: (w) => ({ url: `/api/condominos/v1/moradores/${w.faceResidentA}/biometria/foto` }),
        message: AM.facePhotoNotFound,
      },
      // {id} must be the token's condominium: B asking for A's answers 403 (decision 078).
      'GET /api/portaria/api/v2/condominios/{id}/submoradores': {
        onA: () => ({ url: '/api/portaria/api/v2/condominios/1001/submoradores' }),
        fromB: 403,
        message: AM.condoMismatch,
        search: (w) => ({
          url: `/api/portaria/api/v2/condominios/1001/submoradores?nomeMorador=${encodeURIComponent(w.marks.resident)}`,
          mark: w.marks.resident,
        }),
      },
      'GET /api/condominos/v1/unidades/{idUnidade}/moradores': {
        onA: (w) => ({ url: `/api/condominos/v1/unidades/${w.unitA}/moradores` }),
        message: AM.unitNotFound,
        search: (w) => ({ url: `/api/condominos/v1/unidades/${w.unitA}/moradores`, mark: w.marks.resident }),
      },
      'POST /api/condominos/v1/unit-access': {
        onA: (w) => ({ url: '/api/condominos/v1/unit-access', payload: accessBody(w.unitA) }),
        message: AM.unitNotFound,
      },
      'PUT /api/condominos/v1/morador/submorador': {
        onA: async (w) => {
          const { id } = await w.newResident();
          return {
            url: '/api/condominos/v1/morador/submorador',
            payload: { id, idUnidade: w.unitA, telefone: '(11) 98888-7777', email: null },
          };
        },
        message: AM.residentNotFound,
      },
      'DELETE /api/condominos/v1/morador/submorador/{cpf}/{idUnidade}': {
        onA: async (w) => ({ url: `/api/condominos/v1/morador/submorador/${(await w.newResident()).cpf}/${w.unitA}` }),
        message: AM.unitNotFound,
      },
    },
  },
  convites: {
    permission: PERMISSIONS.accessControl,
    operations: {
      'POST /api/condominos/v1/seventh/convite': {
        onA: (w) => ({
          url: '/api/condominos/v1/seventh/convite',
          payload: {
            idUnidade: w.unitA,
            nomeConvidado: 'Convidado Grade',
            cpfConvidado: makeCpf(++requester),
            email: null,
            tipoEnvio: 'LINK',
            tipoPessoa: 'VISITANTE',
          },
        }),
        message: AM.unitNotFound,
      },
    },
  },
  'solicitacoes-acesso': {
    permission: PERMISSIONS.approveAccessRequest,
    operations: {
      'GET /api/condominos/v1/unit-access/solicitacoes': {
        noIdsOfA: 'lista o condomínio do token',
        search: (w) => ({ url: '/api/condominos/v1/unit-access/solicitacoes', mark: w.marks.accessRequest }),
      },
      'POST /api/condominos/v1/unit-access/solicitacoes/{id}/aprovar': {
        onA: async (w) => ({
          url: `/api/condominos/v1/unit-access/solicitacoes/${await w.newAccessRequest()}/aprovar`,
        }),
        message: AM.requestNotFound,
      },
      'POST /api/condominos/v1/unit-access/solicitacoes/{id}/recusar': {
        onA: async (w) => ({
          url: `/api/condominos/v1/unit-access/solicitacoes/${await w.newAccessRequest()}/recusar`,
        }),
        message: AM.requestNotFound,
      },
    },
  },
  visitantes: {
    permission: PERMISSIONS.accessControl,
    operations: {
      // The id filter of A answers B an empty page (its own condominium), never A's record.
      'GET /api/controleacesso/visitanteunidade': {
        onA: (w) => ({
          url: `/api/controleacesso/visitanteunidade?idVisitanteUnidade=${w.visitorA.idVisitanteUnidade}`,
        }),
        fromB: 200,
        search: (w) => ({
          url: `/api/controleacesso/visitanteunidade?curinga=${encodeURIComponent(w.marks.visitor)}`,
          mark: w.marks.visitor,
        }),
      },
      'GET /api/controleacesso/visitanteunidade/documento': {
        onA: (w) => ({
          url: `/api/controleacesso/visitanteunidade/documento?tipoDocumento=CPF&numeroDocumento=${CARLOS.cpf}&idUnidade=${w.unitA}`,
        }),
        message: XM.unitNotFound,
      },
      'POST /api/controleacesso/visitantecomautorizacao': {
        onA: (w) => ({ url: '/api/controleacesso/visitantecomautorizacao', payload: visitorBody(w.unitA) }),
        message: XM.unitNotFound,
      },
      'PUT /api/controleacesso/visitantecomautorizacao': {
        onA: async (w) => {
          const ids = await w.newVisitor();
          const body = visitorBody(w.unitA);
          return {
            url: '/api/controleacesso/visitantecomautorizacao',
            payload: {
              ...body,
              visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
            },
          };
        },
        message: XM.visitorNotFound,
      },
      'DELETE /api/controleacesso/{idVisitante}': {
        onA: async (w) => ({ url: `/api/controleacesso/${(await w.newVisitor()).idVisitante}` }),
        message: XM.visitorNotFound,
      },
      'GET /api/controleacesso/autorizarconvidado/agrupada/{idVisitanteUnidade}': {
        onA: (w) => ({ url: `/api/controleacesso/autorizarconvidado/agrupada/${w.visitorA.idVisitanteUnidade}` }),
        message: XM.visitorNotFound,
        search: { skip: 'agendamentos não têm texto livre para marcar; B com o id de A recebe 404 acima' },
      },
      'DELETE /api/controleacesso/autorizarconvidado/{idAutorizacao}': {
        onA: async (w) => ({ url: `/api/controleacesso/autorizarconvidado/${(await w.newVisitor()).idAutorizacao}` }),
        message: XM.scheduleNotFound,
      },
      'GET /api/controleacesso/autorizarconvidado/logentrada': {
        noIdsOfA: 'os cartões do dia do condomínio do token',
        search: (w) => ({
          url: `/api/controleacesso/autorizarconvidado/logentrada?dataReferencia=2024-10-01&curinga=${encodeURIComponent(w.marks.visitor)}`,
          mark: w.marks.visitor,
        }),
      },
      'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': {
        noIdsOfA: 'as visitas abertas do condomínio do token',
        search: (w) => ({
          url: `/api/controleacesso/autorizarconvidado/logentrada/abertas?curinga=${encodeURIComponent(w.marks.visitor)}`,
          mark: w.marks.visitor,
        }),
      },
      'POST /api/controleacesso/logentrada': {
        onA: async (w) => {
          const ids = await w.newVisitorInside();
          return {
            url: '/api/controleacesso/logentrada',
            payload: { tipo: 'SAIDA', idAutorizacao: ids.idAutorizacao, idVisitanteUnidade: ids.idVisitanteUnidade },
          };
        },
        message: XM.visitorNotFound,
      },
      'POST /api/controleacesso/entradaesaida/automatico': {
        onA: async (w) => ({
          url: `/api/controleacesso/entradaesaida/automatico?idVisitanteUnidade=${(await w.newVisitor()).idVisitanteUnidade}`,
        }),
        message: XM.visitorNotFound,
      },
      'GET /api/controleacesso/autorizarconvidado/logentrada/filtrado': {
        noIdsOfA: 'o relatório do condomínio do token',
        search: (w) => ({
          url: '/api/controleacesso/autorizarconvidado/logentrada/filtrado?dataDe=2024-10-01&dataAte=2024-10-01',
          mark: w.marks.visitor,
        }),
      },
      'GET /api/controleacesso/autorizarconvidado/logentrada/relatorio': {
        noIdsOfA: 'o relatório do condomínio do token',
        search: (w) => ({
          url: '/api/controleacesso/autorizarconvidado/logentrada/relatorio?tipo=CSV&dataDe=2024-10-01&dataAte=2024-10-01',
          mark: w.marks.visitor,
        }),
      },
    },
  },
  'linha-do-tempo': {
    permission: PERMISSIONS.accessControl,
    operations: {
      'GET /api/portaria/api/v2/linhadotempo': {
        noIdsOfA: 'lista o dia do condomínio do token',
        search: (w) => ({ url: '/api/portaria/api/v2/linhadotempo?data=2024-10-01', mark: w.marks.recipient }),
      },
      'GET /api/portaria/api/v2/linhadotempo/janela': {
        noIdsOfA: 'lista janelas do dia do condomínio do token',
        search: (w) => ({
          url: `/api/portaria/api/v2/linhadotempo/janela?data=2024-10-01&busca=${encodeURIComponent(w.marks.recipient)}`,
          mark: w.marks.recipient,
        }),
      },
    },
  },
  'portaria-busca': {
    permission: null,
    operations: {
      'GET /api/portaria/busca': {
        noIdsOfA: 'busca no condomínio do token',
        search: (w) => ({
          url: `/api/portaria/busca?q=${encodeURIComponent(w.marks.resident)}`,
          mark: w.marks.resident,
        }),
      },
    },
  },
  'portaria-unidades': {
    permission: null,
    operations: {
      'GET /api/portaria/unidades/{idUnidade}': {
        onA: (w) => ({ url: `/api/portaria/unidades/${w.unitA}` }),
        message: DKM.unitNotFound,
        search: { skip: 'a página de uma unidade, não uma lista: onA prova que B recebe 404 pela unidade de A' },
      },
      'GET /api/portaria/offline': {
        noIdsOfA: 'o que a portaria lê sem conexão: as unidades do condomínio do token',
        search: (w) => ({ url: '/api/portaria/offline', mark: w.marks.resident }),
      },
      'GET /api/portaria/unidades/{idUnidade}/instrucoes/vigentes': {
        onA: (w) => ({ url: `/api/portaria/unidades/${w.unitA}/instrucoes/vigentes` }),
        message: DKM.unitNotFound,
        search: { skip: 'as instruções de uma unidade: onA prova que B recebe 404 pela unidade de A' },
      },
    },
  },
  'portaria-instrucoes': {
    permission: PERMISSIONS.accessControl,
    operations: {
      'GET /api/portaria/unidades/{idUnidade}/instrucoes': {
        onA: (w) => ({ url: `/api/portaria/unidades/${w.unitA}/instrucoes` }),
        message: INM.unitNotFound,
        search: { skip: 'o histórico de uma unidade: onA prova que B recebe 404 pela unidade de A' },
      },
      'POST /api/portaria/unidades/{idUnidade}/instrucoes': {
        onA: (w) => ({ url: `/api/portaria/unidades/${w.unitA}/instrucoes`, payload: instructionBody() }),
        message: INM.unitNotFound,
      },
      'POST /api/portaria/instrucoes/{id}/encerrar': {
        onA: async (w) => ({ url: `/api/portaria/instrucoes/${await newInstructionOfA(w)}/encerrar` }),
        message: INM.notFound,
      },
    },
  },
  'livro-portaria': SHIFT_BOOK_FIXTURES,
  chaves: KEY_FIXTURES,
  'chaves-cadastro': KEY_CATALOGUE_FIXTURES,
  documentos: {
    permission: PERMISSIONS.documents,
    operations: {
      // The path names the condominium: B asking for A's list is refused (403), A's own answers.
      'GET /api/documentos/condominio/{idCondo}/tipo/{tipo}': {
        onA: () => ({ url: '/api/documentos/condominio/1001/tipo/0?expiration=604800000' }),
        fromB: 403,
        search: { skip: 'dois documentos fixos do condomínio do token; B com o id de A é recusado (403) acima' },
      },
      'GET /api/documentos/tipo/{tipo}/{id}/download': {
        onA: (w) => ({ url: `/api/documentos/tipo/0/${w.documentA}/download` }),
        message: DM.notFound,
      },
      'GET /api/documentos/unidades/{idUnidade}/moradores': {
        onA: (w) => ({ url: `/api/documentos/unidades/${w.unitA}/moradores` }),
        message: DM.unitNotFound,
        search: (w) => ({ url: `/api/documentos/unidades/${w.unitA}/moradores`, mark: w.marks.resident }),
      },
      'POST /api/sendmail': {
        onA: (w) => ({
          url: '/api/sendmail',
          payload: { idUnidade: w.unitA, idMorador: null, email: 'grade@exemplo.com.br', tipoDocumento: 'CONVENCAO' },
        }),
        message: DM.unitNotFound,
      },
    },
  },
  'documentos-sindico': {
    permission: PERMISSIONS.manageDocuments,
    operations: {
      'GET /api/documentos/arquivo/presigned-url/put': {
        onA: () => ({ url: '/api/documentos/arquivo/presigned-url/put' }),
        fromB: 200,
      },
      // B's token replaces B's own document with a file of A: the file is unknown to B (400), A's is replaced.
      'PUT /api/documentos/{tipoDocumento}': {
        noIdsOfA:
          'substitui o documento do condomínio do token; o arquivo de A é desconhecido para B (documents.test.ts)',
      },
      'GET /api/documentos/links': {
        onA: () => ({ url: '/api/documentos/links' }),
        fromB: 200,
        search: (w) => ({ url: '/api/documentos/links', mark: w.marks.documentLink }),
      },
      'DELETE /api/documentos/links/{id}': {
        onA: async (w) => ({ url: `/api/documentos/links/${await w.newDocumentLink()}` }),
        message: DM.linkNotFound,
      },
    },
  },
  ocorrencias: {
    permission: PERMISSIONS.occurrences,
    operations: {
      // No id of A in it: B gets its own upload link (200); A's 2xx proves the route works.
      'GET /api/ocorrencias/anexo/presigned-url/put': {
        onA: () => ({ url: '/api/ocorrencias/anexo/presigned-url/put' }),
        fromB: 200,
      },
      'GET /api/ocorrencias/unidades/{idUnidade}/moradores': {
        onA: (w) => ({ url: `/api/ocorrencias/unidades/${w.unitA}/moradores` }),
        message: OM.unitNotFound,
        search: (w) => ({ url: `/api/ocorrencias/unidades/${w.unitA}/moradores`, mark: w.marks.resident }),
      },
      'POST /api/portaria/api/v2/ocorrencias': {
        onA: (w) => ({ url: '/api/portaria/api/v2/ocorrencias', payload: occurrenceBody(w.unitA) }),
        message: OM.unitNotFound,
      },
      'GET /api/ocorrencias/resumo': {
        onA: (w) => ({ url: `/api/ocorrencias/resumo?unidade=${w.unitA}` }),
        search: (w) => ({
          url: `/api/ocorrencias/resumo?conteudo=${encodeURIComponent(w.marks.occurrence)}`,
          mark: w.marks.occurrence,
        }),
      },
      'GET /api/ocorrencias/{id}': {
        onA: (w) => ({ url: `/api/ocorrencias/${w.occurrenceA.id}` }),
        message: OM.notFound,
        search: (w) => ({ url: `/api/ocorrencias/${w.occurrenceA.id}`, mark: w.marks.occurrence }),
      },
      'GET /api/ocorrencias/conteudo/{contentId}/anexo/{attachmentHash}': {
        onA: (w) => ({ url: `/api/ocorrencias/conteudo/${w.occurrenceA.contentId}/anexo/${w.occurrenceA.hash}` }),
        message: OM.attachmentNotFound,
      },
    },
  },
  // Not condominium areas: their own token rules (x-access), checked for 401 by the grid; context.test.ts and
  // password.test.ts hold the rest.
  auth: {
    permission: null,
    operations: {
      'POST /api/auth/rbac/context/{context}': {
        noIdsOfA: 'a pessoa escolhe entre os próprios condomínios (context.test.ts)',
      },
      'POST /api/auth/rbac/refresh/{referencia}': {
        onA: () => ({ url: '/api/auth/rbac/refresh/4521' }),
        fromB: 403,
        onlyB: 'renovar revoga o token de A',
      },
      'POST /api/auth/rbac/logout': { noIdsOfA: 'encerra a sessão do próprio token' },
    },
  },
  conta: {
    permission: null,
    operations: {
      'POST /api/external/porter/registration': {
        noIdsOfA: 'token de dois fatores, de uma pessoa e não de um condomínio',
      },
      'PUT /api/external/forgot-my-password': {
        noIdsOfA: 'token de dois fatores, de uma pessoa e não de um condomínio',
      },
    },
  },
};
