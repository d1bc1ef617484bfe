import { IDEMPOTENCY_MESSAGES } from '../common/idempotency.messages.ts';

/**
 * pt-BR copy of the correspondence area (spec 02 §2.6, §5, §8). Texts quoted by the spec are exact;
 * the ones marked "ours" fill what the spec does not show (docs/decisions/040-043).
 */
export const CORRESPONDENCE_MESSAGES = {
  // home (spec 02 §2.6)
  tileTitle: 'Correspondência e Entregas',
  homeQuestion: 'O que deseja fazer?',
  optionRegister: 'Cadastrar nova correspondência', // ours
  optionRelease: 'Liberar correspondência', // ours (the item list's button)
  optionHistory: 'Histórico de correspondências e entregas',
  // step indicator labels (ours)
  registerStepLabel: 'Cadastro',
  releaseItemsStepLabel: 'Correspondências',
  releasePickupStepLabel: 'Retirada',
  // registration form (spec 02 §2.6, §5)
  formTitle: 'Insira os dados de cadastro:',
  destinatario: 'Destinatário',
  recipientSuggestions: 'Moradores da unidade', // ours (the recipient field's suggestion list)
  categoria: 'Categoria',
  tamanho: 'Tamanho',
  descricao: 'Descrição',
  codigoRastreio: 'Código de rastreio', // ours
  observacao: 'Observações',
  foto: 'Foto',
  attachPhoto: 'Anexar foto (jpg, png de até 10MB)', // ours, after the occurrence form's label
  takePhoto: 'Tirar foto', // ours
  removePhoto: 'Remover foto', // ours
  submitRegister: 'Finalizar Cadastro', // ours (as the vehicle form)
  pendingListTitle: 'Correspondências pendentes da unidade', // ours
  emptyList: 'Nenhuma correspondência encontrada',
  registerSuccess: 'Cadastro realizado com sucesso!',
  newOtherUnit: 'Novo Cadastro em outra Unidade',
  newSameUnit: 'Novo Cadastro nessa Unidade',
  notifiedResidents: 'Os moradores da unidade foram avisados por e-mail e/ou SMS.', // ours
  notifiedNobody: 'Nenhum morador da unidade tem e-mail ou celular cadastrado: avise-os pelo interfone.', // ours
  noAppWarning: 'AVISO: Nenhum morador dessa Unidade possui o Aplicativo.',
  noResidents: 'Nenhum morador cadastrado para essa unidade.',
  // field errors (spec 02 §5; "ours" where the spec gives no words)
  destinatarioRequired: 'Informe o destinatário.', // ours
  destinatarioTooLong: 'O destinatário pode ter no máximo 35 caracteres.', // ours
  categoriaRequired: 'Selecione a categoria.', // ours
  tamanhoRequired: 'Selecione o tamanho.', // ours
  descricaoTooLong: 'A descrição excede o tamanho permitido pelo sistema. Por favor, reduza o texto para continuar.',
  codigoRastreioTooLong: 'O código de rastreio pode ter no máximo 50 caracteres.', // ours
  observacaoTooLong: 'As observações podem ter no máximo 256 caracteres.', // ours
  fileTypeRejected: 'Formato de arquivo não suportado. Envie uma foto jpg ou png.', // ours
  fileTooLarge: 'O arquivo excede o limite de 10MB.', // ours
  fileNameTooLong: 'O arquivo {name} tem o nome muito longo e foi removido. Renomeie e anexe novamente.', // ours
  // release (spec 02 §2.6, §5)
  releaseButton: 'Liberar correspondência',
  selectAll: 'Selecionar todas as correspondências da unidade',
  itemNotFound: 'Item não encontrado?',
  selectPickupPerson: 'Selecione quem está retirando:',
  finishPickup: 'Finalizar Retirada',
  typeCode: 'Digite o código:',
  pickupDialogTitle: 'Informar Responsável pela Retirada',
  pickupName: 'Nome',
  pickupCpf: 'Cpf',
  pickupNameRequired: 'Informe o nome de quem está retirando.', // ours
  pickupNameTooLong: 'O nome pode ter no máximo 35 caracteres.', // ours
  pickupSuccess: 'Retirada realizada com sucesso!',
  ok: 'Ok',
  notInformed: 'Não Informado',
  // history (spec 02 §2.6, §5)
  historyFilterTitle: 'Histórico de Correspondências e Entregas',
  historyResultsTitle: 'Histórico de correspondências e entregas',
  filterReleased: 'Retiradas',
  filterNotReleased: 'Não retiradas',
  filterAll: 'Todas',
  block: 'Bloco',
  units: 'Unidades',
  searchButton: 'Buscar',
  periodFrom: 'De',
  periodUntil: 'Até',
  downloadPdf: 'Baixar PDF',
  exportCsv: 'Exportar Planilha CSV',
  colCodigo: 'Cód.',
  colUnidade: 'Unidade',
  colDestinatario: 'Destinatário',
  colDataCadastro: 'Data de cadastro',
  colFoto: 'Foto',
  colTamanho: 'Tamanho',
  colDataRetirada: 'Data retirada',
  colRetiradoPor: 'Retirado por',
  colStatus: 'Status',
  totalRecords: 'Total de Registros',
  historyEmpty: 'Sem dados cadastrados nessa unidade',
  statusRetirado: 'Retirado',
  statusNaoRetirado: 'Não retirado',
  // spec 02 §8
  registerError: 'Erro ao cadastrar correspondência, tente novamente!',
  photoNotFound: 'Infelizmente não encontramos a imagem que você está buscando.',
  photoFetchError: 'Infelizmente ocorreu um erro ao buscar a imagem. Tente novamente.',
  uploadError: 'Infelizmente encontramos uma falha ao anexar seu arquivo. Tente novamente.',
  pickupError: 'Erro ao retirar correspondência, tente novamente!',
  // server answers (ours, in the spec's register)
  alreadyReleased: 'A correspondência Cód.{id} já foi retirada e não pode ser retirada novamente.',
  // an offline release that another desk made first (decision 128)
  alreadyReleasedBy: 'Já retirada por {nome} às {hora}.',
  alreadyReleasedByOf: 'Cód.{id}: já retirada por {nome} às {hora}.',
  parcelNotFound: 'Correspondência não encontrada.',
  codeNotFound: 'Nenhuma correspondência com esse código neste condomínio.', // ours
  parcelsNotFound: 'Correspondência não encontrada: Cód.{ids}.',
  unitNotFound: 'Unidade não encontrada.',
  residentNotInUnit: 'A pessoa selecionada não pertence à unidade da correspondência.',
  pickupPersonRequired: 'Informe quem está retirando a correspondência.',
  pickupIdsRequired: 'Selecione ao menos uma correspondência.',
  photoUnknown: 'A foto informada não foi encontrada. Anexe a foto novamente.',
  uploadLinkInvalid: 'O link de envio da foto expirou ou é inválido. Anexe a foto novamente.',
  uploadEmpty: 'O arquivo enviado está vazio.',
  uploadAlreadyDone: 'Esta foto já foi enviada.',
  uploadInProgress: 'Esta foto já está sendo enviada. Aguarde o envio terminar.', // ours
  idempotencyMismatch: IDEMPOTENCY_MESSAGES.mismatch,
  idempotencyKeyInvalid: IDEMPOTENCY_MESSAGES.keyInvalid,
  rangeTooLong: 'O período pode ter no máximo 90 dias.',
  rangeFuture: 'O período não pode incluir datas futuras.',
  rangeInverted: 'A data inicial não pode ser maior que a data final.',
  dateInvalid: 'Selecione uma data válida',
  // notifications sent to the unit's residents (ours)
  notifyEmailSubject: 'Chegou uma encomenda ({categoria}) para {destinatario}, unidade {unidade}',
  // {codigoRetirada}: the secret pickup code, filled by the queue's worker (decision 127); {codigo}: the label's Cód.N.
  notifyEmailText:
    'Olá, {nome}.\n\nA portaria do {condominio} recebeu uma encomenda ({categoria}) para {destinatario}, unidade {unidade}.\n\nChegada: {chegada}\nCódigo de retirada: {codigoRetirada}\nEtiqueta na portaria: {codigo}\n\nInforme o código de retirada na portaria para retirar. Não o compartilhe: quem tem o código pode retirar a encomenda.',
  notifySms:
    'Portaria {condominio}: chegou uma encomenda ({categoria}) para {destinatario}, unidade {unidade}, em {chegada} ({codigo}). Código de retirada: {codigoRetirada}. Não compartilhe.',
  // reminders of a parcel nobody collects (issue 33 item 2, decision 130; ours). With a pickup code the reminder
  // carries a new one ({codigoRetirada}, filled by the queue's worker); the codes sent before keep working.
  reminderEmailSubject: 'Lembrete: encomenda ({categoria}) aguardando retirada, unidade {unidade}',
  reminderEmailText:
    'Olá, {nome}.\n\nA encomenda ({categoria}) para {destinatario}, unidade {unidade}, aguarda retirada na portaria do {condominio} há {dias}.\n\nChegada: {chegada}\nNovo código de retirada: {codigoRetirada}\nEtiqueta na portaria: {codigo}\n\nInforme o código de retirada na portaria para retirar; os códigos enviados antes continuam valendo. Não o compartilhe: quem tem o código pode retirar a encomenda.',
  reminderSms:
    'Portaria {condominio}: a encomenda ({categoria}) para {destinatario}, unidade {unidade}, aguarda retirada há {dias} ({codigo}). Novo código de retirada: {codigoRetirada}. Não compartilhe.',
  reminderEmailTextNoCode:
    'Olá, {nome}.\n\nA encomenda ({categoria}) para {destinatario}, unidade {unidade}, aguarda retirada na portaria do {condominio} há {dias}.\n\nChegada: {chegada}\nEtiqueta na portaria: {codigo}\n\nRetire na portaria com um documento com foto.',
  reminderSmsNoCode:
    'Portaria {condominio}: a encomenda ({categoria}) para {destinatario}, unidade {unidade}, aguarda retirada há {dias} ({codigo}). Retire com um documento com foto.',
  // the monthly list for the syndics (issue 33 item 2; ours)
  digestEmailSubject: '{condominio}: {quantidade} aguardando retirada há mais de {dias} dias',
  digestEmailText:
    'Olá, {nome}.\n\nNa portaria do {condominio}, {quantidade} aguardando retirada há mais de {dias} dias. As mais antigas:\n\n{lista}\n\nA prateleira da portaria mostra todas, com a idade e o local de cada uma.',
  digestSms:
    'Portaria {condominio}: {quantidade} aguardando retirada há mais de {dias} dias. Veja a prateleira da portaria.',
  digestLine: '{unidade} · {destinatario} · {categoria} · chegou em {chegada} ({dias})',
  reminderSentAt: 'Lembrete {numero} em {quando}',
  // the secret pickup code (issue 33 item 3, decision 127; ours)
  pickupCodeFormat: 'O código de retirada tem 6 dígitos.',
  pickupCodeWrong:
    'Código de retirada incorreto. Confira os 6 dígitos com o morador: a correspondência continua aguardando retirada.',
  pickupCodeUsed: 'Este código de retirada já foi usado: a correspondência Cód.{id} foi retirada em {data}.',
  pickupCodeLockedDesk:
    'Muitos códigos de retirada incorretos seguidos. Tente novamente em {espera}, ou retire pelo Cód. da etiqueta conferindo o documento.',
  pickupCodeLockedCondominium:
    'Muitos códigos de retirada incorretos no condomínio: a retirada pelo código de retirada está suspensa. Tente novamente em {espera}, ou retire pelo Cód. da etiqueta conferindo o documento.',
  waitOneMinute: '1 minuto',
  waitMinutes: '{n} minutos',
  waitOneHour: '1 hora',
  waitHours: '{n} horas',
  pickupCodeChecked: 'Código de retirada conferido: não é preciso conferir documento.',
  documentCheck: 'Conferi um documento com foto de quem está retirando',
  documentCheckRequired: 'Sem o código de retirada, confirme que conferiu um documento de quem está retirando.',
  resendReleased: 'A correspondência já foi retirada: não há aviso para reenviar.',
  // proof of release (issue 33 item 4, decision 131; ours)
  valiosa: 'Encomenda valiosa',
  valiosaHint: 'A retirada exigirá a assinatura ou a foto de quem retira.',
  valiosaBadge: 'Valiosa',
  proofRequired: 'Esta retirada exige a assinatura ou a foto de quem retira.',
  proofOptional: 'Comprovante de retirada (opcional)',
  proofTitle: 'Comprovante de retirada',
  proofAdd: 'Adicionar assinatura ou foto',
  signaturePad: 'Assinatura de quem retira',
  signatureHint: 'Assine com o dedo ou o mouse no quadro abaixo.',
  signatureClear: 'Limpar assinatura',
  signatureDone: 'Assinatura registrada',
  proofTakePhoto: 'Tirar foto de quem retira',
  proofRemovePhoto: 'Remover foto de quem retira',
  proofPhotoTaken: 'Foto de quem retira',
  proofUploadFailed: 'Não foi possível enviar o comprovante. Os dados continuam preenchidos: tente novamente.',
  proofRetry: 'Tentar novamente',
  proofOfflineBlocked: 'Sem conexão: esta retirada exige comprovante e será possível quando a conexão voltar.',
  proofUnknown: 'O comprovante informado não foi encontrado. Assine ou tire a foto novamente.',
  signatureNotPng: 'A assinatura deve ser uma imagem PNG.',
  proofReleasedBy: 'Liberada por {porteiro} em {data}',
  proofTakenBy: 'Retirada por {nome}',
  proofCheckDocument: 'Documento com foto conferido',
  proofCheckCode: 'Código de retirada conferido',
  proofCheckNone: 'Conferência não registrada',
  proofSignature: 'Assinatura',
  proofPhoto: 'Foto de quem retirou',
  proofDetails: 'Detalhes da retirada de {destinatario}',
  proofShow: 'Ver retirada',
  proofButtonOf: '{acao} de {destinatario}',
  proofCpf: 'CPF {cpf}',
  // the shelf (issue 33 item 1; ours)
  optionShelf: 'Prateleira',
  shelfTitle: 'Encomendas na prateleira',
  prateleira: 'Local na prateleira',
  prateleiraHint: 'Ex.: P3, Armário 2',
  prateleiraTooLong: 'O local na prateleira pode ter no máximo 20 caracteres.',
  colPrateleira: 'Prateleira',
  colCategoria: 'Categoria',
  colChegada: 'Chegada',
  colDiasAguardando: 'Dias aguardando',
  colRastreio: 'Rastreio',
  shelfAllBlocks: 'Todos os blocos',
  shelfCategory: 'Categoria',
  shelfAllCategories: 'Todas as categorias',
  shelfAge: 'Tempo na prateleira',
  shelfAnyAge: 'Qualquer tempo',
  shelfMinDays: 'Aguardando há pelo menos {n} dias',
  shelfMinDay: 'Aguardando há pelo menos 1 dia',
  shelfSearch: 'Buscar destinatário, descrição, rastreio ou prateleira',
  shelfEmpty: 'Nenhuma encomenda aguardando retirada.',
  shelfEmptyFiltered: 'Nenhuma encomenda encontrada com esses filtros.',
  shelfWaiting: '{n} aguardando',
  shelfWaitingOne: '1 aguardando',
  shelfWaitingNone: 'Nenhuma aguardando',
  shelfWaitingMany: 'Mais de {n} aguardando',
  // ours: the subtitle of a filtered shelf counts what the filters found, not the shelf
  shelfFound: '{n} encontradas',
  shelfFoundOne: '1 encontrada',
  shelfFoundNone: 'Nenhuma encontrada',
  shelfFoundMany: 'Mais de {n} encontradas',
  shelfLate: 'Atrasada',
  shelfLateHint: 'Atrasada: aguardando há {n} dias ou mais',
  shelfRelease: 'Liberar',
  shelfReleaseOf: 'Liberar encomenda de {unidade}',
  shelfLoadError: 'Não foi possível carregar a prateleira. Tente novamente.',
  shelfCursorInvalid: 'Posição inválida na lista da prateleira.',
  shelfReportTitle: 'Encomendas na prateleira',
  shelfReportAlert: 'Alerta a partir de {n} dias',
  shelfReportEmpty: 'Nenhuma encomenda aguardando retirada',
  // reports (ours: file names and headings)
  reportTitle: 'Histórico de correspondências e entregas',
  reportPeriod: 'Período: {de} a {ate}',
  reportPage: 'Página {page} de {pages}',
  reportGeneratedAt: 'Gerado em {data}',
} as const;

/** The shared template filler, here too for the modules that already import it from this file. */
export { fill } from '../text.ts';
