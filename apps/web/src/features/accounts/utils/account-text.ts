/**
 * Screen labels of the account wizard that the spec does not quote (ours, docs/decisions/035). The spec's own
 * copy comes from @portaria/shared/accounts/accounts.messages.
 */
export const ACCOUNT_TEXT = {
  steps: { cpf: 'CPF', phone: 'Telefone', code: 'Código', password: 'Senha' },
  cpfLabel: 'CPF',
  cpfIntroRegistration: 'Informe seu CPF. Vamos enviar um código por SMS para confirmar que é você.',
  cpfIntroRecovery: 'Informe o CPF da sua conta. Vamos enviar um código por SMS para você criar uma nova senha.',
  otherPhoneHelper:
    'Celular com DDD. Um número que não está no seu cadastro só recebe o código depois da aprovação do síndico.',
  codeTitle: 'Digite o código recebido',
  codeGroupLabel: 'Código de 6 dígitos',
  codeDigitLabel: (position: number) => `Dígito ${position} de 6`,
  codeValidating: 'Conferindo o código...',
  codeValid: 'Código confirmado. Avance para criar a senha.',
  resendTimerLabel: 'Tempo para enviar novamente',
  passwordIntro: 'Crie uma senha que só você saiba.',
  rulesTitle: 'A senha precisa:',
  ruleMin: 'ter no mínimo 8 caracteres',
  ruleMax: 'ter no máximo 64 caracteres',
  ruleCommon: 'não ser uma senha comum',
  ruleMatch: 'ser igual nas duas caixas',
  termsOfUse: 'Termos de Uso',
  privacyPolicy: 'Política de Privacidade',
  save: 'Concluir',
  talkToSupport: 'Falar com o suporte',
  startOver: 'Recomeçar',
} as const;
