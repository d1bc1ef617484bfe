/**
 * Terms of use and privacy policy shown in the registration step (ours: the spec requires their acceptance but
 * does not give their text; docs/decisions/036). Plain sections so the dialog stays readable on a gatehouse PC.
 */
export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { title: string; updatedAt: string; sections: LegalSection[] };

export const TERMS_OF_USE: LegalDocument = {
  title: 'Termos de uso',
  updatedAt: 'Versão de 1º de outubro de 2024',
  sections: [
    {
      heading: '1. O que é o Portaria',
      paragraphs: [
        'O Portaria é o sistema usado pela equipe da portaria do condomínio para registrar acessos, correspondências, ocorrências, reservas, veículos e documentos em nome das unidades e dos moradores.',
      ],
    },
    {
      heading: '2. Sua conta é pessoal',
      paragraphs: [
        'O acesso é feito com o seu CPF e uma senha criada por você. Não compartilhe a senha com colegas de turno: tudo o que for registrado com a sua conta fica em seu nome, com data e horário.',
        'Ao terminar o turno, use o botão Sair. Se suspeitar que outra pessoa conhece a sua senha, troque-a em “Esqueci minha senha”.',
      ],
    },
    {
      heading: '3. Uso correto',
      paragraphs: [
        'Registre apenas informações verdadeiras e necessárias ao serviço da portaria. Os registros podem ser confrontados com a escala do dia e com as câmeras do condomínio.',
        'É proibido usar o sistema para consultar dados de moradores sem motivo de serviço, copiar listas de moradores ou repassar informações a terceiros.',
      ],
    },
    {
      heading: '4. Acesso liberado pelo condomínio',
      paragraphs: [
        'As áreas que você vê dependem das permissões dadas pelo síndico ou pela administradora. O acesso pode ser suspenso a qualquer momento por eles, por exemplo ao fim do contrato de trabalho.',
      ],
    },
    {
      heading: '5. Suporte',
      paragraphs: ['Dúvidas sobre o sistema: fale com nossa equipe pelo chat, de segunda a sexta, das 8h30 às 17h30.'],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Política de privacidade',
  updatedAt: 'Versão de 1º de outubro de 2024',
  sections: [
    {
      heading: '1. Dados que tratamos',
      paragraphs: [
        'Da sua conta: nome, CPF, telefone celular, e-mail (quando informado), o cargo e os condomínios em que você trabalha.',
        'Do seu trabalho: os registros feitos com a sua conta, com data, horário e condomínio.',
      ],
    },
    {
      heading: '2. Para que usamos',
      paragraphs: [
        'Para identificar você no acesso, enviar por SMS os códigos de confirmação de cadastro e de troca de senha, e manter o histórico das ações da portaria que o condomínio precisa guardar.',
        'Seu telefone não é usado para propaganda.',
      ],
    },
    {
      heading: '3. Com quem compartilhamos',
      paragraphs: [
        'Com o condomínio e a administradora para os quais você trabalha, e com o serviço que entrega os SMS. Não vendemos dados pessoais.',
      ],
    },
    {
      heading: '4. Segurança',
      paragraphs: [
        'A senha é guardada de forma cifrada e ninguém da equipe consegue lê-la. Os códigos enviados por SMS valem por pouco tempo e só podem ser usados uma vez.',
      ],
    },
    {
      heading: '5. Seus direitos (LGPD)',
      paragraphs: [
        'Conforme a Lei nº 13.709/2018 (LGPD), você pode pedir acesso, correção ou exclusão dos seus dados, salvo os registros que o condomínio é obrigado a manter. Faça o pedido pelo chat de suporte ou ao síndico do condomínio.',
      ],
    },
  ],
};
