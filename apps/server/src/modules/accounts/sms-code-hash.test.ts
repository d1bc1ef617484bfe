import { describe, expect, test } from 'vitest';
import { generateCode, hashCode, verifyCode } from './sms-code.ts';

describe('código SMS: geração e hash (unidade)', () => {
  test('o código tem sempre 6 dígitos, com zeros à esquerda mantidos', () => {
    // 10 % of the codes are below 100000: among 300 codes, one has a leading zero except with chance 0.9^300 (~2e-14).
    const codes = Array.from({ length: 300 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(250);
  });

  test('o hash confere só com o próprio código e nunca o contém', async () => {
    const stored = await hashCode('012345');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain('012345');
    expect(await verifyCode(stored, '012345')).toBe(true);
    expect(await verifyCode(stored, '012346')).toBe(false);
    expect(await verifyCode(stored, '12345')).toBe(false);
    expect(await hashCode('012345')).not.toBe(stored);
  });

  test('um hash de outro esquema, sem sal ou sem chave nunca confere', async () => {
    const [, salt, key] = (await hashCode('654321')).split('$');
    expect(await verifyCode(`scrypt$${salt}$${key}`, '654321')).toBe(true);
    for (const stored of [
      `bcrypt$${salt}$${key}`,
      `scrypt$$${key}`,
      `scrypt$${salt}$`,
      `scrypt$${salt}`,
      '',
      `SCRYPT$${salt}$${key}`,
    ]) {
      expect(await verifyCode(stored, '654321'), stored).toBe(false);
    }
  });
});
