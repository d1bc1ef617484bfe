/** Labels of the pre-registration screen the spec does not quote (ours, docs/decisions/037). */
export const PRE_REGISTRATION_TEXT = {
  intro:
    'Funcionário terceirizado (Porteiro ou Zelador): preencha seus dados. O síndico do condomínio aprova o seu acesso.',
  referenceHelper: 'Informada pelo síndico ou pela administradora.',
  referenceChecking: 'Verificando a referência…',
  cpfDisplay: 'CPF',
  nameDisplay: 'Nome',
  emailDisplay: 'E-mail',
  phoneDisplay: 'Celular',
  emailNotInformed: 'Não informado',
  humanCheckTitle: 'Verificação de segurança',
  summaryLabel: 'Dados do pré-cadastro',
} as const;
