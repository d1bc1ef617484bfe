/**
 * pt-BR copy of account creation, password recovery and pre-registration (spec 01 §2, §8).
 * Texts quoted by the spec are exact; the ones marked "ours" are not quoted there (docs/decisions/030-039).
 * Change log (additive only once published): v1 initial.
 */
export const ACCOUNT_MESSAGES = {
  // wizard (spec 01 §2)
  createAccountTitle: 'Cadastrar nova conta',
  forgotPasswordTitle: 'Esqueci minha senha',
  next: 'Avançar',
  back: 'Voltar',
  resend: 'Enviar novamente',
  operationSuccess: 'Operação realizada com sucesso!',
  redirectingToLogin: 'Você será redirecionado ao login em instantes',
  goToLogin: 'Ir para o Login',
  // CPF step outcomes (spec 01 §4, §8)
  cpfInvalid: 'CPF inválido',
  cpfCheckInvalid: 'CPF digitado não é válido, favor conferir se está correto.',
  cpfNotFound: 'Não foi possível localizar este número de CPF. Favor verifique com o síndico.',
  userNotRegistered: 'Usuário não cadastrado, Por favor verifique com o Síndico',
  phoneNotFound:
    'Telefone não encontrado, chame nossa equipe do Linha direta pelo chat e cadastre seu telefone para acessar o sistema.',
  cpfAlreadyRegistered: 'CPF já cadastrado',
  // ours: the spec names the dialog (syndic must use the portal password) but not its words
  // ours: a syndic asking to recover the password is not registering twice, so the title says what to do (issue 17)
  syndicRecoveryTitle: 'Use a senha do portal do síndico',
  syndicUsePortalPassword:
    'Este CPF já está cadastrado como síndico. Use a mesma senha do portal e do aplicativo do morador para entrar.',
  // code step (spec 01 §2, §8; the hint wording is ours)
  codeInvalid: 'Código inválido',
  codeInvalidHint:
    'Alguns números bloqueiam automaticamente o recebimento de SMS pelo aparelho, e o código pode não chegar. Confira o bloqueio de mensagens ou fale com nosso suporte.',
  codeExpired: 'Código expirado. Solicite um novo código.', // ours
  codeBlocked: 'Código bloqueado após 5 tentativas erradas. Solicite um novo código.', // ours
  codeReplaced: 'Este código foi substituído por um novo. Use o último código recebido.', // ours
  codeResendWait: 'Aguarde {seconds} segundos para solicitar um novo código.', // ours
  codeHourlyLimit: 'Limite de códigos por hora atingido. Tente novamente mais tarde.', // ours
  codeSendFailed: 'Não foi possível enviar o SMS, tente novamente em instantes.', // ours
  codeSentTo: 'Enviamos um código de 6 dígitos por SMS para {phone}.', // ours
  codeSms: 'Portaria: seu código de verificação é {code}. Ele vale por 10 minutos. Não compartilhe este código.', // ours
  choosePhone: 'Escolha o telefone para receber o código por SMS:', // ours
  otherPhone: 'Informar outro número', // ours
  /** Spec 02's phone message, reused for the number typed in the wizard's phone step (issue 17). */
  otherPhoneInvalid: 'O número fornecido é inválido',
  phoneLabel: 'Celular',
  verificationExpired: 'Verificação expirada. Recomece e solicite um novo código.', // ours: unknown/expired hashToken or 2FA token
  // password step (spec 01 §5; rule messages are ours)
  passwordLabel: 'Nova senha', // ours
  confirmationLabel: 'Confirme a nova senha', // ours
  passwordRequired: 'Informe a senha', // ours
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres.', // ours
  passwordTooLong: 'A senha deve ter no máximo 64 caracteres.', // ours
  passwordMismatch: 'As senhas não conferem.', // ours
  passwordTooCommon: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.', // ours
  acceptTerms: 'Li e aceito os Termos de Uso e a Política de Privacidade', // ours
  acceptTermsRequired: 'É preciso aceitar os Termos de Uso e a Política de Privacidade.', // ours
  // registration and reset answers (spec 01 §8)
  registrationError: 'Erro ao cadastrar usuário, tente novamente!',
  resetError: 'Não foi possível alterar a senha, tente novamente!',
  resetNotRegistered: 'CPF não cadastrado, por gentileza realize o cadastro primeiro!',
  goToRegistration: 'Ir para cadastro',
  // pre-registration (spec 01 §2, §8)
  preRegisterTitle: 'Pré-cadastro funcionário terceirizado',
  referenceLabel: 'Referência',
  cpfLabel: 'Número CPF',
  nameLabel: 'Nome Completo',
  roleLabel: 'Cargo',
  rolePorteiro: 'Porteiro',
  roleZelador: 'Zelador',
  emailLabel: 'E-mail (opcional)',
  confirmPreRegisterTitle: 'Confirmar dados de pré-cadastro',
  backAndEdit: 'Voltar e editar',
  confirmPreRegister: 'Confirmar e fazer pré-cadastro',
  preRegisterSuccess: 'Pré-cadastro realizado com sucesso!',
  preRegisterSuccessDetail: 'Aguarde aprovação do síndico para criar sua senha e ter seu acesso liberado.',
  ok: 'Ok',
  preRegisterError: 'Erro ao cadastrar, tente novamente em instantes!',
  referenceCheckError: 'Erro ao verificar referência, tente novamente em instantes!',
  referenceNotFound: 'Dados não encontrados: condomínio não encontrado',
  // pre-registration validation and answers (ours)
  referenceRequired: 'Informe a referência do condomínio',
  nameRequired: 'Informe o nome completo',
  roleRequired: 'Selecione o cargo',
  phoneRequired: 'Informe o celular',
  phoneInvalid: 'Informe um celular válido com DDD',
  emailInvalid: 'E-mail inválido',
  humanCheckRequired: 'Confirme que você não é um robô antes de continuar.',
  humanCheckInvalid: 'Verificação de segurança inválida ou expirada. Refaça a verificação.',
  humanCheckReplayed: 'Esta verificação de segurança já foi usada. Refaça a verificação.',
  preRegisterPending: 'Já existe um pré-cadastro deste CPF aguardando aprovação do síndico neste condomínio.',
  preRegisterHasAccess:
    'Este CPF já tem acesso a este condomínio. Use "Cadastrar" ou "Esqueci minha senha" na tela de login.',
  // syndic's screen (ours: the spec says only that the syndic approves)
  preRegistrationsTitle: 'Pré-cadastros',
  approve: 'Aprovar',
  reject: 'Recusar',
  approveConfirm: 'Aprovar o pré-cadastro de {name}? Ele poderá criar sua senha e acessar o sistema.',
  rejectConfirm: 'Recusar o pré-cadastro de {name}?',
  approved: 'Pré-cadastro aprovado.',
  rejected: 'Pré-cadastro recusado.',
  noPendingPreRegistrations: 'Nenhum pré-cadastro aguardando aprovação.',
  preRegistrationNotFound: 'Pré-cadastro não encontrado.',
  preRegistrationAlreadyDecided: 'Este pré-cadastro já foi analisado.',
  // phone change (issue 28 item 4, ours: the spec says only "change/enter a phone number")
  phoneChangePending:
    'Este número não está no seu cadastro. Pedimos ao síndico que aprove a troca para {phone}: assim que ele aprovar, o código será enviado para o novo número.',
  phoneChangeWaiting: 'Aguardando a aprovação do síndico. Você pode deixar esta tela aberta: ela continua sozinha.',
  phoneChangeRefused: 'O síndico recusou a troca para este número. Fale com o síndico do condomínio.',
  phoneChangeDailyLimit:
    'Limite de pedidos de troca de telefone atingido. Tente novamente amanhã ou fale com o síndico.',
  phoneChangesTitle: 'Trocas de telefone',
  phoneChangeApproveConfirm:
    'Aprovar a troca do telefone de {name} para {phone}? Confirme com o funcionário antes: o código de acesso passará a ir para este número.',
  phoneChangeRejectConfirm: 'Recusar a troca do telefone de {name} para {phone}?',
  phoneChangeApproved: 'Troca de telefone aprovada.',
  phoneChangeRejected: 'Troca de telefone recusada.',
  noPendingPhoneChanges: 'Nenhuma troca de telefone aguardando aprovação.',
  phoneChangeNotFound: 'Pedido de troca de telefone não encontrado.',
  phoneChangeAlreadyDecided: 'Este pedido de troca de telefone já foi analisado.',
  phoneChangeApprovedSms:
    'Portaria: o síndico aprovou este número para a sua conta. Volte ao Portaria para receber o código.',
  approvedSms:
    'Portaria: seu pré-cadastro em {condominium} foi aprovado. Acesse o Portaria e use "Cadastrar" para criar sua senha.',
} as const;

/** The shared template filler under the name the account modules use: fillMessage(M.codeResendWait, { seconds: 42 }). */
export { fill as fillMessage } from '../text.ts';
