import { asc, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, correspondencias, pessoas, unidades } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { compileSections, section } from './read-together.ts';

// Decision 135: reads sent together in one statement answer what each would answer alone — types (timestamps, dates,
// booleans, bigints, nulls, `mapWith`), nested keys, order and empty results — on PGlite and on PostgreSQL.
describe('leituras juntas numa só consulta', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let idUnidade: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    await db.insert(condominios).values({ idCondo: 77, referencia: 7777, nome: 'Cond. Junto', nomeFantasia: 'Junto' });
    const [bloco] = await db.insert(blocos).values({ idCondo: 77, nome: 'Bloco J' }).returning();
    const [unidade] = await db.insert(unidades).values({ idBloco: bloco!.idBloco, nome: '101' }).returning();
    idUnidade = unidade!.idUnidade;
    await db.insert(pessoas).values([
      { idUnidade, idCondo: 77, cpf: '52998224725', nome: 'Zélia Souza', perfil: 'morar.proprietario' },
      { idUnidade, idCondo: 77, cpf: '11144477735', nome: 'Ana Lima', perfil: 'morar.inquilino', appInstalado: true },
    ]);
    const parcel = { idCondo: 77, idUnidade, categoria: 'CAIXA', tamanho: 'P' };
    await db.insert(correspondencias).values([
      { ...parcel, destinatario: 'Ana', dataChegada: new Date('2026-11-03T14:05:06.789Z') },
      { ...parcel, destinatario: 'Zé', codigoRastreio: null, dataChegada: new Date('2026-11-04T01:02:03Z') },
    ]);
  });
  afterAll(() => handle.close());

  /** The same reads by value (alone) or by placeholder (built once, as the unit page builds them). */
  const queries = (unit: number | Placeholder) => ({
    people: db
      .select({
        id: pessoas.id,
        nome: pessoas.nome,
        app: pessoas.appInstalado,
        criado: pessoas.createdAt,
        unidade: { nome: unidades.nome, bloco: blocos.nome },
        iniciais: sql<string>`upper(left(${pessoas.nome}, 1))`,
        tamanho: sql<number>`length(${pessoas.nome})`.mapWith(Number),
      })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(eq(pessoas.idUnidade, unit))
      .orderBy(asc(pessoas.nome)),
    parcels: db
      .select({
        id: correspondencias.id,
        chegada: correspondencias.dataChegada,
        rastreio: correspondencias.codigoRastreio,
        dia: sql<string>`to_char(${correspondencias.dataChegada}, 'YYYY-MM-DD')`,
      })
      .from(correspondencias)
      .where(eq(correspondencias.idUnidade, unit))
      .orderBy(desc(correspondencias.dataChegada)),
    nothing: db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.idCondo, -1)),
  });

  test('cada leitura traz as mesmas linhas, tipos e ordem que sozinha; uma seção fora fica null', async () => {
    const q = queries(idUnidade);
    const alone = { people: await q.people, parcels: await q.parcels, nothing: await q.nothing };
    const built = queries(sql.placeholder('idUnidade'));
    const asIs = <T>(rows: T) => rows;
    const run = compileSections(db, 'read_together_test', {
      people: section({ rows: built.people }, ({ rows }) => asIs(rows)),
      rest: section({ parcels: built.parcels, nothing: built.nothing }, (rows) => asIs(rows)),
      notAllowed: null,
    });
    const together = await run({ idUnidade }, new Date());
    expect({ people: together.people, ...together.rest }).toEqual(alone);
    expect(together.notAllowed).toBeNull();
    expect(together.people.map((p) => p.nome)).toEqual(['Ana Lima', 'Zélia Souza']);
    expect(together.people[0]!.criado).toBeInstanceOf(Date);
    expect(together.rest.parcels[0]!.chegada).toEqual(new Date('2026-11-04T01:02:03Z'));
    expect(together.rest.parcels[1]!.chegada.toISOString()).toBe('2026-11-03T14:05:06.789Z');
    expect(together.rest.nothing).toEqual([]);
    // Built once, run again with another value: the same statement answers for that value.
    expect((await run({ idUnidade: -1 }, new Date())).people).toEqual([]);
  });
});
