import { readFileSync } from 'node:fs';
import { RENAMED_AUDIT_ACTIONS } from '@portaria/shared/common/audit-actions';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';

const MIGRATION = new URL('../../db/migrations/0016_audit_action_names.sql', import.meta.url);

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});
afterAll(() => close());

test('a migração 0016 renomeia cada ação gravada com o nome antigo para o esquema entidade.verbo', async () => {
  const before = Object.keys(RENAMED_AUDIT_ACTIONS);
  const rows = await db
    .insert(auditLog)
    .values(
      [...before, 'veiculo.cadastrar'].map((acao) => ({
        acao,
        entidade: 'teste',
        createdAt: new Date('2024-10-01T12:00:00Z'),
      })),
    )
    .returning({ id: auditLog.id, acao: auditLog.acao });
  // Migrations ran already on this database: the statement is run again over the rows written with the old names.
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
  const after = await db
    .select({ id: auditLog.id, acao: auditLog.acao })
    .from(auditLog)
    .where(
      inArray(
        auditLog.id,
        rows.map((r) => r.id),
      ),
    );
  const renamed = Object.fromEntries(rows.map((r) => [r.acao, after.find((a) => a.id === r.id)!.acao]));
  expect(renamed).toEqual({ ...RENAMED_AUDIT_ACTIONS, 'veiculo.cadastrar': 'veiculo.cadastrar' });
});
