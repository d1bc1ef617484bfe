import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CORRESPONDENCE_MESSAGES as M } from './correspondence.messages.ts';
import {
  appInstaladoParamsSchema,
  comprovanteSchema,
  hasComprovante,
  correspondenciaPageSchema,
  correspondenciaQuerySchema,
  entradaResponseSchema,
  entradaSchema,
  isoDaySchema,
  moradorRetiradaSchema,
  photoParamsSchema,
  pickupCodeLookupSchema,
  pickupDialogSchema,
  presignedQuerySchema,
  presignedResponseSchema,
  reportParamsSchema,
  reportQuerySchema,
  residentsSearchQuerySchema,
  residentsSearchResponseSchema,
  retiradaMultiplaSchema,
  retiradaResponseSchema,
  retiradaSchema,
  unitResidentsParamsSchema,
  unitResidentsResponseSchema,
} from './correspondence.schemas.ts';

/** The messages a person would read for this input (empty when it is accepted). */
const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

const entrada = (extra: Record<string, unknown> = {}) => ({
  unidade: 12,
  destinatario: 'Ana Souza',
  categoria: 'PACOTE',
  tamanho: 'MEDIO',
  ...extra,
});

const parcel = {
  id: 7,
  dataChegada: '2024-10-01T12:00:00.000Z',
  categoria: 'PACOTE',
  tamanho: 'GRANDE',
  descricao: 'Caixa',
  destinatario: 'Ana Souza',
  codigoRastreio: 'BR1',
  observacao: null,
  prateleira: 'P3',
  foto: null,
  unidade: { idUnidade: 12, nome: '201', nmBloco: 'Bloco B' },
  status: 'RETIRADA',
  dataRetirada: '2024-10-02T12:00:00.000Z',
  moradorRetirada: { idMorador: 3, nome: 'Ana Souza' },
  nomeMoradorNaoCadastro: null,
};

const resident = {
  morador: { idMorador: 3, nome: 'Ana Souza', cpf: '52998224725', cadastrado: true },
  unidade: { idUnidade: 12, nome: '201', nmBloco: 'Bloco B' },
  tipoAcesso: 'PROPRIETARIO',
};

