import { MESSAGES } from '@portaria/shared';
import { ACCOUNT_MESSAGES } from '@portaria/shared/accounts/accounts.messages';
import { CORRESPONDENCE_MESSAGES } from '@portaria/shared/correspondence/correspondence.messages';
import { DOCUMENT_MESSAGES } from '@portaria/shared/documents/documents.messages';
import { OCCURRENCE_MESSAGES } from '@portaria/shared/occurrences/occurrences.messages';
import { VEHICLE_MESSAGES } from '@portaria/shared/vehicles/vehicles.messages';
import { ACCESS_MESSAGES, INVITE_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { RESERVATION_MESSAGES } from '@portaria/shared/reservations/reservations.messages';
import { CHARGE_MESSAGES } from '@portaria/shared/reservations/charge.messages';
import { VISITOR_MESSAGES } from '@portaria/shared/access-control/visitors.messages';
import { TIMELINE_MESSAGES } from '@portaria/shared/timeline/timeline.messages';
import { AUDIT_MESSAGES } from '@portaria/shared/administration/audit.messages';
import { ADMINISTRATION_MESSAGES } from '@portaria/shared/administration/administration.messages';
import { STAFF_MESSAGES } from '@portaria/shared/administration/staff.messages';
import { APPROVAL_MESSAGES } from '@portaria/shared/administration/booking-approvals.messages';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { INSTRUCTION_MESSAGES } from '@portaria/shared/desk/instructions.messages';
import { AREA_MESSAGES } from '@portaria/shared/administration/areas.messages';
import { SHIFT_BOOK_MESSAGES } from '@portaria/shared/shift-book/shift-book.messages';
import { KEY_MESSAGES } from '@portaria/shared/keys/keys.messages';
import { localDateTime } from '@portaria/shared/common/day';
import { solveAltcha } from '../modules/accounts/test-support.ts';
import { api, parcel } from '../modules/correspondence/correspondence.test-support.ts';
import type { TestApp } from './test-app.ts';
import { CARLOS, JOANA } from './helpers.ts';

/** Every pt-BR message the API may answer; "{x}" placeholders match anything. */
const catalogue = [
  MESSAGES,
  ACCOUNT_MESSAGES,
  CORRESPONDENCE_MESSAGES,
  VEHICLE_MESSAGES,
  ACCESS_MESSAGES,
  INVITE_MESSAGES,
  RESERVATION_MESSAGES,
  CHARGE_MESSAGES,
  OCCURRENCE_MESSAGES,
  DOCUMENT_MESSAGES,
  VISITOR_MESSAGES,
  TIMELINE_MESSAGES,
  AREA_MESSAGES,
  AUDIT_MESSAGES,
  ADMINISTRATION_MESSAGES,
  STAFF_MESSAGES,
  APPROVAL_MESSAGES,
  DESK_MESSAGES,
  INSTRUCTION_MESSAGES,
  SHIFT_BOOK_MESSAGES,
  KEY_MESSAGES,
]
  .flatMap((m) => Object.values(m) as unknown[])
  .filter((m): m is string => typeof m === 'string');
const templates = catalogue.map(
  (m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`),
);
/** Copy written inline in a schema rather than in a catalogue (auth.schemas.ts). */
const inline = new Set(['Modo de acesso inválido', 'Informe a senha', 'Senha muito longa']);
export const isOurMessage = (message: unknown): boolean =>
  typeof message === 'string' && (inline.has(message) || templates.some((t) => t.test(message)));

/** A valid CPF from a counter (check digits computed), so each pre-registration is a new person. */
export const makeCpf = (n: number): string => {
  const digits = String(100_000_000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
};

export type Fixtures = {
  unit: number;
  vehicleId: number;
  resident: { id: number; nome: string; cpf: string };
  token: string;
};

let counter = 0;
const next = () => (counter += 1);

/** Plate in the old format LLLNNNN, new for every call (a repeated plate would answer 409 first). */
const freshPlate = () => `BAD${String(next() % 10_000).padStart(4, '0')}`;

const validAreaBody = {
  capacidade: 20,
  valorTaxaUtilizacao: 0,
  qtMinDiasDisponivelReserva: 0,
  qtDiasDisponivelReserva: 30,
  diasSemana: [1, 2, 3, 4, 5, 6, 7],
  abertura: '08:00',
  fechamento: '22:00',
  diaInteiro: false,
  horarios: [{ de: '08:00', ate: '12:00' }],
};

/** A valid body per operation; fresh rows where reuse would answer 409 before the bad value is read. */
export const validBodies: Record<string, (t: TestApp, f: Fixtures) => Promise<unknown>> = {
  'POST /api/auth/rbac/project/PORTARIA': async () => ({ user: CARLOS.cpf, password: CARLOS.password }),
  'POST /api/token/auth': async () => ({ document: JOANA.cpf, identifierKey: 'PORTARIA', purpose: 'registration' }),
  'POST /api/token/generation': async () => ({
    hashToken: 'h'.repeat(40),
    hashDevice: 'dispositivo',
    contactKey: 'tel-1',
  }),
  'POST /api/token/validation': async () => ({ tokenValue: '123456', hashToken: 'h'.repeat(40) }),
  'POST /api/external/porter/registration': async () => ({ password: 'Xy7#abcdEf', confirmation: 'Xy7#abcdEf' }),
  'PUT /api/external/forgot-my-password': async () => ({ password: 'Xy7#abcdEf', confirmation: 'Xy7#abcdEf' }),
  'POST /api/public/precadastro': async (t) => ({
    condominio: 4521,
    cpf: makeCpf(next()),
    nome: 'Rafael Teixeira Gomes',
    cargo: 'ZELADOR',
    telefone: '(11) 97654-3210',
    email: 'rafael.gomes@exemplo.com.br',
    altcha: await solveAltcha(t.app),
  }),
  'POST /api/correspondencia/entrada': async (_t, f) => parcel(f.unit, { porteiro: 1, observacao: 'Portaria' }),
  'POST /api/correspondencia/codigo-retirada': async () => ({ codigoRetirada: '482913' }),
  'POST /api/correspondencia/retirada': async (t, f) => ({
    id: await newParcel(t, f),
    dataRetirada: '2024-10-01T10:00:00',
    moradorRetirada: {
      idMorador: f.resident.id,
      idPessoa: f.resident.id,
      cadastrado: true,
      nome: f.resident.nome,
      cpf: f.resident.cpf,
      email: 'a@b.com',
    },
    cpfCnpj: null,
    nomeMoradorNaoCadastro: null,
    documentoConferido: true,
  }),
  'POST /api/correspondencia/retirada-multipla': async (t, f) => ({
    ids: [await newParcel(t, f)],
    dataRetirada: '2024-10-01T10:00:00',
    nomeMoradorNaoCadastro: 'Vizinho do 12',
    cpfCnpj: '529.982.247-25',
    documentoConferido: true,
  }),
  'POST /api/portaria/api/v2/ocorrencias': async (_t, f) => ({
    idUnidade: f.unit,
    tipoOcorrencia: 'OUTROS',
    publica: true,
    tipoUsuario: 'MORADOR',
    conteudo: 'Mensagem da varredura',
    email: 'varredura@exemplo.com.br',
    hashAnexo: null,
    dataOcorrencia: '2024-10-01T10:00:00',
  }),
  'POST /api/sendmail': async (_t, f) => ({
    idUnidade: f.unit,
    idMorador: null,
    email: 'varredura@exemplo.com.br',
    nomeArquivo: 'CONVENCAO.pdf',
    link: 'x',
    tipoDocumento: 'CONVENCAO',
  }),
  'PUT /api/documentos/{tipoDocumento}': async () => ({ hashArquivo: '0'.repeat(32) }),
  'POST /api/portaria/unidades/{idUnidade}/instrucoes': async () => ({
    tipo: 'VIAJANDO',
    texto: 'Viajando até domingo',
    inicio: '2024-10-01',
    fim: null,
  }),
  'POST /api/portaria/livro/registros': async (_t, f) => ({
    categoria: 'PENDENCIA',
    texto: 'Registro da varredura',
    idUnidade: f.unit,
  }),
  'PUT /api/portaria/livro/registros/{id}': async () => ({ categoria: 'INFORMACAO', texto: 'Registro alterado' }),
  'POST /api/portaria/livro/passagens': async () => ({ resumo: 'Plantão da varredura' }),
  'POST /api/portaria/livro/leitura': async () => ({ idPassagem: 1, registros: [] }),
  'POST /api/chaves': async (_t, f) => ({ nome: `Chave da varredura ${next()}`, etiqueta: '9', idUnidade: f.unit }),
  'PUT /api/chaves/{id}': async () => ({ nome: `Chave da varredura ${next()}`, local: 'Térreo' }),
  'POST /api/chaves/{id}/retiradas': async (t) => ({
    tipoPortador: 'PRESTADOR',
    portadorNome: 'Prestador da varredura',
    portadorDocumento: '12.345.678-9',
    devolucaoPrevista: localDateTime(new Date(t.clock.now().getTime() + 7_200_000)).slice(0, 16),
  }),
  'POST /api/veiculo': async (_t, f) => ({
    unidade: f.unit,
    tipo: 'CARRO',
    placa: freshPlate(),
    cor: 'PRETO',
    modelo: 'Onix',
    observacao: 'Garagem 3',
    vagaAlugada: false,
  }),
  'POST /api/reservaareas/v1/areareserva': async (_t, f) => ({
    idArea: 1,
    idUnidade: f.unit,
    dataInicioReserva: '2024-10-02T10:00:00',
    dataFimReserva: '2024-10-02T16:00:00',
    tipoReserva: 'R',
    observacao: 'Aniversário',
    dataInclusao: '2024-10-01T09:00:00',
    origemReserva: 'PORTARIA',
  }),
  'PUT /api/reservaareas/v1/areareserva/status': async () => ({ id: 1, idStatus: 90 }),
  'POST /api/instalacao/{segredo}': async () => ({
    administrador: {
      nome: 'Beatriz Nogueira',
      cpf: makeCpf(next() + 7000),
      telefone: '(11) 99876-5432',
      email: null,
      senha: 'Xy7#abcdEf',
      confirmacao: 'Xy7#abcdEf',
    },
    condominio: { nome: 'Vila Serena', multiplosBlocos: false },
  }),
  'POST /api/administracao/equipe': async () => ({
    cpf: makeCpf(next() + 7500),
    nome: 'Pessoa da Equipe',
    telefone: '(11) 97654-3213',
    cargo: 'ZELADOR',
  }),
  'PUT /api/administracao/equipe/{idUsuario}/cargo': async () => ({ cargo: 'ZELADOR' }),
  'PUT /api/administracao/equipe/{idUsuario}/permissoes': async () => ({ permissoes: [] }),
  'PUT /api/administracao/equipe/{idUsuario}/telefone': async () => ({ telefone: '(11) 97654-3214' }),
  'POST /api/administracao/condominios': async () => ({ nome: 'Condomínio Entrada', multiplosBlocos: true }),
  'PUT /api/administracao/condominio': async () => ({ nome: 'Residencial Jardim das Palmeiras' }),
  'POST /api/administracao/blocos': async () => ({ nome: `Bloco ${next()}` }),
  'PUT /api/administracao/blocos/{idBloco}': async () => ({ nome: `Bloco ${next()}` }),
  'POST /api/administracao/blocos/{idBloco}/unidades': async () => ({ modo: 'lista', nomes: `Loja ${next()}` }),
  'PUT /api/administracao/unidades/{idUnidade}': async () => ({ nome: `Loja ${next()}`, ativa: true }),
  'POST /api/administracao/areas': async () => ({ ...validAreaBody, nomeArea: `Área ${next()}` }),
  'PUT /api/administracao/areas/{idArea}': async () => ({ ...validAreaBody, nomeArea: `Área ${next()}` }),
  'POST /api/administracao/areas/{idArea}/bloqueios': async () => ({
    dataDe: '2024-11-20',
    dataAte: '2024-11-21',
    motivo: 1,
    reservas: [],
  }),
  'PUT /api/administracao/mudancas/regras': async () => ({
    ativo: true,
    diasPermitidos: 126,
    diasAntecedencia: 2,
    horaSemanaInicio: '08:00',
    horaSemanaFim: '17:00',
    horaFdsInicio: '08:00',
    horaFdsFim: '12:00',
  }),
  'POST /api/mudanca': async (_t, f) => ({ unidade: f.unit, dataAgendada: '2024-10-10', status: 'PENDENTE' }),
  'PUT /api/veiculo/{id}': async (_t, f) => ({
    id: f.vehicleId,
    ativo: true,
    unidade: f.unit,
    tipo: 'CARRO',
    placa: freshPlate(),
    cor: 'PRETO',
    modelo: 'Onix',
    observacao: 'Garagem 3',
    vagaAlugada: 'N',
  }),
  'POST /api/condominos/v1/unit-access': async (_t, f) => ({
    idUnidade: f.unit,
    nomeSolicitante: 'Júlia Araújo',
    cpfCnpjSolicitante: makeCpf(next() + 3000),
    tipoVinculo: 'morar.morador',
    emailSolicitante: 'julia@exemplo.com.br',
    celularSolicitante: '(11) 98765-4321',
    acessoApp: true,
  }),
  'POST /api/condominos/v1/seventh/convite': async (_t, f) => ({
    idUnidade: f.unit,
    nomeConvidado: 'Júlia Araújo',
    cpfConvidado: makeCpf(next() + 5000),
    email: null,
    tipoEnvio: 'LINK',
    tipoPessoa: 'VISITANTE',
  }),
  'POST /api/public/convite/{token}': async () => ({ consentimento: true, foto: 'data:image/png;base64,iVBORw0KGgo=' }),
  'POST /api/controleacesso/visitantecomautorizacao': async (_t, f) => visitorBody(f.unit),
  'PUT /api/controleacesso/visitantecomautorizacao': async (_t, f) => ({
    ...visitorBody(f.unit),
    visitanteUnidade: { ...visitorBody(f.unit).visitanteUnidade, idVisitanteUnidade: 1 },
  }),
  'POST /api/controleacesso/logentrada': async () => ({
    tipo: 'ENTRADA',
    idAutorizacao: 1,
    idVisitanteUnidade: 1,
    data: '2024-10-01T10:00:00',
  }),
  'PUT /api/condominos/v1/morador/submorador': async (_t, f) => ({
    id: f.resident.id,
    idUnidade: f.unit,
    telefone: '(11) 98765-4321',
    email: null,
  }),
};

/** A visitor with a recurring schedule (the richest body of the area), a new CPF each time. */
const visitorBody = (unit: number) => ({
  visitanteUnidade: {
    visitante: {
      nome: 'Júlia Araújo',
      cpf: makeCpf(next() + 7000),
      empresa: 'Limpeza Ltda',
      telefone: '(11) 98765-4321',
      visitanteTipo: 'PRESTADOR_SERVICO',
    },
    unidades: [{ id: unit }],
    observacao: 'Varredura',
  },
  autorizacao: {
    tipoAutorizacao: 'ACESSO_LIBERADO',
    dataDe: '2024-10-01',
    dataAte: '2024-10-31',
    recorrencia: {
      tipoRecorrencia: 'DIARIO',
      intervalo: 0,
      itens: [{ valorRecorrencia: 2, inicio: '00:00', fim: '00:00' }],
    },
  },
});

const newParcel = async (t: TestApp, f: Fixtures): Promise<number> => {
  const res = await api(t.app, f.token).register(parcel(f.unit));
  if (res.statusCode !== 201) throw new Error(`cadastro falhou: ${res.body}`);
  return res.json().id as number;
};

/** Valid path values by parameter name. */
export const validPathValues = (f: Fixtures): Record<string, string> => ({
  context: '1001',
  referencia: '4521',
  idCondo: '1001',
  unitId: String(f.unit),
  idUnidade: String(f.unit),
  tipo: 'CSV',
  hash: 'a'.repeat(32),
  fileName: 'b'.repeat(32),
  token: 'c'.repeat(43),
  cpf: CARLOS.cpf,
  reference: '4521',
});

/** Required query values by parameter name. */
export const validQueryValues: Record<string, string> = {
  mode: 'AppPortaria',
  cpf: CARLOS.cpf,
  reference: '4521',
  datainicio: '01/10/2024 00:00:00',
  datafim: '31/10/2024 23:59:59',
  data: '02/10/2024',
  tiporeserva: 'RESERVA',
  dataChegadaFrom: '2024-10-01',
  dataChegadaUntil: '2024-10-31',
  tipo: 'CSV',
  tipoDocumento: 'CPF',
  numeroDocumento: '52998224725',
  dataDe: '2024-10-01',
  dataAte: '2024-10-01',
  mes: '2024-10',
};

/** Query values of one operation: the shared ones, with the few names that mean another thing there. */
const QUERY_OVERRIDES: Record<string, Record<string, string>> = {
  'GET /api/portaria/api/v2/linhadotempo': { data: '2024-10-01' },
  'GET /api/portaria/api/v2/linhadotempo/janela': { data: '2024-10-01' },
};
export const validQueryValuesOf = (key: string): Record<string, string> => ({
  ...validQueryValues,
  ...QUERY_OVERRIDES[key],
});

/** Valid values of optional date parameters: the sweep sends them with year 0000 and outside 2000–2100 too. */
export const optionalDateValues: Record<string, string> = {
  dataChegadaFrom: '2024-10-01',
  dataChegadaUntil: '2024-10-31',
  dataFrom: '2024-10-01',
  dataUntil: '2024-10-31',
  dataReferencia: '2024-10-01',
  dataDe: '2024-10-01',
  dataAte: '2024-10-01',
  mes: '2024-10',
};
