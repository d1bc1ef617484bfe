import { describe, expect, test } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('o que a busca da portaria entende no texto digitado', () => {
  test('unidade com e sem bloco: "1204", "A 1204", "bloco a 12", "a1204"', () => {
    expect(searchTerms('1204')).toMatchObject({ unit: '1204', blockWords: [], words: [], parcelId: 1204 });
    expect(searchTerms('A 1204')).toMatchObject({ unit: '1204', blockWords: ['a'], words: [] });
    expect(searchTerms('bloco a 12')).toMatchObject({ unit: '12', blockWords: ['a'], words: [] });
    expect(searchTerms('a1204')).toMatchObject({ unit: '1204', blockWords: ['a'] });
    expect(searchTerms('Torre 03 ap 101')).toMatchObject({ unit: '101', blockWords: ['03'] });
  });

  test('nome com unidade: "maria 1204" procura Maria na 1204; acentos e caixa não importam', () => {
    expect(searchTerms('Márcia  1204')).toMatchObject({ words: ['marcia'], unit: '1204', parcelId: null });
    expect(searchTerms('maria a 1204')).toMatchObject({
      words: ['maria'],
      blockWords: ['maria', 'a'],
      shortBlockWords: ['a'],
    });
    expect(searchTerms('torre norte 101')).toMatchObject({ unit: '101', blockWords: ['norte'] });
    expect(searchTerms('João da Silva')).toMatchObject({ words: ['joao', 'da', 'silva'], unit: null });
  });

  test('código da encomenda: "Cód.71", "cod 71", "#71" e o número sozinho', () => {
    for (const text of ['Cód.71', 'cod 71', '#71', 'código 71', '71']) expect(searchTerms(text).parcelId).toBe(71);
    expect(searchTerms('maria 71').parcelId).toBeNull();
    // Said to be a code, it is nothing else: no unit 71, no word "cod" for names, plates or tracking codes.
    for (const text of ['Cód.71', 'cod 71', '#71', 'código 71'])
      expect(searchTerms(text)).toEqual({
        words: [],
        unit: null,
        blockWords: [],
        shortBlockWords: [],
        parcelId: 71,
        plate: null,
        tracking: null,
        digits: null,
        isMasked: false,
      });
    expect(searchTerms('71')).toMatchObject({ unit: '71', parcelId: 71, digits: null });
  });

  test('placa inteira ou com hífen, e começo de rastreio com 5 dígitos ou mais: só o código, nem unidade nem nome', () => {
    const none = { words: [], unit: null, blockWords: [], shortBlockWords: [], parcelId: null, digits: null };
    expect(searchTerms('ABC-1')).toEqual({ ...none, plate: 'ABC1', tracking: null, isMasked: false });
    expect(searchTerms('abc-1d23')).toMatchObject({ ...none, plate: 'ABC1D23' });
    expect(searchTerms('QRS4T56')).toMatchObject({ ...none, plate: 'QRS4T56' });
    expect(searchTerms('br123456')).toEqual({ ...none, plate: null, tracking: 'BR123456', isMasked: false });
    expect(searchTerms('BR123456789BR')).toMatchObject({ ...none, tracking: 'BR123456789BR' });
    // Still a unit (and a block): a space, one letter, or four digits at most.
    expect(searchTerms('abc 1')).toMatchObject({ unit: '1', blockWords: ['abc'], plate: null });
    expect(searchTerms('a12345')).toMatchObject({ unit: '12345', tracking: 'A12345' });
    expect(searchTerms('ab1204')).toMatchObject({ unit: '1204', blockWords: ['ab'], tracking: 'AB1204' });
    expect(searchTerms('abc1')).toMatchObject({ unit: '1', plate: 'ABC1' });
  });

  test('placa antiga e Mercosul, com ou sem hífen, e o começo dela', () => {
    expect(searchTerms('abc-1d23').plate).toBe('ABC1D23');
    expect(searchTerms('ABC1234').plate).toBe('ABC1234');
    expect(searchTerms('abc').plate).toBe('ABC');
    expect(searchTerms('abc 1234').plate).toBeNull();
    expect(searchTerms('maria').plate).toBeNull();
  });

  test('código de rastreio: letras e números juntos, 5 ou mais', () => {
    expect(searchTerms('br123456789br').tracking).toBe('BR123456789BR');
    expect(searchTerms('ab12').tracking).toBeNull();
    expect(searchTerms('maria').tracking).toBeNull();
  });

  test('dígitos de CPF com ou sem máscara, a partir de 3', () => {
    expect(searchTerms('529.982').digits).toBe('529982');
    expect(searchTerms('52').digits).toBeNull();
    expect(searchTerms('maria 529').digits).toBeNull();
  });
});
