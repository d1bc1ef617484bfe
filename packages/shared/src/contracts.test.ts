import { describe, expect, test } from 'vitest';
import { publicConfigSchema } from './app-config/app-config.schemas.ts';
import {
  accountCheckQuerySchema,
  accountCheckResponseSchema,
  contextParamsSchema,
  contextTokenSchema,
  loginBodySchema,
  loginQuerySchema,
  loginResponseSchema,
  referencesQuerySchema,
  referencesResponseSchema,
  refreshParamsSchema,
} from './auth/auth.schemas.ts';
import { formatPhone, hidePhone, isValidPhone } from './br/phone.ts';
import { emptyPage, pageSchema } from './common/page.ts';
import { condominiumParamsSchema, condominiumSchema } from './condominium/condominium.schemas.ts';
import { LOCALE, CURRENCY } from './constants.ts';
import {
  CATEGORIA_LABELS,
  STATUS_LABELS,
  TAMANHO_LABELS,
  correspondenceItemLabel,
  formatData,
  formatDataHora,
} from './correspondence/correspondence.constants.ts';
import { MESSAGES } from './messages.ts';
import { outboxQuerySchema, outboxResponseSchema } from './notices/outbox.schemas.ts';
import { TILES } from './permissions.ts';
import { dadosCadastraisSchema, porteiroQuerySchema, porteirosResponseSchema } from './auth/porteiro.schemas.ts';
import { errorSchema, idField } from './schemas.ts';
import { maskId } from './br/mask.ts';
import { plainLine } from './text.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('login e contexto (contrato)', () => {
  test('o login é do app da portaria, com senha de 1 a 128 caracteres', () => {
    expect(loginQuerySchema.parse({ mode: 'AppPortaria' })).toEqual({ mode: 'AppPortaria' });
    expect(messagesOf(loginQuerySchema.safeParse({ mode: 'AppSindico' }))).toEqual(['Modo de acesso inválido']);
    expect(loginBodySchema.parse({ user: '529.982.247-25', password: 'x'.repeat(128) })).toEqual({
      user: '52998224725',
      password: 'x'.repeat(128),
    });
    expect(messagesOf(loginBodySchema.safeParse({ user: '52998224725', password: '' }))).toEqual(['Informe a senha']);
    expect(messagesOf(loginBodySchema.safeParse({ user: '52998224725' }))).toEqual(['Informe a senha']);
    expect(messagesOf(loginBodySchema.safeParse({ user: '52998224725', password: 'x'.repeat(129) }))).toEqual([
      'Senha muito longa',
    ]);
    expect(messagesOf(loginBodySchema.safeParse({ user: 52998224725, password: 'x' }))).toEqual([MESSAGES.cpfInvalid]);
  });

  test('parâmetros e consultas por CPF e identificador', () => {
    expect(contextParamsSchema.parse({ context: '1001' })).toEqual({ context: 1001 });
    expect(refreshParamsSchema.parse({ referencia: '4521' })).toEqual({ referencia: 4521 });
    expect(referencesQuerySchema.parse({ cpf: '529.982.247-25' })).toEqual({ cpf: '52998224725' });
    expect(accountCheckQuerySchema.parse({ cpf: '529.982.247-25' })).toEqual({ cpf: '52998224725' });
    expect(porteiroQuerySchema.parse({ cpf: '529.982.247-25' })).toEqual({ cpf: '52998224725' });
    expect(condominiumParamsSchema.parse({ idCondo: '1001' })).toEqual({ idCondo: 1001 });
    expect(outboxQuerySchema.parse({ key: 'k' })).toEqual({ key: 'k' });
  });

  test('respostas guardam cada campo que o servidor manda', () => {
    const login = { token: 't', roles: [{ context: 1001, referencia: 4521, nome: 'Residencial', role: 'PORTEIRO' }] };
    expect(loginResponseSchema.parse(login)).toEqual(login);
    const context = {
      token: 't',
      validFrom: 'a',
      validUntil: 'b',
      context: 1001,
      referencia: 4521,
      rolePermissions: ['p'],
      customPermissions: ['q'],
    };
    expect(contextTokenSchema.parse(context)).toEqual(context);
    const references = { referenciasCompleto: [{ idCondo: 1001, referencia: 4521, nome: 'Residencial' }] };
    expect(referencesResponseSchema.parse(references)).toEqual(references);
    expect(accountCheckResponseSchema.parse({ additional: { hasLogin: true } })).toEqual({
      additional: { hasLogin: true },
    });
    const config = {
      chatUrl: 'https://wa.me/1',
      biometricsPanelUrl: null,
      supportWhatsapp: '55119',
      supportPhone: '55114',
    };
    expect(publicConfigSchema.parse(config)).toEqual(config);
    expect(errorSchema.parse({ message: 'x' })).toEqual({ message: 'x' });
    const condo = {
      idCondo: 1001,
      referencia: 4521,
      nome: 'Residencial',
      nomeFantasia: 'Jardim',
      tem_biometria: false,
      blocos: [
        {
          idBloco: 1,
          nome: 'Bloco A',
          quantidadeUnidades: 1,
          unidades: [{ idUnidade: 2, nome: '101', pessoas: [{ cpf: '1', nome: 'Ana' }] }],
        },
      ],
    };
    expect(condominiumSchema.parse(condo)).toEqual(condo);
    const porteiro = { idPorteiro: 1, nome: 'Carlos', cpf: '1', email: null, telefone: null, cargo: 'PORTEIRO' };
    expect(porteirosResponseSchema.parse({ data: [porteiro] })).toEqual({ data: [porteiro] });
    const dados = {
      ...porteiro,
      idCondo: 1001,
      referencia: 4521,
      condominio: 'Residencial',
      cadastradoEm: '2024-10-01',
    };
    expect(dadosCadastraisSchema.parse(dados)).toEqual(dados);
    const outbox = {
      data: [{ id: 1, channel: 'sms', to: '11', subject: null, body: 'b', purpose: 'p', createdAt: 'c' }],
    };
    expect(outboxResponseSchema.parse(outbox)).toEqual(outbox);
    expect(outboxResponseSchema.safeParse({ data: [{ ...outbox.data[0], channel: 'fax' }] }).success).toBe(false);
  });

  test('páginas: o contrato guarda dados e totais; a página vazia tem zero de tudo', () => {
    const page = { data: [{ message: 'x' }], meta: { page: 2, totalPages: 3, totalItems: 11 } };
    expect(pageSchema(errorSchema).parse(page)).toEqual(page);
    expect(pageSchema(errorSchema).safeParse({ data: [], meta: { totalPages: 3 } }).success).toBe(false);
    expect(emptyPage(3)).toEqual({ data: [], meta: { page: 3, totalPages: 0, totalItems: 0 } });
    expect(emptyPage()).toEqual({ data: [], meta: { page: 1, totalPages: 0, totalItems: 0 } });
  });

  test('um identificador de corpo que não é número tem a mensagem da tela', () => {
    expect(messagesOf(idField('Selecione a unidade').safeParse('12'))).toEqual(['Selecione a unidade']);
  });
});