describe('cadastro de correspondência (contrato do corpo)', () => {
  test('aparas, textos vazios viram null e o código de rastreio fica em maiúsculas', () => {
    expect(
      entradaSchema.parse(
        entrada({
          unidade: '12',
          destinatario: '  Ana Souza ',
          descricao: '  ',
          codigoRastreio: ' br12 ',
          observacao: ' ok ',
          hashFoto: '',
          porteiro: 4,
          prateleira: ' p3 ',
        }),
      ),
    ).toEqual({
      unidade: 12,
      porteiro: 4,
      destinatario: 'Ana Souza',
      categoria: 'PACOTE',
      tamanho: 'MEDIO',
      descricao: null,
      codigoRastreio: 'BR12',
      observacao: 'ok',
      prateleira: 'P3',
      valiosa: false,
      hashFoto: null,
    });
    expect(entradaSchema.parse(entrada({})).prateleira).toBeNull();
    expect(messagesOf(entradaSchema, entrada({ prateleira: 'x'.repeat(21) }))).toEqual([M.prateleiraTooLong]);
    expect(entradaSchema.parse(entrada({ codigoRastreio: null, hashFoto: 'a'.repeat(32) }))).toMatchObject({
      codigoRastreio: null,
      hashFoto: 'a'.repeat(32),
    });
  });

  test('destinatário, categoria e tamanho são obrigatórios, com a mensagem de cada um', () => {
    expect(messagesOf(entradaSchema, entrada({ destinatario: '   ' }))).toEqual([M.destinatarioRequired]);
    expect(messagesOf(entradaSchema, entrada({ destinatario: undefined }))).toEqual([M.destinatarioRequired]);
    expect(messagesOf(entradaSchema, entrada({ categoria: 'CAIXA' }))).toEqual([M.categoriaRequired]);
    expect(messagesOf(entradaSchema, entrada({ tamanho: undefined }))).toEqual([M.tamanhoRequired]);
  });

  test('os limites de cada campo de texto são os da especificação, contados depois de aparar', () => {
    expect(messagesOf(entradaSchema, entrada({ destinatario: 'a'.repeat(35) }))).toEqual([]);
    expect(messagesOf(entradaSchema, entrada({ destinatario: 'a'.repeat(36) }))).toEqual([M.destinatarioTooLong]);
    expect(messagesOf(entradaSchema, entrada({ descricao: ` ${'a'.repeat(80)} ` }))).toEqual([]);
    expect(messagesOf(entradaSchema, entrada({ descricao: 'a'.repeat(81) }))).toEqual([M.descricaoTooLong]);
    expect(messagesOf(entradaSchema, entrada({ codigoRastreio: 'a'.repeat(50) }))).toEqual([]);
    expect(messagesOf(entradaSchema, entrada({ codigoRastreio: 'a'.repeat(51) }))).toEqual([M.codigoRastreioTooLong]);
    expect(messagesOf(entradaSchema, entrada({ observacao: 'a'.repeat(256) }))).toEqual([]);
    expect(messagesOf(entradaSchema, entrada({ observacao: 'a'.repeat(257) }))).toEqual([M.observacaoTooLong]);
  });

  test('a foto é o nome de 32 hexadecimais que o envio devolveu; outro texto é uma foto desconhecida', () => {
    for (const bad of ['A'.repeat(32), 'a'.repeat(31), `x${'a'.repeat(32)}`, `${'a'.repeat(32)}x`]) {
      expect(messagesOf(entradaSchema, entrada({ hashFoto: bad }))).toEqual([M.photoUnknown]);
    }
  });
});

describe('dias do filtro de período', () => {
  test('só AAAA-MM-DD de um dia que existe', () => {
    expect(isoDaySchema.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-01',
      '2024-01-1',
      '24-01-01',
      'x2024-01-01',
      '2024-01-01x',
      '2024-01-0a',
    ]) {
      expect(messagesOf(isoDaySchema, bad)).toContain(M.dateInvalid);
    }
  });
});

