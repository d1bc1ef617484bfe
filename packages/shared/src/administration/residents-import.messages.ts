/**
 * pt-BR copy of the residents import of the administration console (issue 31 item 4, decision 117): the file's
 * refusals, the reason of each refused row, and the panel's words. `{x}` placeholders are filled with `fill`.
 */
export const RESIDENTS_IMPORT_MESSAGES = {
  // ---------- the file as a whole (nothing is changed) ----------
  fileEmpty: 'O arquivo está vazio.',
  fileTooLarge: 'O arquivo passa de 5 MB. Divida-o em arquivos menores.',
  tooManyRows: 'O arquivo tem mais de 20.000 linhas de moradores. Divida-o em arquivos menores.',
  fileType: 'Envie uma planilha do Excel (.xlsx) ou um arquivo CSV separado por ponto e vírgula ou vírgula.',
  fileMalformed: 'Não foi possível ler o arquivo: salve-o de novo como .xlsx ou CSV e tente outra vez.',
  noRows: 'O arquivo não tem nenhuma linha de morador abaixo do cabeçalho.',
  missingColumns: 'Faltam colunas no cabeçalho: {colunas}. Use o modelo.',
  duplicateColumn: 'A coluna {coluna} aparece mais de uma vez no cabeçalho.',
  previewMismatch: 'O arquivo não é o mesmo da prévia. Gere a prévia de novo antes de confirmar.',

  // ---------- the reason of one refused row ----------
  blockRequired: 'Informe o bloco',
  blockNotFound: 'Bloco "{bloco}" não existe neste condomínio',
  unitRequired: 'Informe a unidade',
  unitNotFound: 'Unidade "{unidade}" não existe no bloco',
  unitInactive: 'Unidade "{unidade}" está desativada',
  nameRequired: 'Informe o nome',
  nameTooLong: 'O nome pode ter até 50 caracteres',
  cpfRequired: 'Informe o CPF',
  cpfInvalid: 'CPF inválido (dígitos verificadores não conferem)',
  profileRequired: 'Informe o perfil',
  profileUnknown:
    'Perfil "{perfil}" desconhecido: use Proprietário, Inquilino, Morador, Menor de idade ou Representante Legal',
  emailInvalid: 'E-mail inválido',
  phoneInvalid: 'Celular inválido: use DDD e 9 dígitos, como (11) 98765-4321',
  appAccessInvalid: 'Acesso ao app "{valor}" inválido: use Sim ou Não',
  textInvalid: 'A linha tem caracteres inválidos',
  duplicateInFile: 'CPF repetido na mesma unidade do arquivo (linhas {linhas})',
  residentBlocked: 'Morador bloqueado nesta unidade: só o proprietário desbloqueia',

  // ---------- answers ----------
  applied:
    'Importação concluída. Criados: {criados}; atualizados: {atualizados}; sem mudança: {inalterados}; recusados: {recusados}.',
  nothingToApply: 'Nada a importar: nenhuma linha cria ou atualiza um morador.',

  // ---------- the panel ----------
  title: 'Importar moradores',
  intro:
    'Baixe o modelo, preencha uma linha por morador e envie a planilha (.xlsx) ou o CSV como o Excel salva. Até 5 MB e 20.000 linhas por arquivo. Nada muda antes de você confirmar.',
  templateXlsx: 'Baixar modelo (.xlsx)',
  templateCsv: 'Baixar modelo (.csv)',
  chooseFile: 'Escolher arquivo',
  fileLabel: 'Arquivo de moradores',
  noFile: 'Nenhum arquivo escolhido',
  previewing: 'Lendo e conferindo o arquivo…',
  previewTitle: 'Prévia da importação',
  countCreate: 'A criar',
  countUpdate: 'A atualizar',
  countUnchanged: 'Sem mudança',
  countRefused: 'Recusadas',
  refusedTitle: 'Linhas recusadas',
  refusedHint:
    'Baixe as linhas recusadas, corrija-as e importe o arquivo de novo: as linhas já importadas ficam sem mudança.',
  refusedMore: 'Mostrando as primeiras {n} linhas recusadas; o arquivo para baixar tem todas.',
  columnLine: 'Linha',
  columnBlock: 'Bloco',
  columnUnit: 'Unidade',
  columnName: 'Nome',
  columnCpf: 'CPF',
  columnReason: 'Motivo',
  downloadRefused: 'Baixar linhas recusadas (.csv)',
  confirm: 'Confirmar importação',
  confirmHint: 'Linhas a aplicar numa só operação: {n}.',
  applying: 'Importando…',
  cancel: 'Escolher outro arquivo',
  failed: 'Não foi possível importar',
  downloadFailed: 'Não foi possível baixar o arquivo',
} as const;
