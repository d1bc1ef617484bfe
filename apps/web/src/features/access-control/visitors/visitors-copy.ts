import { ACCESS_LABELS, ACCESS_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { VISITOR_LABELS, VISITOR_MESSAGES } from '@portaria/shared/access-control/visitors.messages';

/**
 * pt-BR copy of the visitor, schedule and entry screens (spec 02 §2.3, §2.4, §5, §8). Quoted spec texts are
 * product copy; the few marked "ours" fill gaps the spec leaves (decision 085).
 */
export const VISITOR_COPY = {
  ...VISITOR_MESSAGES,
  ...VISITOR_LABELS,
  // The unit's leave to collect its parcels (issue 32 item 4).
  parcelLeaveTitle: 'Relação com a unidade e encomendas', // ours
  relation: 'Parentesco ou relação (opcional)', // ours
  canCollect: 'Pode retirar encomendas da unidade', // ours
  collectUntil: 'Último dia para retirar (opcional)', // ours
  // Registration wizard (spec 02 §2.3).
  typeStep: 'Tipo', // ours
  dataStep: 'Dados do visitante', // ours
  // Form fields (spec 02 §5 Visitor form, Entry authorization, Facial biometry).
  name: 'Nome',
  company: 'Empresa',
  phone: 'Celular',
  documentType: 'Tipo de documento',
  document: 'Número do documento',
  authorization: 'Autorização de entrada',
  accessType: 'Tipo de acesso',
  date: 'Data',
  weekdaysLabel: 'Dias da semana',
  weekdaysHint: 'Sem dias escolhidos, todos os dias habilitados valem.', // ours
  biometry: 'Acesso por biometria facial',
  checkingDocument: 'Verificando documento…', // ours
  // Detail, list, edit (spec 02 §2.3).
  edit: 'Editar',
  deleteSchedule: 'Excluir agendamento', // ours
  listTitle: 'Lista de visitantes/prestadores', // ours
  listLabel: 'Visitantes e prestadores', // ours
  searchPlaceholder: 'Buscar visitante por nome, empresa ou documento', // ours
  loading: 'Carregando visitantes', // ours
  noSchedules: 'Nenhum agendamento', // ours
  type: 'Tipo',
  block: 'Bloco',
  unit: 'Unidade',
  blocks: 'Blocos',
  units: 'Unidades',
  all: 'Todos',
  clearFilters: 'Limpar filtros',
  deleteScheduleQuestion: 'Deseja excluir este agendamento?', // ours
  registered: 'Cadastro realizado com sucesso!', // ours (spec: "registered successfully")
  updated: 'Agendamento atualizado com sucesso!', // ours (spec: "updated")
  biometryOffer: 'Deseja enviar o convite de biometria facial agora?', // ours (spec: "biometrics offer")
  sendInvite: 'Enviar convite',
  notNow: 'Agora não', // ours
  backToMenu: 'Voltar ao menu',
  registerAnother: 'Novo cadastro', // ours
  // Errors (spec 02 §8).
  noResultForFilter: ACCESS_MESSAGES.noResultForFilter,
  loadMore: ACCESS_LABELS.loadMore,
  yes: ACCESS_LABELS.yes,
  no: ACCESS_LABELS.no,
} as const;

/** Entries and exits, the quick picker and the report (spec 02 §2.3, §2.4). */
export const ENTRY_COPY = {
  ...VISITOR_MESSAGES,
  ...VISITOR_LABELS,
  title: ACCESS_MESSAGES.menuEntries,
  loadMore: ACCESS_LABELS.loadMore,
  noUnitData: ACCESS_MESSAGES.noUnitData,
  registerEntry: 'Registrar entrada', // ours
  registerExit: 'Registrar saída', // ours
  confirmEntry: 'Confirmar a entrada de {nome}?', // ours
  confirmExit: 'Confirmar a saída de {nome}?', // ours
  confirm: 'Confirmar', // ours
  searchPlaceholder: 'Buscar por visitante, empresa ou unidade', // ours
  listLabel: 'Entradas e saídas do dia', // ours
  empty: 'Nenhum visitante para este dia', // ours
  loading: 'Carregando entradas e saídas', // ours
  pickerTitle: 'Selecione o visitante', // ours
  pickerSearch: 'Buscar visitante', // ours
  entrySuccess: 'Entrada registrada com sucesso!', // ours
  exitSuccess: 'Saída registrada com sucesso!', // ours
  scheduleTime: 'Agendamento', // ours
  filterEntry: 'Entrada', // ours
  filterExit: 'Saída', // ours
  marked: 'Registrada', // ours
  notMarked: 'Não registrada', // ours
  // Report.
  periodFrom: 'De',
  periodUntil: 'Até',
  generate: 'Gerar relatório', // ours
  onlyOpenExits: 'Somente saídas não registradas', // ours
  downloadPdf: 'Baixar PDF',
  exportCsv: 'Exportar Planilha CSV',
  totalRecords: 'Total de Registros',
  reportDownloadFailed: 'Não foi possível baixar o relatório, tente novamente', // ours
  // Visits still open from earlier days, and a person already inside (decision 094).
  openVisitsTitle: 'Visitas em aberto de dias anteriores', // ours
  openVisitsHint: 'Entraram em outro dia e ainda não têm saída: registre a saída de quem já deixou o condomínio.', // ours
  openVisitsFailed: 'Erro ao buscar as visitas em aberto, tente novamente', // ours
  enteredAt: 'Entrou em {data}, {tempo}', // ours
  elapsedMinutes: 'há {n} min', // ours
  elapsedHours: 'há {n} h', // ours
  elapsedDay: 'há 1 dia', // ours
  elapsedDays: 'há {n} dias', // ours
  elapsedAndHours: '{dias} e {n} h', // ours
} as const;