describe('consulta da lista e do relatório', () => {
  test('sem parâmetros: página 1 com 200 itens; números chegam como texto', () => {
    expect(correspondenciaQuerySchema.parse({})).toEqual({ limit: 200, page: 1 });
    expect(
      correspondenciaQuerySchema.parse({
        limit: '100',
        page: '2',
        condominio: '4',
        unidade: '5',
        bloco: '6',
        status: 'PENDENTE',
        dataChegadaFrom: '2024-10-01',
        dataChegadaUntil: '2024-10-02',
      }),
    ).toEqual({
      limit: 100,
      page: 2,
      condominio: 4,
      unidade: 5,
      bloco: 6,
      status: 'PENDENTE',
      dataChegadaFrom: '2024-10-01',
      dataChegadaUntil: '2024-10-02',
    });
    expect(correspondenciaQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(correspondenciaQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(correspondenciaQuerySchema.safeParse({ status: 'ENTREGUE' }).success).toBe(false);
  });

  test('o relatório aceita só os filtros (sem página) e o formato PDF ou CSV', () => {
    expect(
      reportQuerySchema.parse({
        page: '3',
        limit: '5',
        unidade: '5',
        bloco: '6',
        status: 'RETIRADA',
        condominio: '1',
        dataChegadaFrom: '2024-10-01',
        dataChegadaUntil: '2024-10-02',
      }),
    ).toEqual({
      unidade: 5,
      bloco: 6,
      status: 'RETIRADA',
      condominio: 1,
      dataChegadaFrom: '2024-10-01',
      dataChegadaUntil: '2024-10-02',
    });
    expect(reportParamsSchema.parse({ tipo: 'CSV' })).toEqual({ tipo: 'CSV' });
    expect(reportParamsSchema.safeParse({ tipo: 'XLS' }).success).toBe(false);
  });

  test('a busca de moradores pagina de 50 em 50 e limita o texto a 100 caracteres', () => {
    expect(residentsSearchQuerySchema.parse({ search: '  ana ', unidade: '5', referencia: '4521' })).toEqual({
      search: 'ana',
      unidade: 5,
      referencia: 4521,
      page: 1,
      size: 50,
    });
    expect(residentsSearchQuerySchema.parse({ size: '10', page: '2' })).toEqual({ page: 2, size: 10 });
    expect(residentsSearchQuerySchema.safeParse({ size: '51' }).success).toBe(false);
    expect(residentsSearchQuerySchema.safeParse({ search: 'a'.repeat(101) }).success).toBe(false);
  });

  test('parâmetros de caminho são números de identificador e textos', () => {
    expect(unitResidentsParamsSchema.parse({ idUnidade: '12' })).toEqual({ idUnidade: 12 });
    expect(appInstaladoParamsSchema.parse({ unitId: '12' })).toEqual({ unitId: 12 });
    expect(photoParamsSchema.parse({ hash: 'abc' })).toEqual({ hash: 'abc' });
    expect(presignedQuerySchema.parse({ contentType: 'image/png', fileName: 'a.png' })).toEqual({
      contentType: 'image/png',
      fileName: 'a.png',
    });
    expect(messagesOf(unitResidentsParamsSchema, { idUnidade: '0' })).toEqual([MESSAGES.idInvalid]);
  });
});

describe('retirada (contrato do corpo)', () => {
  test('morador da lista identificado por id, idPessoa ou CPF (com máscara)', () => {
    expect(retiradaSchema.parse({ id: 7, moradorRetirada: { idMorador: 3 }, documentoConferido: true })).toEqual({
      id: 7,
      moradorRetirada: { idMorador: 3, cpf: null },
      cpfCnpj: null,
      nomeMoradorNaoCadastro: null,
      documentoConferido: true,
    });
    expect(moradorRetiradaSchema.parse({ idPessoa: 4, nome: ' Ana ', cadastrado: true, email: 'a@b.co' })).toEqual({
      idPessoa: 4,
      nome: 'Ana',
      cadastrado: true,
      email: 'a@b.co',
      cpf: null,
    });
    expect(moradorRetiradaSchema.parse({ cpf: '529.982.247-25' })).toEqual({ cpf: '52998224725' });
    expect(messagesOf(moradorRetiradaSchema, { nome: 'Ana', cpf: '' })).toEqual([M.pickupPersonRequired]);
    expect(messagesOf(moradorRetiradaSchema, { cpf: '529.982.247-24' })).toContain(MESSAGES.cpfInvalid);
    expect(moradorRetiradaSchema.safeParse({ idMorador: 3, nome: 'a'.repeat(101) }).success).toBe(false);
  });

  test('pessoa não cadastrada: nome obrigatório até 35 caracteres, CPF opcional', () => {
    expect(
      retiradaSchema.parse({
        id: 7,
        nomeMoradorNaoCadastro: ' João ',
        cpfCnpj: '529.982.247-25',
        dataRetirada: '2024-10-01T10:00:00',
        documentoConferido: true,
      }),
    ).toEqual({
      id: 7,
      nomeMoradorNaoCadastro: 'João',
      cpfCnpj: '52998224725',
      dataRetirada: '2024-10-01T10:00:00',
      documentoConferido: true,
    });
    const missing = retiradaSchema.safeParse({ id: 7, nomeMoradorNaoCadastro: '  ', documentoConferido: true });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ message: M.pickupPersonRequired, path: ['nomeMoradorNaoCadastro'] }),
    ]);
    const doc = { documentoConferido: true };
    expect(messagesOf(retiradaSchema, { id: 7, nomeMoradorNaoCadastro: 'a'.repeat(36), ...doc })).toEqual([
      M.pickupNameTooLong,
    ]);
    expect(
      messagesOf(retiradaSchema, { id: 7, nomeMoradorNaoCadastro: 'João', cpfCnpj: '111.111.111-11', ...doc }),
    ).toEqual([MESSAGES.cpfInvalid]);
  });

  test('retirada múltipla: de 1 a 500 códigos, e quem retira', () => {
    expect(
      retiradaMultiplaSchema.parse({ ids: [1, 2], id: null, nomeMoradorNaoCadastro: 'João', documentoConferido: true }),
    ).toEqual({
      ids: [1, 2],
      id: null,
      nomeMoradorNaoCadastro: 'João',
      cpfCnpj: null,
      documentoConferido: true,
    });
    expect(
      messagesOf(retiradaMultiplaSchema, { ids: [], nomeMoradorNaoCadastro: 'João', documentoConferido: true }),
    ).toEqual([M.pickupIdsRequired]);
    expect(
      retiradaMultiplaSchema.safeParse({
        ids: Array.from({ length: 500 }, (_, i) => i + 1),
        nomeMoradorNaoCadastro: 'João',
        documentoConferido: true,
      }).success,
    ).toBe(true);
    expect(
      retiradaMultiplaSchema.safeParse({
        ids: Array.from({ length: 501 }, (_, i) => i + 1),
        nomeMoradorNaoCadastro: 'João',
      }).success,
    ).toBe(false);
    const missing = retiradaMultiplaSchema.safeParse({ ids: [1], documentoConferido: true });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ message: M.pickupPersonRequired, path: ['nomeMoradorNaoCadastro'] }),
    ]);
  });

  test('o diálogo de retirada exige o nome (até 35) e confere o CPF quando dado', () => {
    expect(pickupDialogSchema.parse({ nome: ' João ', cpf: '' })).toEqual({ nome: 'João', cpf: null });
    expect(messagesOf(pickupDialogSchema, { nome: ' ' })).toEqual([M.pickupNameRequired]);
    expect(messagesOf(pickupDialogSchema, { nome: 'a'.repeat(36) })).toEqual([M.pickupNameTooLong]);
    expect(messagesOf(pickupDialogSchema, { nome: 'João', cpf: '123' })).toEqual([MESSAGES.cpfInvalid]);
  });
});

