import { fill } from '../text.ts';

/**
 * pt-BR copy of the vehicles area (spec 02 §2.11, §5, §8). Texts quoted by the spec are exact, including
 * 'Veículo excluido.' as the spec writes it; the ones marked "ours" are recorded in docs/decisions/050-053.
 */
export const VEHICLE_MESSAGES = {
  whatToDo: 'O que deseja fazer?',
  registerOption: 'Cadastrar novo veículo',
  listOption: 'Ver lista de veículos',
  formTitle: 'Insira os dados de cadastro:',
  editTitle: 'Edite os dados de cadastro:',
  finish: 'Finalizar Cadastro',
  registered: 'Cadastro realizado com sucesso!',
  newRegistration: 'Novo Cadastro',
  listTitle: 'Lista de Veículos',
  searchPlaceholder: 'Faça a sua busca por nome ou palavras-chave',
  notInformed: 'Não Informado',
  notInformedLower: 'Não informado',
  emptyList: 'Nenhum veículo encontrado',
  notFoundFooter: 'Veículo não encontrado?',
  addNew: 'Adicionar novo veículo',
  footerOk: 'ok',
  edit: 'Editar',
  delete: 'Excluir',
  deleteConfirm: 'Tem certeza que deseja excluir o veículo?',
  deleted: 'Veículo excluido.',
  registerError: 'Erro ao cadastrar veículo, tente novamente!',
  deleteError: 'Erro ao excluir veículo, tente novamente!',
  searchError: 'Erro ao buscar veículos, tente novamente',
  // field labels (spec §2.11 detail card: tipo, placa, cor, modelo, vaga alugada, observações)
  typeLabel: 'Tipo',
  plateLabel: 'Placa',
  colourLabel: 'Cor',
  modelLabel: 'Modelo',
  rentedSpaceLabel: 'Vaga alugada',
  observationLabel: 'Observações',
  blockLabel: 'Bloco',
  unitLabel: 'Unidade',
  yes: 'Sim',
  no: 'Não',
  // ours: texts the spec does not quote
  editError: 'Erro ao editar veículo, tente novamente!',
  updated: 'Veículo atualizado com sucesso!',
  save: 'Salvar',
  detailTitle: 'Dados do veículo',
  loadMore: 'Carregar mais',
  plateInvalid: 'Placa inválida. Use o formato ABC1234 ou ABC1D23.',
  plateRequired: 'Informe a placa do veículo.',
  plateForbiddenForBicycle: 'Bicicleta não tem placa: deixe o campo em branco.',
  typeRequired: 'Selecione o tipo do veículo.',
  colourRequired: 'Selecione a cor do veículo.',
  modelTooLong: 'O modelo pode ter no máximo 100 caracteres.',
  observationTooLong: 'As observações podem ter no máximo 256 caracteres.',
  searchTooLong: 'A busca pode ter no máximo 100 caracteres.',
  unitRequired: 'Selecione a unidade do veículo.',
  unitNotFound: 'Unidade não encontrada neste condomínio.',
  vehicleNotFound: 'Veículo não encontrado.',
  idMismatch: 'O identificador do veículo não confere com o endereço.',
  duplicatePlate: 'A placa {placa} já está cadastrada em um veículo ativo da unidade {unidade}.',
  loadingList: 'Carregando veículos...',
  selectedUnit: 'Unidade selecionada',
  backToMenu: 'Voltar',
  dataStepLabel: 'Dados do veículo',
  blocksLoadError: 'Erro ao buscar blocos do condomínio, tente novamente',
  plateHint: 'ABC1234 ou ABC1D23',
} as const;

/** 'A placa ABC1D23 já está cadastrada ... unidade Bloco A - 101.' */
export const duplicatePlateMessage = (placa: string, unidade: string): string =>
  fill(VEHICLE_MESSAGES.duplicatePlate, { placa, unidade });
