import { MESSAGES } from '../messages.ts';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './accounts.messages.ts';
import {
  IDENTIFIER_KEY,
  TWO_FACTOR,
  altchaChallengeSchema,
  condominiumLookupQuerySchema,
  condominiumLookupResponseSchema,
  newPasswordBodySchema,
  pendingPreRegistrationsResponseSchema,
  preRegistrationBodySchema,
  preRegistrationDecisionResponseSchema,
  preRegistrationParamsSchema,
  preRegistrationResponseSchema,
  tokenAuthBodySchema,
  tokenAuthResponseSchema,
  tokenGenerationBodySchema,
  tokenGenerationResponseSchema,
  tokenValidationBodySchema,
  tokenValidationResponseSchema,
} from './accounts.schemas.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

const preRegistration = (extra: Record<string, unknown> = {}) => ({
  condominio: '4521',
  cpf: '529.982.247-25',
  nome: '  Joana   Batista  Lima ',
  cargo: 'PORTEIRO',
  email: ' Joana@Exemplo.COM ',
  telefone: '(11) 98765-4321',
  altcha: 'eyJwYXlsb2FkIjoxfQ==',
  ...extra,
});

describe('verificação por CPF e SMS (contrato dos corpos)', () => {
  test('o CPF é conferido com a mensagem do assistente, para cadastro ou recuperação do app da portaria', () => {
    expect(
      tokenAuthBodySchema.parse({ document: '529.982.247-25', identifierKey: 'PORTARIA', purpose: 'recovery' }),
    ).toEqual({
      document: '52998224725',
      identifierKey: IDENTIFIER_KEY,
      purpose: 'recovery',
    });
    expect(
      messagesOf(tokenAuthBodySchema, {
        document: '529.982.247-24',
        identifierKey: 'PORTARIA',
        purpose: 'registration',
      }),
    ).toEqual([M.cpfCheckInvalid]);
    expect(
      messagesOf(tokenAuthBodySchema, { document: 5, identifierKey: 'PORTARIA', purpose: 'registration' }),
    ).toEqual([M.cpfCheckInvalid]);
    expect(
      messagesOf(tokenAuthBodySchema, { document: '52998224725', identifierKey: 'SINDICO', purpose: 'registration' }),
    ).toEqual([M.verificationExpired]);
    expect(
      messagesOf(tokenAuthBodySchema, { document: '52998224725', identifierKey: 'PORTARIA', purpose: 'login' }),
    ).toEqual([M.verificationExpired]);
  });

  test('o código vai para um contato da lista ou para um celular de 11 dígitos digitado', () => {
    expect(tokenGenerationBodySchema.parse({ hashToken: 'h', contactKey: 'k1' })).toEqual({
      hashToken: 'h',
      contactKey: 'k1',
    });
    expect(tokenGenerationBodySchema.parse({ hashToken: 'h', phone: '(11) 98765-4321', hashDevice: null })).toEqual({
      hashToken: 'h',
      phone: '11987654321',
      hashDevice: null,
    });
    const none = tokenGenerationBodySchema.safeParse({ hashToken: 'h' });
    expect(none.error?.issues).toEqual([expect.objectContaining({ message: M.phoneRequired, path: ['phone'] })]);
    expect(messagesOf(tokenGenerationBodySchema, { hashToken: 'h', phone: '' })).toEqual([
      M.phoneRequired,
      M.phoneInvalid,
    ]);
    expect(messagesOf(tokenGenerationBodySchema, { hashToken: 'h', phone: '(11) 3333-4444' })).toEqual([
      M.phoneInvalid,
    ]);
    expect(messagesOf(tokenGenerationBodySchema, { hashToken: 'h', phone: '(11) 11111-1111' })).toEqual([
      M.phoneInvalid,
    ]);
    expect(messagesOf(tokenGenerationBodySchema, { hashToken: '', contactKey: 'k' })).toEqual([M.verificationExpired]);
    expect(messagesOf(tokenGenerationBodySchema, { contactKey: 'k' })).toEqual([M.verificationExpired]);
    expect(messagesOf(tokenGenerationBodySchema, { hashToken: 'h'.repeat(128), contactKey: 'k' })).toEqual([]);
    expect(messagesOf(tokenGenerationBodySchema, { hashToken: 'h'.repeat(129), contactKey: 'k' })).toEqual([
      M.verificationExpired,
    ]);
    expect(tokenGenerationBodySchema.safeParse({ hashToken: 'h', contactKey: 'k'.repeat(65) }).success).toBe(false);
    expect(
      tokenGenerationBodySchema.safeParse({ hashToken: 'h', contactKey: 'k', hashDevice: 'd'.repeat(257) }).success,
    ).toBe(false);
    expect(
      tokenGenerationBodySchema.safeParse({ hashToken: 'h', contactKey: 'k', hashDevice: 'd'.repeat(256) }).success,
    ).toBe(true);
  });

  test('o código tem exatamente 6 dígitos', () => {
    expect(tokenValidationBodySchema.parse({ tokenValue: '012345', hashToken: 'h' })).toEqual({
      tokenValue: '012345',
      hashToken: 'h',
    });
    for (const bad of ['12345', '1234567', 'a12345', ' 123456', '123456 ', 123456]) {
      expect(messagesOf(tokenValidationBodySchema, { tokenValue: bad, hashToken: 'h' })).toEqual([M.codeInvalid]);
    }
    expect(messagesOf(tokenValidationBodySchema, { tokenValue: '123456', hashToken: '' })).toEqual([
      M.verificationExpired,
    ]);
  });

  test('limites do código por SMS', () => {
    expect(TWO_FACTOR).toEqual({
      codeLength: 6,
      codeTtlSeconds: 600,
      resendSeconds: 60,
      maxWrongTries: 5,
      maxCodesPerHour: 5,
      tokenTtlSeconds: 600,
      flowTtlSeconds: 1800,
      maxPhoneChangesPerDay: 3,
    });
  });
});

