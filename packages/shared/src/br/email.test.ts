import { expect, test } from 'vitest';
import { isValidEmail } from './email.ts';

test('e-mail vazio é permitido', () => expect(isValidEmail('')).toBe(true));
test('aceita e-mail no formato padrão', () => expect(isValidEmail('carlos.souza@portaria.dev')).toBe(true));
test.each(['sem-arroba.com', 'a@b', 'a b@c.com', 'a@b.c', '@portaria.dev'])('recusa %s', (email) =>
  expect(isValidEmail(email)).toBe(false),
);
test('recusa e-mail com mais de 45 caracteres', () => {
  const at45 = `${'a'.repeat(32)}@portaria.dev`;
  expect(at45).toHaveLength(45);
  expect(isValidEmail(at45)).toBe(true);
  expect(isValidEmail(`a${at45}`)).toBe(false);
});