describe('respostas: o contrato guarda cada campo que o servidor manda', () => {
  test('correspondência, página, cadastro e retirada', () => {
    expect(
      correspondenciaPageSchema.parse({ data: [parcel], meta: { page: 1, totalPages: 1, totalItems: 1 } }),
    ).toEqual({
      data: [parcel],
      meta: { page: 1, totalPages: 1, totalItems: 1 },
    });
    const registered = { ...parcel, notificados: 2, notificacoes: { email: 1, sms: 2 } };
    expect(entradaResponseSchema.parse(registered)).toEqual(registered);
    expect(retiradaResponseSchema.parse({ data: [parcel] })).toEqual({ data: [parcel] });
    expect(
      correspondenciaPageSchema.safeParse({
        data: [{ ...parcel, status: 'ENTREGUE' }],
        meta: { page: 1, totalPages: 1, totalItems: 1 },
      }).success,
    ).toBe(false);
  });

  test('moradores e link de envio da foto', () => {
    expect(unitResidentsResponseSchema.parse({ data: [resident] })).toEqual({ data: [resident] });
    const page = {
      data: [{ ...resident, morador: { ...resident.morador, cpf: '52*******25' } }],
      meta: { page: 1, totalPages: 1, totalItems: 1 },
    };
    expect(residentsSearchResponseSchema.parse(page)).toEqual(page);
    const presigned = { url: '/api/arquivos/x', fileName: 'a'.repeat(32), expiresIn: 300 };
    expect(presignedResponseSchema.parse(presigned)).toEqual(presigned);
  });
});

