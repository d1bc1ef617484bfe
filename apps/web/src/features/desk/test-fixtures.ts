import type { SearchResult, UnitPage } from '@portaria/shared/desk/desk.schemas';
import { searchResultSchema, unitPageSchema } from '@portaria/shared/desk/desk.schemas';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { contractBody } from '../../test/test-utils';

/** The desk's tests' answers, checked against the shared contract (a contract change breaks them too). */
const A1204 = { idUnidade: 12, unidade: '1204', nmBloco: 'Bloco A' };
const B302 = { idUnidade: 22, unidade: '302', nmBloco: 'Bloco B' };

export const CONDO: Condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: true,
  blocos: [
    { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 1, unidades: [{ idUnidade: 12, nome: '1204', pessoas: [] }] },
    { idBloco: 2, nome: 'Bloco B', quantidadeUnidades: 1, unidades: [{ idUnidade: 22, nome: '302', pessoas: [] }] },
  ],
};

/** Every group, out of SEARCH_GROUPS order on purpose (the screen orders them). */
export const fullResult = (q: string): SearchResult =>
  contractBody(searchResultSchema, {
    q,
    reservas: [
      {
        ...B302,
        id: 5,
        nomeArea: 'Salão de festas',
        dataInicioReserva: '2026-11-21T17:00:00.000Z',
        dataFimReserva: '2026-11-21T21:00:00.000Z',
      },
    ],
    visitantes: [
      {
        idVisitante: 40,
        nome: 'Ana Lúcia Prestes',
        visitanteTipo: 'PRESTADOR_SERVICO',
        empresa: 'Limpa Tudo',
        documento: '12*******90',
        idUnidade: null,
        unidade: null,
        nmBloco: null,
      },
    ],
    veiculos: [{ ...B302, id: 7, placa: 'ABC1234', modelo: 'Fiat Argo', cor: 'PRATA', tipo: 'CARRO' }],
    encomendas: [
      {
        ...A1204,
        id: 71,
        destinatario: 'Ana Paula Souza',
        codigoRastreio: 'BR123456789',
        status: 'PENDENTE',
        dataChegada: '2026-11-20T13:05:00.000Z',
      },
    ],
    pessoas: [
      { ...B302, tipo: 'MORADOR', id: 3, nome: 'Ana Beatriz Lima', cpf: '52*******25', perfil: 'morar.proprietario' },
    ],
    unidades: [{ ...A1204, moradores: 3 }],
  });

export const emptyResult = (q: string): SearchResult => contractBody(searchResultSchema, { q, unidades: [] });

export const unitPage = (overrides: Partial<UnitPage> = {}): UnitPage =>
  contractBody(unitPageSchema, {
    unidade: { ...A1204, ativa: true },
    instrucoes: [],
    moradores: [
      {
        idMorador: 1,
        nome: 'Ana Paula Souza',
        cpf: '52*******25',
        perfil: 'morar.proprietario',
        telefone: null,
        appInstalado: true,
        statusBiometria: 'NAO_CADASTRADA',
      },
    ],
    autorizados: [
      {
        idAutorizado: 9,
        nome: 'Rita Moraes',
        documento: '39*******05',
        parentesco: 'Irmã',
        tipoAutorizacao: 'PONTUAL',
        validoAte: '2026-12-31',
        retiraEncomendas: true,
        retiraAte: null,
      },
    ],
    veiculos: [{ id: 7, placa: 'ABC1D23', modelo: 'Honda Fit', cor: 'AZUL', tipo: 'CARRO' }],
    encomendas: [
      {
        id: 71,
        destinatario: 'Ana Paula Souza',
        categoria: 'PACOTE',
        codigoRastreio: null,
        dataChegada: '2026-11-21T12:00:00.000Z',
        dias: 0,
      },
      {
        id: 64,
        destinatario: 'Jorge Souza',
        categoria: 'ENVELOPE',
        codigoRastreio: 'BR1',
        dataChegada: '2026-11-20T12:00:00.000Z',
        dias: 1,
      },
      {
        id: 52,
        destinatario: 'Jorge Souza',
        categoria: 'CAIXA',
        codigoRastreio: null,
        dataChegada: '2026-11-16T12:00:00.000Z',
        dias: 5,
      },
    ],
    esperados: [],
    dentro: [],
    reservas: [],
    mudancas: [],
    chaves: [],
    linhaDoTempo: [
      { id: 1, area: 'correspondencia', atividade: 'Encomenda Cód.71 recebida', data: '2026-11-21T12:00:00.000Z' },
    ],
    ...overrides,
  });
