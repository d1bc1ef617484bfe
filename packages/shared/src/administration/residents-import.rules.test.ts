import { describe, expect, test } from 'vitest';
import { completeCpf } from '../br/cpf.ts';
import { fill } from '../text.ts';
import { RESIDENTS_IMPORT_MESSAGES as M } from './residents-import.messages.ts';
import {
  blockKeys,
  checkFields,
  defaultAppAccessOf,
  mapHeader,
  normaliseCpf,
  normalisePhone,
  parseProfile,
  parseYesNo,
  rowOf,
  unitKey,
  type ImportRow,
} from './residents-import.rules.ts';

const row = (values: Partial<ImportRow> = {}): ImportRow => ({
  linha: 2,
  bloco: 'Bloco A',
  unidade: '101',
  nome: 'Ana Souza',
  cpf: '529.982.247-25',
  perfil: 'Morador',
  email: '',
  celular: '',
  acessoApp: '',
  ...values,
});

describe('importação de moradores: cabeçalho', () => {
  test('colunas achadas pelo nome sem acento, caixa ou pontuação, com apelidos; desconhecidas ignoradas', () => {
    const header = [
      'TORRE',
      'Apto.',
      'Nome completo',
      'cpf',
      'Vínculo',
      'EMAIL',
      'WhatsApp',
      'Acesso ao aplicativo',
      'Motivo',
    ];
    expect(mapHeader(header, true)).toEqual({
      map: { bloco: 0, unidade: 1, nome: 2, cpf: 3, perfil: 4, email: 5, celular: 6, acessoApp: 7 },
    });
  });

  test('faltam colunas obrigatórias (o bloco só com vários blocos) ou uma coluna se repete', () => {
    expect(mapHeader(['Unidade', 'Nome', 'CPF', 'Perfil'], true)).toEqual({
      message: fill(M.missingColumns, { colunas: 'Bloco' }),
    });
    expect(mapHeader(['Unidade', 'Nome', 'CPF', 'Perfil'], false)).toEqual({
      map: { unidade: 0, nome: 1, cpf: 2, perfil: 3 },
    });
    expect(mapHeader(['Bloco', 'Unidade', 'Nome', 'CPF', 'Perfil', 'Telefone', 'Celular'], true)).toEqual({
      message: fill(M.duplicateColumn, { coluna: 'Celular' }),
    });
  });

  test('a linha lê cada célula aparada, e uma coluna ausente é vazia', () => {
    expect(rowOf([' Bloco A ', '101', ' Ana '], { bloco: 0, unidade: 1, nome: 2 }, 7)).toEqual({
      linha: 7,
      bloco: 'Bloco A',
      unidade: '101',
      nome: 'Ana',
      cpf: '',
      perfil: '',
      email: '',
      celular: '',
      acessoApp: '',
    });
  });
});

describe('importação de moradores: células', () => {
  test('perfil por rótulo, forma feminina ou código; desconhecido é null', () => {
    expect(parseProfile('Proprietário')).toBe('morar.proprietario');
    expect(parseProfile('INQUILINA')).toBe('morar.inquilino');
    expect(parseProfile('menor  de idade')).toBe('morar.parcial');
    expect(parseProfile('Representante Legal')).toBe('morar.restrito');
    expect(parseProfile('morar.morador')).toBe('morar.morador');
    expect(parseProfile('Vizinho')).toBeNull();
  });

  test('Sim/Não como o Excel escreve; vazio é null, outro texto undefined', () => {
    expect(['Sim', 's', 'VERDADEIRO', '1', 'x'].map(parseYesNo)).toEqual([true, true, true, true, true]);
    expect(['Não', 'NAO', 'n', 'FALSO', '0'].map(parseYesNo)).toEqual([false, false, false, false, false]);
    expect(parseYesNo(' ')).toBeNull();
    expect(parseYesNo('Talvez')).toBeUndefined();
  });

  test('CPF que a planilha tratou como número recupera os zeros; com pontuação não', () => {
    const cpf = completeCpf('012345678');
    expect(normaliseCpf(cpf.slice(1))).toBe(cpf);
    expect(normaliseCpf('529.982.247-25')).toBe('52998224725');
    expect(normaliseCpf('1234567')).toBe('1234567');
  });

  test('celular sem o 55 do país; bloco "A" acha "Bloco A"; unidade sem caixa nem espaços repetidos', () => {
    expect(normalisePhone('+55 (11) 98765-4321')).toBe('11987654321');
    expect(normalisePhone('(11) 98765-4321')).toBe('11987654321');
    expect(blockKeys('Bloco  Ã')).toEqual(['bloco a', 'a']);
    expect(blockKeys('A')).toEqual(['a']);
    expect(unitKey(' Loja  1 ')).toBe('loja 1');
  });

  test('acesso ao app padrão: sim para morador, não para inquilino (spec 02 §4)', () => {
    expect(defaultAppAccessOf('morar.proprietario')).toBe(true);
    expect(defaultAppAccessOf('morar.inquilino')).toBe(false);
  });
});

describe('importação de moradores: os campos da linha', () => {
  test('linha válida: nome sem espaços repetidos, CPF em dígitos, e-mail minúsculo; vazios são null', () => {
    expect(
      checkFields(
        row({ nome: 'Ana   Souza', email: 'Ana@Exemplo.com.br', celular: '11 98765-4321', acessoApp: 'Não' }),
      ),
    ).toEqual({
      fields: {
        nome: 'Ana Souza',
        cpf: '52998224725',
        perfil: 'morar.morador',
        email: 'ana@exemplo.com.br',
        telefone: '11987654321',
        flUsoApp: false,
      },
    });
    expect(checkFields(row())).toMatchObject({ fields: { email: null, telefone: null, flUsoApp: null } });
  });

  test('cada regra recusa com o seu motivo', () => {
    const reasons: [Partial<ImportRow>, string][] = [
      [{ nome: '' }, M.nameRequired],
      [{ nome: 'x'.repeat(51) }, M.nameTooLong],
      [{ cpf: '' }, M.cpfRequired],
      [{ cpf: '111.111.111-11' }, M.cpfInvalid],
      [{ cpf: '529.982.247-24' }, M.cpfInvalid],
      [{ perfil: '' }, M.profileRequired],
      [{ perfil: 'Síndico' }, fill(M.profileUnknown, { perfil: 'Síndico' })],
      [{ email: 'ana@' }, M.emailInvalid],
      [{ email: `${'a'.repeat(45)}@ex.com` }, M.emailInvalid],
      [{ celular: '(11) 3456-7890' }, M.phoneInvalid],
      [{ acessoApp: 'Talvez' }, fill(M.appAccessInvalid, { valor: 'Talvez' })],
      [{ nome: 'Ana\u0000' }, M.textInvalid],
      [{ email: '\ud800' }, M.textInvalid],
    ];
    for (const [values, motivo] of reasons) expect([values, checkFields(row(values))]).toEqual([values, { motivo }]);
  });
});
