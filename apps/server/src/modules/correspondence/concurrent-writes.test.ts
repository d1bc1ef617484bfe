import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, correspondencias, retiradas } from '../../db/schema/index.ts';
import { contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, parcel, unitIdOf } from './correspondence.test-support.ts';

// PGlite runs one transaction at a time, so requests sent together are served one after another there: a claim
// that always wins, or an Idempotency-Key without its unique index, passes every test on it. These races only
// exist on PostgreSQL (TEST_DATABASE_URL); on PGlite the file is skipped, the serialized cases live in entrada.test.ts
// and release.test.ts.
const isPglite = !process.env.TEST_DATABASE_URL;

describe.skipIf(isPglite)(
  'corridas de verdade no cadastro e na retirada (só no PostgreSQL: o PGlite serializa as transações)',
  () => {
    let t: TestApp;
    let token: string;
    let unit: number;
    const parcelsOf = async (destinatario: string) =>
      t.db
        .select({ id: correspondencias.id })
        .from(correspondencias)
        .where(and(eq(correspondencias.idUnidade, unit), eq(correspondencias.destinatario, destinatario)));

    beforeAll(async () => {
      t = await createTestApp();
      token = await contextToken(t.app);
      unit = await unitIdOf(t.db, 1001, 'Bloco B', '302');
    });
    afterAll(() => t.close());

    test('20 cadastros simultâneos com a mesma Idempotency-Key: uma correspondência, uma auditoria, 19 repetições da resposta', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          api(t.app, token).register(parcel(unit, { destinatario: 'Rajada Simultânea' }), 'corrida-mesma-chave-0001'),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const created = await parcelsOf('Rajada Simultânea');
      expect(created).toHaveLength(1);
      expect(new Set(results.map((r) => r.json().id))).toEqual(new Set([created[0]!.id]));
      expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.acao, 'correspondencia.cadastrar'), eq(auditLog.idEntidade, String(created[0]!.id))));
      expect(audits).toHaveLength(1);
    });

    test('a mesma chave com conteúdos diferentes ao mesmo tempo: um cadastro vence, os outros são recusados e nada mais é criado', async () => {
      const names = Array.from({ length: 8 }, (_, i) => `Disputa Chave ${i}`);
      const results = await Promise.all(
        names.map((destinatario) =>
          api(t.app, token).register(parcel(unit, { destinatario }), 'corrida-chave-disputada-01'),
        ),
      );
      const winners = results.filter((r) => r.statusCode === 201);
      expect(winners).toHaveLength(1);
      for (const loser of results.filter((r) => r.statusCode !== 201)) {
        expect(loser.statusCode).toBe(422);
        expect(loser.json()).toEqual({ message: M.idempotencyMismatch });
      }
      const created = (await Promise.all(names.map(parcelsOf))).flat();
      expect(created.map((c) => c.id)).toEqual([winners[0]!.json().id]);
    });

    test('dez retiradas simultâneas da mesma correspondência: uma entrega, nove 409 e um só registro de quem retirou', async () => {
      const id = (await api(t.app, token).register(parcel(unit, { destinatario: 'Retirada Disputada' }))).json()
        .id as number;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api(t.app, token).release({ id, nomeMoradorNaoCadastro: `Pessoa Número ${i}` }),
        ),
      );
      const delivered = results.filter((r) => r.statusCode === 200);
      expect(delivered).toHaveLength(1);
      for (const refused of results.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: fill(M.alreadyReleased, { id }) });
      }
      const [row] = await t.db.select().from(correspondencias).where(eq(correspondencias.id, id));
      const pickups = await t.db.select().from(retiradas).where(eq(retiradas.id, row!.idRetirada!));
      expect(pickups.map((p) => p.nome)).toEqual([delivered[0]!.json().data[0].nomeMoradorNaoCadastro]);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.acao, 'correspondencia.retirar'), eq(auditLog.idEntidade, String(id))));
      expect(audits).toHaveLength(1);
    });
  },
);
