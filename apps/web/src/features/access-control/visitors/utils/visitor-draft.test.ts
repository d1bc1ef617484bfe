import { describe, expect, test } from 'vitest';
import { EMPTY_DRAFT, reduceDraft, type DraftChange, type VisitorDraft } from './visitor-draft';
import { canSubmitDraft } from './draft-issues';
import { draftOfVisitor, toVisitorPayload } from './visitor-payload';
import { visitorRecord } from '../test-fixtures';

const apply = (...changes: DraftChange[]) => changes.reduce<VisitorDraft>(reduceDraft, EMPTY_DRAFT);
const TODAY = '2025-03-10'; // a Monday

describe('formulário de visitante: as limpezas do §4', () => {
  test('trocar a autorização limpa biometria, celular, tipo de acesso e datas', () => {
    const filled = apply(
      { field: 'autorizacao', value: 'DIRETO' },
      { field: 'tipoAcesso', value: 'ACESSO_LIBERADO' },
      { field: 'dataDe', value: '2025-03-10' },
      { field: 'dataAte', value: '2025-03-20' },
      { field: 'diasSemana', value: [2, 4] },
      { field: 'usaBiometriaFacial', value: true },
      { field: 'telefone', value: '11987654321' },
    );
    const changed = reduceDraft(filled, { field: 'autorizacao', value: 'INTERFONAR' });
    expect(changed).toMatchObject({
      autorizacao: 'INTERFONAR',
      tipoAcesso: null,
      dataDe: null,
      dataAte: null,
      diasSemana: [],
      usaBiometriaFacial: false,
      telefone: '',
    });
    // Choosing the same method again changes nothing.
    expect(reduceDraft(filled, { field: 'autorizacao', value: 'DIRETO' })).toBe(filled);
  });

  test('trocar o tipo de acesso limpa datas e dias; escolher o início limpa o fim e os dias', () => {
    const recurring = apply(
      { field: 'autorizacao', value: 'DIRETO' },
      { field: 'tipoAcesso', value: 'ACESSO_LIBERADO' },
      { field: 'dataDe', value: '2025-03-10' },
      { field: 'dataAte', value: '2025-03-20' },
      { field: 'diasSemana', value: [2, 4] },
    );
    expect(reduceDraft(recurring, { field: 'tipoAcesso', value: 'PONTUAL' })).toMatchObject({
      tipoAcesso: 'PONTUAL',
      dataDe: null,
      dataAte: null,
      diasSemana: [],
      data: null,
    });
    expect(reduceDraft(recurring, { field: 'dataDe', value: '2025-03-11' })).toMatchObject({
      dataDe: '2025-03-11',
      dataAte: null,
      diasSemana: [],
    });
    // A shorter end keeps only the chosen weekdays inside the range: 10 (Mon) to 11 (Tue) drops Wednesday.
    expect(reduceDraft(recurring, { field: 'dataAte', value: '2025-03-11' }).diasSemana).toEqual([2]);
  });

  test('estrangeiro troca CPF por RNE e apaga o número digitado', () => {
    const withCpf = apply({ field: 'numeroDocumento', value: '52998224725' });
    expect(reduceDraft(withCpf, { field: 'estrangeiro', value: true })).toMatchObject({
      estrangeiro: true,
      tipoDocumento: 'RNE',
      numeroDocumento: '',
    });
    expect(
      reduceDraft(apply({ field: 'estrangeiro', value: true }), { field: 'estrangeiro', value: false }),
    ).toMatchObject({ tipoDocumento: 'CPF' });
  });

  test('Avançar só com nome, documento válido e autorização completa; biometria pede celular', () => {
    const base = apply({ field: 'nome', value: 'Ana' }, { field: 'numeroDocumento', value: '52998224725' });
    expect(canSubmitDraft(base, TODAY)).toBe(false);
    expect(canSubmitDraft(reduceDraft(base, { field: 'autorizacao', value: 'INTERFONAR' }), TODAY)).toBe(true);
    const direct = reduceDraft(reduceDraft(base, { field: 'autorizacao', value: 'DIRETO' }), {
      field: 'tipoAcesso',
      value: 'PONTUAL',
    });
    expect(canSubmitDraft(direct, TODAY)).toBe(false);
    expect(canSubmitDraft(reduceDraft(direct, { field: 'data', value: '2025-03-09' }), TODAY)).toBe(false);
    expect(canSubmitDraft(reduceDraft(direct, { field: 'data', value: '2026-03-11' }), TODAY)).toBe(false);
    const ok = reduceDraft(direct, { field: 'data', value: '2026-03-10' });
    expect(canSubmitDraft(ok, TODAY)).toBe(true);
    const bio = reduceDraft(ok, { field: 'usaBiometriaFacial', value: true });
    expect(canSubmitDraft(bio, TODAY)).toBe(false);
    expect(canSubmitDraft(reduceDraft(bio, { field: 'telefone', value: '11987654321' }), TODAY)).toBe(true);
    expect(canSubmitDraft(reduceDraft(ok, { field: 'numeroDocumento', value: '12345678900' }), TODAY)).toBe(false);
  });

  test('corpo do cadastro: recorrente sem dias escolhidos leva todos os dias do período, DIARIO 00:00', () => {
    const draft = apply(
      { field: 'nome', value: ' John Smith ' },
      { field: 'estrangeiro', value: true },
      { field: 'tipoDocumento', value: 'PASSAPORTE' },
      { field: 'numeroDocumento', value: 'AB123456' },
      { field: 'autorizacao', value: 'DIRETO' },
      { field: 'tipoAcesso', value: 'ACESSO_LIBERADO' },
      { field: 'dataDe', value: '2025-03-10' },
      { field: 'dataAte', value: '2025-03-12' },
    );
    const body = toVisitorPayload({ draft, kind: 'VISITANTE', idUnidade: 11, idPorteiro: 1 });
    expect(body.visitanteUnidade.visitante).toMatchObject({
      nome: 'John Smith',
      estrangeiro: true,
      cpf: null,
      tipoDocumentoEstrangeiro: 'PASSAPORTE',
      documentoEstrangeiro: 'AB123456',
    });
    expect(body.visitanteUnidade.unidades).toEqual([{ id: 11 }]);
    expect(body.autorizacao).toMatchObject({
      tipoAutorizacao: 'ACESSO_LIBERADO',
      dataDe: '2025-03-10',
      dataAte: '2025-03-12',
      idPorteiro: 1,
    });
    expect(body.autorizacao.recorrencia).toEqual({
      tipoRecorrencia: 'DIARIO',
      intervalo: 0,
      itens: [2, 3, 4].map((valorRecorrencia) => ({ valorRecorrencia, inicio: '00:00', fim: '00:00' })),
    });
    const condo = toVisitorPayload({
      draft: { ...draft, estrangeiro: false },
      kind: 'PRESTADOR_CONDOMINIO',
      idUnidade: null,
      idPorteiro: 1,
    });
    expect(condo.visitanteUnidade.unidades).toEqual([]);
  });
});

