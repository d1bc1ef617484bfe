import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pessoas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { findByIds, toCorrespondencia } from './correspondence.repository.ts';
import { api, parcel } from './correspondence.test-support.ts';

const NOW = new Date('2024-10-05T15:00:00.000Z');

/**
 * Decision 136: the history's parcels are written as JSON by the database. Each must be byte for byte what the JS
 * path builds (`toCorrespondencia`, the registration's and the release's answer, in the schema's key order): waiting,
 * released to a listed resident, to a name the desk typed, with the release's proof, quotes, accents and line breaks,
 * times with microseconds, no tracking code.
 */
describe('histórico da correspondência: cada encomenda da página, escrita pelo banco, é a mesma do JS', () => {
  let t: Fixture;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    const desk = api(t.app, t.tokens.a);
    const register = async (extra: Record<string, unknown>) => {
      const res = await desk.register(parcel(t.units.a101, extra));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
      return ids.at(-1)!;
    };
    await register({ descricao: 'Caixa "frágil"\nda Farmácia \\ ç ã é', codigoRastreio: null, prateleira: 'p3' });
    const toResident = await register({ destinatario: 'Maria Souza', valiosa: false });
    const [resident] = await t.db
      .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf })
      .from(pessoas)
      .where(eq(pessoas.idUnidade, t.units.a101));
    const released = await desk.release({
      id: toResident,
      moradorRetirada: { idMorador: resident!.id, cadastrado: true, nome: resident!.nome, cpf: resident!.cpf },
    });
    expect(released.statusCode, released.body).toBe(200);
    const toTyped = await register({ destinatario: 'João Entregador' });
    expect((await desk.release({ id: toTyped, nomeMoradorNaoCadastro: "João D'Ávila" })).statusCode).toBe(200);
    await t.db.execute(
      sql`update correspondencias set data_chegada = data_chegada + interval '123456 microseconds' where id = ${ids[0]!}`,
    );
  });
  afterAll(() => t.close());

  test('cada encomenda é byte a byte JSON.stringify(toCorrespondencia) da mesma linha', async () => {
    const res = await api(t.app, t.tokens.a).list({ unidade: t.units.a101, limit: 50 });
    expect(res.statusCode).toBe(200);
    const page = JSON.parse(res.body) as { data: { id: number }[] };
    const listed = page.data.filter((p) => ids.includes(p.id));
    expect(listed.map((p) => p.id).sort()).toEqual([...ids].sort());
    const rows = await findByIds(t.db, 1001, ids);
    for (const item of listed) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(JSON.stringify(item)).toBe(JSON.stringify(toCorrespondencia(row)));
    }
    const byId = (id: number) => listed.find((p) => p.id === id) as Record<string, unknown>;
    expect(byId(ids[0]!)).toMatchObject({ status: 'PENDENTE', retirada: null, moradorRetirada: null });
    expect(byId(ids[1]!)).toMatchObject({ status: 'RETIRADA', nomeMoradorNaoCadastro: null });
    expect(byId(ids[1]!).moradorRetirada).not.toBeNull();
    expect(byId(ids[2]!)).toMatchObject({ moradorRetirada: null, nomeMoradorNaoCadastro: "João D'Ávila" });
    expect((byId(ids[2]!).retirada as { porteiro: string | null }).porteiro).not.toBeNull();
  });
});