describe('como a portaria conhece quem retira (decisão 127)', () => {
  const pessoa = { nomeMoradorNaoCadastro: 'Vizinho' };
  test('uma retirada leva o código de retirada ou o documento conferido; sem os dois, a mensagem pede o documento', () => {
    expect(messagesOf(retiradaSchema, { id: 7, ...pessoa })).toEqual([M.documentCheckRequired]);
    expect(messagesOf(retiradaSchema, { id: 7, ...pessoa, documentoConferido: false })).toEqual([
      M.documentCheckRequired,
    ]);
    expect(messagesOf(retiradaSchema, { id: 7, ...pessoa, documentoConferido: true })).toEqual([]);
    expect(retiradaSchema.parse({ id: 7, ...pessoa, codigoRetirada: '482 913' })).toMatchObject({
      codigoRetirada: '482913',
    });
    expect(messagesOf(retiradaSchema, { id: 7, ...pessoa, codigoRetirada: '48291' })).toEqual([M.pickupCodeFormat]);
  });

  test('várias de uma vez: sempre com o documento conferido (o código de retirada é de uma só)', () => {
    expect(messagesOf(retiradaMultiplaSchema, { ids: [1, 2], ...pessoa })).toEqual([M.documentCheckRequired]);
    expect(messagesOf(retiradaMultiplaSchema, { ids: [1, 2], ...pessoa, codigoRetirada: '482913' })).toEqual([
      M.documentCheckRequired,
    ]);
    expect(messagesOf(retiradaMultiplaSchema, { ids: [1, 2], ...pessoa, documentoConferido: true })).toEqual([]);
  });

  test('a busca pelo código de retirada aceita só 6 dígitos', () => {
    expect(pickupCodeLookupSchema.parse({ codigoRetirada: '012345' })).toEqual({ codigoRetirada: '012345' });
    for (const codigoRetirada of ['12345', 'abcdef', 'Cód.123456', 123456, null])
      expect(messagesOf(pickupCodeLookupSchema, { codigoRetirada })).toEqual([M.pickupCodeFormat]);
  });
});

describe('comprovante de retirada (decisão 131)', () => {
  const pessoa = { nomeMoradorNaoCadastro: 'João', documentoConferido: true };
  test('a encomenda valiosa é marcada no cadastro; sem o campo, não é', () => {
    expect(entradaSchema.parse(entrada({ valiosa: true })).valiosa).toBe(true);
    expect(entradaSchema.parse(entrada({ valiosa: null })).valiosa).toBe(false);
  });

  test('as duas retiradas aceitam a assinatura e/ou a foto, como nomes de upload; vazios viram null', () => {
    const hash = 'a'.repeat(32);
    expect(retiradaSchema.parse({ id: 7, ...pessoa, comprovante: { hashAssinatura: hash } }).comprovante).toEqual({
      hashAssinatura: hash,
      hashFoto: null,
    });
    expect(
      retiradaMultiplaSchema.parse({ ids: [1], ...pessoa, comprovante: { hashAssinatura: '', hashFoto: hash } })
        .comprovante,
    ).toEqual({ hashAssinatura: null, hashFoto: hash });
    expect(retiradaSchema.parse({ id: 7, ...pessoa }).comprovante).toBeUndefined();
    expect(messagesOf(comprovanteSchema, { hashFoto: '../etc/passwd' })).toEqual([M.proofUnknown]);
  });

  test('há comprovante quando há ao menos um dos dois', () => {
    expect(hasComprovante({ hashAssinatura: 'a'.repeat(32) })).toBe(true);
    expect(hasComprovante({ hashFoto: 'b'.repeat(32), hashAssinatura: null })).toBe(true);
    expect(hasComprovante({ hashAssinatura: null, hashFoto: null })).toBe(false);
    expect(hasComprovante(null)).toBe(false);
  });
});