describe('relação com a unidade e licença para retirar encomendas (issue 32 item 4)', () => {
  const person = apply(
    { field: 'nome', value: 'Lívia Sobrinha' },
    { field: 'numeroDocumento', value: '52998224725' },
    { field: 'autorizacao', value: 'INTERFONAR' },
  );

  test('marcada, vai no cadastro com a relação e o último dia; desmarcada, o último dia sai junto', () => {
    const leave = [
      { field: 'parentesco', value: ' Sobrinha ' },
      { field: 'retiraEncomendas', value: true },
      { field: 'retiraAte', value: '2025-04-30' },
    ] as const;
    const draft = leave.reduce<VisitorDraft>(reduceDraft, person);
    const body = toVisitorPayload({ draft, kind: 'VISITANTE', idUnidade: 11, idPorteiro: 1 });
    expect(body.visitanteUnidade).toMatchObject({
      parentesco: 'Sobrinha',
      retiraEncomendas: true,
      retiraAte: '2025-04-30',
    });
    const off = reduceDraft(draft, { field: 'retiraEncomendas', value: false });
    expect(off.retiraAte).toBeNull();
    expect(
      toVisitorPayload({ draft: off, kind: 'VISITANTE', idUnidade: 11, idPorteiro: 1 }).visitanteUnidade,
    ).toMatchObject({
      retiraEncomendas: false,
      retiraAte: null,
    });
  });

  test('último dia antes de hoje não deixa avançar', () => {
    const past = reduceDraft(reduceDraft(person, { field: 'retiraEncomendas', value: true }), {
      field: 'retiraAte',
      value: '2025-03-09',
    });
    expect(canSubmitDraft(past, TODAY)).toBe(false);
    expect(canSubmitDraft(reduceDraft(past, { field: 'retiraAte', value: TODAY }), TODAY)).toBe(true);
  });

  test('um novo agendamento de quem já tem a licença a mantém (PUT não a apaga)', () => {
    const record = {
      ...visitorRecord(),
      parentesco: 'Motorista',
      retiraEncomendas: true,
      retiraAte: '2025-05-01',
    };
    const draft = { ...draftOfVisitor(record), autorizacao: 'INTERFONAR' as const };
    const body = toVisitorPayload({ draft, kind: 'VISITANTE', idUnidade: 11, idPorteiro: 1, visitor: record });
    expect(body.visitanteUnidade).toMatchObject({
      parentesco: 'Motorista',
      retiraEncomendas: true,
      retiraAte: '2025-05-01',
    });
  });
});
