import { describe, expect, test } from 'vitest';
import { AUDIT_ACTIONS, RENAMED_AUDIT_ACTIONS, isAuditAction } from './audit-actions.ts';

describe('nomes das ações da auditoria', () => {
  test('um só esquema: entidade.verbo, minúsculas e sublinhado, sem repetição', () => {
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  test('os nomes antigos passam a ler um nome do esquema; nenhum antigo continua valendo', () => {
    for (const [before, after] of Object.entries(RENAMED_AUDIT_ACTIONS)) {
      expect(isAuditAction(after)).toBe(true);
      expect(isAuditAction(before)).toBe(false);
    }
  });
});