describe('nova senha', () => {
  test('de 8 a 64 caracteres, nem comum nem diferente da confirmação', () => {
    const ok = 'Cadeado#Azul7';
    expect(newPasswordBodySchema.parse({ password: ok, confirmation: ok })).toEqual({ password: ok, confirmation: ok });
    expect(messagesOf(newPasswordBodySchema, { password: '', confirmation: '' })).toEqual([
      M.passwordRequired,
      M.passwordTooShort,
    ]);
    expect(messagesOf(newPasswordBodySchema, { confirmation: 'x' })).toEqual([M.passwordRequired]);
    expect(messagesOf(newPasswordBodySchema, { password: 'Abc#123', confirmation: 'Abc#123' })).toEqual([
      M.passwordTooShort,
    ]);
    expect(
      messagesOf(newPasswordBodySchema, { password: 'a'.repeat(8) + '#1', confirmation: 'a'.repeat(8) + '#1' }),
    ).toEqual([]);
    expect(messagesOf(newPasswordBodySchema, { password: 'a'.repeat(64), confirmation: 'a'.repeat(64) })).toEqual([]);
    expect(messagesOf(newPasswordBodySchema, { password: 'a'.repeat(65), confirmation: 'a'.repeat(65) })).toEqual([
      M.passwordTooLong,
    ]);
    expect(messagesOf(newPasswordBodySchema, { password: 'Portaria123', confirmation: 'Portaria123' })).toEqual([
      M.passwordTooCommon,
    ]);
    const mismatch = newPasswordBodySchema.safeParse({ password: ok, confirmation: `${ok}!` });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ message: M.passwordMismatch, path: ['confirmation'] }),
    ]);
    expect(messagesOf(newPasswordBodySchema, { password: ok })).toEqual([M.passwordMismatch]);
  });
});