describe('cartões, rótulos e formatos da tela', () => {
  test('os cartões do painel na ordem: os seis da especificação, depois o livro da portaria e as chaves (issue 34)', () => {
    expect(TILES.map((t) => [t.id, t.title])).toEqual([
      ['accessControl', 'Controle de Acesso'],
      ['correspondence', 'Correspondência e Entregas'],
      ['reservations', 'Reservas e Bloqueios'],
      ['occurrences', 'Ocorrências'],
      ['vehicles', 'Veículos'],
      ['documents', 'Documentos'],
      ['shiftBook', 'Livro da portaria'],
      ['keys', 'Chaves'],
    ]);
    expect([LOCALE, CURRENCY]).toEqual(['pt-BR', 'BRL']);
  });

  test('rótulos de tamanho, categoria e situação da correspondência', () => {
    expect(TAMANHO_LABELS).toEqual({
      PEQUENO: 'Pequeno',
      MEDIO: 'Médio',
      GRANDE: 'Grande',
      EXTRAGRANDE: 'Extra grande',
    });
    expect(CATEGORIA_LABELS).toEqual({
      PACOTE: 'Pacote',
      ENVELOPE: 'Envelope',
      ALIMENTO: 'Alimento',
      SACOLA: 'Sacola',
      OUTROS: 'Outros',
    });
    expect(STATUS_LABELS).toEqual({ RETIRADA: 'Retirado', PENDENTE: 'Não retirado' });
  });

  test('datas em São Paulo, 24 horas, e o rótulo do item com "Não Informado" no que falta', () => {
    expect(formatDataHora('2024-10-01T15:04:00.000Z')).toBe('01/10/2024 12:04');
    expect(formatDataHora(new Date('2024-10-01T23:30:00.000Z'))).toBe('01/10/2024 20:30');
    expect(formatData('2024-10-01')).toBe('01/10/2024');
    expect(formatData('2024-10-02T01:00:00.000Z')).toBe('01/10/2024');
    expect(formatData(new Date('2024-10-02T03:00:00.000Z'))).toBe('02/10/2024');
    expect(
      correspondenceItemLabel({
        id: 7,
        dataChegada: '2024-10-01T15:04:00.000Z',
        categoria: 'PACOTE',
        tamanho: 'EXTRAGRANDE',
        descricao: ' Caixa ',
      }),
    ).toBe('Cód.7 - 01/10/2024 12:04 | PACOTE | EXTRA GRANDE | Caixa');
    expect(
      correspondenceItemLabel({
        id: 8,
        dataChegada: '2024-10-01T15:04:00.000Z',
        categoria: null,
        tamanho: null,
        descricao: '  ',
      }),
    ).toBe('Cód.8 - 01/10/2024 12:04 | Não Informado | Não Informado | Não Informado');
    expect(
      correspondenceItemLabel({
        id: 9,
        dataChegada: '2024-10-01T15:04:00.000Z',
        categoria: 'SACOLA',
        tamanho: 'PEQUENO',
        descricao: null,
      }),
    ).toBe('Cód.9 - 01/10/2024 12:04 | SACOLA | PEQUENO | Não Informado');
  });

  test('identificadores curtos não são mascarados; quebras de linha viram espaço', () => {
    expect(maskId('1234')).toBe('1234');
    expect(maskId('12345')).toBe('12*45');
    expect(plainLine('a\vb\u000bc')).toBe('a b c');
  });

  test('celular: número de um dígito repetido é recusado, com ou sem DDD repetido', () => {
    expect(isValidPhone('11999999999')).toBe(false);
    expect(isValidPhone('21999999999')).toBe(false);
    expect(isValidPhone('11955555555')).toBe(true);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('1198765432')).toBe(false);
    expect(isValidPhone('1123456789')).toBe(true);
    expect(isValidPhone('11234567891')).toBe(false);
  });

  test('celular formatado enquanto se digita e escondido ao mostrar', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('113333')).toBe('(11) 3333');
    expect(formatPhone('1133334')).toBe('(11) 3333-4');
    expect(formatPhone('11987654321999')).toBe('(11) 98765-4321');
    expect(hidePhone('119876543')).toBe('****');
    expect(hidePhone('1133334444')).toBe('(11) ****-4444');
  });
});
