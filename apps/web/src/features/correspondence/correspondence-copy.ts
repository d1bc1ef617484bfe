/**
 * Web-only pt-BR copy of the correspondence flow that the shared contract (correspondence.messages.ts) does not
 * hold yet. All "ours" (the spec does not show these words); see docs/decisions/045-049.
 */
export const WEB_COPY = {
  blocksLoadError: 'Erro ao buscar blocos do condomínio, tente novamente',
  capture: 'Capturar',
  cameraTitle: 'Tirar foto da correspondência',
  cameraError: 'Não foi possível acessar a câmera. Verifique a permissão do navegador ou anexe um arquivo.',
  photoSelected: 'Foto anexada: {name}',
  photoPreviewAlt: 'Prévia da foto da correspondência',
  pendingCount: '{count} pendente(s)',
  pendingLoadError: 'Erro ao buscar correspondências, tente novamente',
  releaseByCode: 'Liberar pelo código',
  releaseBySelection: 'Selecionar na lista',
  releaseByCodeHome: 'Retirar pelo código',
  searchCode: 'Buscar',
  codeHint: 'Ex.: 71 ou Cód.71, ou passe o leitor na etiqueta.',
  codeInvalid: 'Digite só o número do código, por exemplo 71 ou Cód.71.',
  codeReleased: 'Cód.{id} já foi retirada em {data}.',
  codeStepLabel: 'Código',
  codeNotFound: 'Nenhuma correspondência pendente com esse código nesta unidade.',
  otherPerson: 'Outra pessoa (não cadastrada)',
  residentsLoadError: 'Erro ao buscar Moradores, tente novamente',
  selectedCount: '{count} selecionada(s)',
  searchItems: 'Pesquise pelo código, categoria, tamanho ou descrição',
  historyLoadError: 'Erro ao buscar informações, tente novamente',
  reportError: 'Não foi possível gerar o arquivo, tente novamente!',
  allBlocks: 'Todos',
  allUnits: 'Todas',
  viewPhoto: 'Ver foto de {destinatario}',
  noPhoto: 'Sem foto',
  loadingMore: 'Carregando mais registros...',
  loadMore: 'Carregar mais registros',
  historyDefaultPeriod: 'Sem datas, a busca considera os últimos 90 dias.',
  registrationDialogTitle: 'Cadastrar correspondência',
} as const;