describe('pré-cadastro (contrato do corpo)', () => {
  test('normaliza referência, CPF, nome, e-mail e celular', () => {
    expect(preRegistrationBodySchema.parse(preRegistration())).toEqual({
      condominio: 4521,
      cpf: '52998224725',
      nome: 'Joana Batista Lima',
      cargo: 'PORTEIRO',
      email: 'joana@exemplo.com',
      telefone: '11987654321',
      altcha: 'eyJwYXlsb2FkIjoxfQ==',
    });
    expect(preRegistrationBodySchema.parse(preRegistration({ email: null, cargo: 'ZELADOR' }))).toMatchObject({
      email: null,
      cargo: 'ZELADOR',
    });
    expect(preRegistrationBodySchema.parse(preRegistration({ email: undefined })).email).toBeNull();
  });

  test('cada campo recusado tem a sua mensagem', () => {
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ condominio: 'abc' }))).toEqual([
      M.referenceRequired,
    ]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ condominio: '0' }))).toEqual([M.referenceRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ condominio: '1.5' }))).toEqual([
      M.referenceRequired,
    ]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ condominio: '2147483648' }))).toEqual([
      M.referenceNotFound,
    ]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ cpf: '111.111.111-11' }))).toEqual([M.cpfInvalid]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ cpf: undefined }))).toEqual([MESSAGES.cpfRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ cpf: '' }))).toEqual([MESSAGES.cpfRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ cpf: '123' }))).toEqual([M.cpfInvalid]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ nome: 'Joana' }))).toEqual([M.nameRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ nome: '   ' }))).toEqual([
      M.nameRequired,
      M.nameRequired,
    ]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ nome: undefined }))).toEqual([M.nameRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ nome: `Ana ${'a'.repeat(116)}` }))).toEqual([]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ nome: `Ana ${'a'.repeat(117)}` }))).toEqual([
      M.nameRequired,
    ]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ cargo: 'SINDICO' }))).toEqual([M.roleRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ email: 'joana@' }))).toEqual([M.emailInvalid]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ email: 5 }))).toEqual([M.emailInvalid]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ telefone: undefined }))).toEqual([M.phoneRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ altcha: '' }))).toEqual([M.humanCheckRequired]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ altcha: undefined }))).toEqual([
      M.humanCheckRequired,
    ]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ altcha: 'a'.repeat(8000) }))).toEqual([]);
    expect(messagesOf(preRegistrationBodySchema, preRegistration({ altcha: 'a'.repeat(8001) }))).toEqual([
      M.humanCheckInvalid,
    ]);
  });

  test('consulta do condomínio pela referência', () => {
    expect(condominiumLookupQuerySchema.parse({ reference: '4521' })).toEqual({ reference: 4521 });
    expect(preRegistrationParamsSchema.parse({ id: '3' })).toEqual({ id: 3 });
  });
});

describe('respostas: o contrato guarda cada campo que o servidor manda', () => {
  test('verificação do CPF, envio e validação do código', () => {
    const cpfAnswer = {
      data: {
        hasLogin: false,
        hasLoginSindico: false,
        hasPorteiro: true,
        hasRhSenior: false,
        additional: { hasLogin: false },
        smsContacts: [{ key: 'k1', value: '(11) *****-4321' }],
        user: { name: 'Joana', email: null, cpf: '39*******05', phones: [{ key: 'k1', value: '(11) *****-4321' }] },
        outcome: 'PROCEED',
        hashToken: 'h',
      },
    };
    expect(tokenAuthResponseSchema.parse(cpfAnswer)).toEqual(cpfAnswer);
    expect(tokenAuthResponseSchema.safeParse({ data: { ...cpfAnswer.data, outcome: 'OK' } }).success).toBe(false);
    const sent = { status: 'SENT', to: '(11) *****-4321', expiresInSeconds: 600, resendInSeconds: 60 };
    expect(tokenGenerationResponseSchema.parse(sent)).toEqual(sent);
    const valid = { status: 'VALID', token: 't', validUntil: '2024-10-01T12:10:00.000Z' };
    expect(tokenValidationResponseSchema.parse(valid)).toEqual(valid);
  });

  test('pré-cadastro, lista do síndico e decisão', () => {
    expect(preRegistrationResponseSchema.parse({ status: 'PENDENTE' })).toEqual({ status: 'PENDENTE' });
    expect(condominiumLookupResponseSchema.parse({ name: 'Residencial' })).toEqual({ name: 'Residencial' });
    const pending = {
      id: 1,
      nome: 'Joana',
      cpf: '39*******05',
      cargo: 'ZELADOR',
      telefone: '11987654321',
      email: null,
      createdAt: '2024-10-01',
    };
    expect(pendingPreRegistrationsResponseSchema.parse({ data: [pending] })).toEqual({ data: [pending] });
    expect(preRegistrationDecisionResponseSchema.parse({ id: 1, status: 'RECUSADO' })).toEqual({
      id: 1,
      status: 'RECUSADO',
    });
    const challenge = { parameters: { algorithm: 'SHA-256' }, signature: 's', extra: 1 };
    expect(altchaChallengeSchema.parse(challenge)).toEqual(challenge);
  });
});
