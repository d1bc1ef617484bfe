import { describe, expect, test } from 'vitest';
import { firstName, formatGreeting, formatLongDate, initials } from './greeting';

const at = (hour: number, minute = 0) => new Date(2026, 10, 21, hour, minute);

describe('saudação do porteiro', () => {
  test('usa o primeiro nome em minúsculas com a saudação da hora', () => {
    expect(formatGreeting(at(9), 'Carlos Eduardo Souza')).toBe('Bom dia, carlos');
    expect(formatGreeting(at(12), 'Carlos Eduardo Souza')).toBe('Boa tarde, carlos');
    expect(formatGreeting(at(16, 59), 'MARIA Helena Prado')).toBe('Boa tarde, maria');
    expect(formatGreeting(at(17), 'Carlos Eduardo Souza')).toBe('Boa noite, carlos');
    expect(formatGreeting(at(5, 59), 'Carlos Eduardo Souza')).toBe('Boa noite, carlos');
  });

  test('primeiro nome ignora espaços extras', () => {
    expect(firstName('  Carlos   Eduardo ')).toBe('Carlos');
  });

  test('avatar usa as iniciais do primeiro e do último nome', () => {
    expect(initials('Carlos Eduardo Souza')).toBe('CS');
    expect(initials('maria')).toBe('M');
  });

  test('data de hoje por extenso em português', () => {
    expect(formatLongDate(at(10))).toBe('sábado, 21 de novembro de 2026');
  });
});
