import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { EntryCard, Schedule, VisitorUnit } from '@portaria/shared/access-control/visitors.schemas';

const unit = (idUnidade: number, nome: string) => ({ idUnidade, nome, pessoas: [] });

export const TWO_BLOCKS: Condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial Jardim das Palmeiras',
  nomeFantasia: 'Jardim das Palmeiras',
  tem_biometria: true,
  blocos: [
    { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 2, unidades: [unit(11, '101'), unit(12, '102')] },
    { idBloco: 2, nome: 'Bloco B', quantidadeUnidades: 1, unidades: [unit(21, '201')] },
  ],
};

export const ONE_BLOCK: Condominium = { ...TWO_BLOCKS, tem_biometria: false, blocos: [TWO_BLOCKS.blocos[0]!] };

export const visitorRecord = (
  extra: Partial<VisitorUnit['visitante']> = {},
  createdBy: VisitorUnit['createdBy'] = 'PORTARIA',
): VisitorUnit => ({
  idVisitanteUnidade: 501,
  idUnidade: 11,
  nmBloco: 'Bloco A',
  nmUnidade: '101',
  unidades: [{ id: 11 }],
  visitante: {
    idVisitante: 301,
    nome: 'Hélène Dubois',
    rg: null,
    cpf: '52998224725',
    empresa: null,
    telefone: null,
    estrangeiro: false,
    flEstrangeiro: 'N',
    tipoDocumentoEstrangeiro: null,
    documentoEstrangeiro: null,
    ativo: true,
    visitanteTipo: 'VISITANTE',
    usaBiometriaFacial: false,
    ...extra,
  },
  parentesco: null,
  funcao: null,
  retiraEncomendas: false,
  retiraAte: null,
  tipoAutorizacao: 'ACESSO_LIBERADO',
  observacao: null,
  createdBy,
  status_biometria_visitante: 'NAO_CADASTRADA',
});

export const schedule = (extra: Partial<Schedule>): Schedule => ({
  id: 701,
  idVisitanteUnidade: 501,
  tipoAutorizacao: 'PONTUAL',
  inicio: '2025-03-12',
  fim: '2025-03-12',
  usaBiometriaFacial: false,
  statusBiometria: 'NAO_CADASTRADA',
  recorrencia: null,
  createdBy: 'PORTARIA',
  ...extra,
});

export const card = (extra: Partial<EntryCard>): EntryCard => ({
  idLogEntrada: null,
  tipo: 'VISITANTE',
  tipoAutorizacao: 'PONTUAL',
  idAutorizacao: 701,
  nmVisitante: 'Hélène Dubois',
  idVisitanteUnidade: 501,
  empresa: null,
  nmBloco: 'Bloco A',
  nmUnidade: '101',
  inicioAgendamento: '2025-03-10',
  fimAgendamento: '2025-03-10',
  dtEntrada: null,
  dtSaida: null,
  ...extra,
});

export const page = <T>(data: T[]) => ({
  data,
  meta: { page: 1, totalPages: data.length ? 1 : 0, totalItems: data.length },
});
