import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { dailyCount, dailyCountOf, setCount } from './daily-counts.ts';

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Decision 114: the log's trigger keeps one exact counter per condominium and day, in the write's transaction. */
describe('contagens diárias dos registros de entrada', () => {
  let db: Database;
  let close: () => Promise<void>;
  let visit: number;
  const counted = (idCondo: number, from: string, until: string) =>
    dailyCount(db, 'log_entradas', idCondo, from, until);
  const real = async (idCondo: number, from: string, until: string) =>
    Number(
      (
        await rows<{ n: string }>(
          db,
          sql`select count(*) as n from log_entradas where id_condo = ${idCondo} and dia between ${from}::date and ${until}::date`,
        )
      )[0]!.n,
    );
  const insert = (dia: string, times: number) =>
    db.execute(sql`insert into log_entradas (id_condo, id_visitante_unidade, tipo_autorizacao, dia, dt_entrada)
      select 5101, ${visit}, 'INTERFONAR', ${dia}::date, ${dia}::date + time '10:00' from generate_series(1, ${times})`);

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase());
    await db.execute(sql`insert into condominios (id_condo, referencia, nome, nome_fantasia)
      values (5101, 5101, 'Residencial Contagem', 'Contagem'), (5102, 5102, 'Outro', 'Outro')`);
    await db.execute(sql`with b as (insert into blocos (id_condo, nome) values (5101, 'Bloco A') returning id_bloco)
      insert into unidades (id_bloco, nome) select id_bloco, '101' from b`);
    const [vu] = await rows<{ id: number }>(
      db,
      sql`with v as (insert into visitantes (id_condo, nome, tipo_documento, numero_documento, visitante_tipo, busca)
            values (5101, 'Íris Contagem', 'CPF', '39053344705', 'VISITANTE', 'iris contagem 39053344705') returning id)
          insert into visitante_unidades (id_condo, id_visitante, id_unidade)
          select 5101, v.id, (select min(u.id_unidade) from unidades u join blocos b using (id_bloco) where b.id_condo = 5101)
          from v returning id`,
    );
    visit = vu!.id;
  });
  afterAll(() => close());

  test('a migração conta o que já existia, e cada inserção soma no seu dia', async () => {
    const before = await counted(5101, '2020-01-01', '2030-12-31');
    expect(before).toBe(await real(5101, '2020-01-01', '2030-12-31'));
    await insert('2026-03-01', 3);
    await insert('2026-03-02', 2);
    expect(await counted(5101, '2026-03-01', '2026-03-01')).toBe(3);
    expect(await counted(5101, '2026-03-01', '2026-03-02')).toBe(5);
    expect(await counted(5101, '2026-03-02', '2026-03-31')).toBe(2);
    expect(await counted(5102, '2026-03-01', '2026-03-02')).toBe(0);
    expect(await counted(5101, '2020-01-01', '2030-12-31')).toBe(before + 5);
  });

  test('apagar e mudar o dia de uma visita movem a contagem; uma transação desfeita não conta', async () => {
    await db.execute(
      sql`delete from log_entradas where id = (select min(id) from log_entradas where dia = '2026-03-01')`,
    );
    await db.execute(
      sql`update log_entradas set dia = '2026-03-05' where id = (select min(id) from log_entradas where dia = '2026-03-02')`,
    );
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into log_entradas (id_condo, id_visitante_unidade, tipo_autorizacao, dia, dt_entrada)
          values (5101, ${visit}, 'INTERFONAR', '2026-03-01', now())`);
        throw new Error('desfeita');
      })
      .catch(() => undefined);
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-05'])
      expect(await counted(5101, day, day), day).toBe(await real(5101, day, day));
    expect(await counted(5101, '2026-03-01', '2026-03-05')).toBe(4);
  });

  test('correspondências contam no dia de São Paulo da chegada, por situação; a retirada muda a situação', async () => {
    const parcel = (at: string) =>
      db.execute(sql`insert into correspondencias (id_condo, id_unidade, destinatario, categoria, tamanho, data_chegada)
        select 5101, min(u.id_unidade), 'Íris', 'PACOTE', 'PEQUENO', ${at}::timestamptz
        from unidades u join blocos b using (id_bloco) where b.id_condo = 5101`);
    // 23:30 of 03/10 in São Paulo is 02:30Z of 03/11: it counts on 03/10.
    await parcel('2026-03-11T02:30:00Z');
    await parcel('2026-03-11T03:30:00Z');
    await parcel('2026-03-11T15:00:00Z');
    const both = ['correspondencias:PENDENTE', 'correspondencias:RETIRADA'] as const;
    expect(await dailyCount(db, 'correspondencias:PENDENTE', 5101, '2026-03-10', '2026-03-10')).toBe(1);
    expect(await dailyCount(db, 'correspondencias:PENDENTE', 5101, '2026-03-11', '2026-03-11')).toBe(2);
    await db.execute(sql`update correspondencias set status = 'RETIRADA' where data_chegada = '2026-03-11T15:00:00Z'`);
    await db.execute(sql`update correspondencias set observacao = 'sem mudança de situação'`);
    expect(await dailyCount(db, 'correspondencias:PENDENTE', 5101, '2026-03-11', '2026-03-11')).toBe(1);
    expect(await dailyCount(db, 'correspondencias:RETIRADA', 5101, '2026-03-11', '2026-03-11')).toBe(1);
    expect(await dailyCount(db, [...both], 5101, '2026-03-10', '2026-03-11')).toBe(3);
    await db.execute(sql`delete from correspondencias where data_chegada = '2026-03-11T02:30:00Z'`);
    expect(await dailyCount(db, [...both], 5101, '2026-03-10', '2026-03-11')).toBe(2);
  });

  test('moradores ativos por condomínio: o condomínio vem da unidade; sair, bloquear, mudar de unidade e apagar contam', async () => {
    await db.execute(
      sql`insert into condominios (id_condo, referencia, nome, nome_fantasia) values (5103, 5103, 'Terceiro', 'T')`,
    );
    await db.execute(sql`with b as (insert into blocos (id_condo, nome) values (5103, 'Bloco Z') returning id_bloco)
      insert into unidades (id_bloco, nome) select id_bloco, '901' from b`);
    const unitOf = async (idCondo: number) =>
      (
        await rows<{ id: number }>(
          db,
          sql`select min(u.id_unidade) as id from unidades u join blocos b using (id_bloco) where b.id_condo = ${idCondo}`,
        )
      )[0]!.id;
    const [here, there] = [await unitOf(5101), await unitOf(5103)];
    const real = async (idCondo: number) =>
      Number(
        (
          await rows<{ n: string }>(
            db,
            sql`select count(*) as n from pessoas p join unidades u using (id_unidade)
        join blocos b using (id_bloco) where b.id_condo = ${idCondo} and p.situacao = 'ATIVO'`,
          )
        )[0]!.n,
      );
    await db.execute(
      sql`insert into pessoas (id_unidade, cpf, nome) select ${here}, lpad(g::text, 11, '0'), 'Morador ' || g from generate_series(1, 4) g`,
    );
    expect([await setCount(db, 'pessoas:ATIVO', 5101), await real(5101)]).toEqual([4, 4]);
    const [stored] = await rows<{ id_condo: number }>(
      db,
      sql`select distinct id_condo from pessoas where id_unidade = ${here}`,
    );
    expect(stored!.id_condo).toBe(5101);
    await db.execute(sql`update pessoas set situacao = 'REMOVIDO' where cpf = '00000000001'`);
    await db.execute(sql`update pessoas set situacao = 'BLOQUEADO' where cpf = '00000000002'`);
    await db.execute(sql`update pessoas set id_unidade = ${there} where cpf = '00000000003'`);
    await db.execute(sql`update pessoas set telefone = '11999990000'`);
    for (const idCondo of [5101, 5103]) expect(await setCount(db, 'pessoas:ATIVO', idCondo)).toBe(await real(idCondo));
    expect(await setCount(db, 'pessoas:ATIVO', 5103)).toBe(1);
    await db.execute(sql`update pessoas set situacao = 'ATIVO' where cpf = '00000000002'`);
    await db.execute(sql`delete from pessoas where cpf = '00000000004'`);
    for (const idCondo of [5101, 5103]) expect(await setCount(db, 'pessoas:ATIVO', idCondo)).toBe(await real(idCondo));
    expect(await setCount(db, 'pessoas:ATIVO', 5101)).toBe(1);
  });

  test('um período aberto num comando preparado fica no plano genérico (não é planejado a cada execução)', async () => {
    // Many days of counters, as a condominium's years of parcels: the open range's generic estimate then matters.
    await db.execute(sql`insert into contagens_diarias (serie, id_condo, dia, n)
      select 'correspondencias:PENDENTE', 5102, date '2015-01-01' + d, 1 from generate_series(0, 3999) d`);
    await db.execute(sql`analyze contagens_diarias`);
    const { sql: text } = new PgDialect().sqlToQuery(
      sql`select ${dailyCountOf('correspondencias:PENDENTE', sql.placeholder('c'), sql.placeholder('d'), null)} as n`,
    );
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare contagem_aberta(int, text) as ${text}`));
      for (let i = 0; i < 8; i++) {
        const [row] = await rows<{ n: number }>(
          tx,
          sql.raw(`execute contagem_aberta(5102, '2025-12-0${1 + (i % 5)}')`),
        );
        expect(Number(row!.n)).toBe(13 - (i % 5));
      }
      const [row] = await rows<{ generic_plans: number | string }>(
        tx,
        sql`select generic_plans from pg_prepared_statements where name = 'contagem_aberta'`,
      );
      await tx.execute(sql`deallocate contagem_aberta`);
      return Number(row!.generic_plans);
    });
    expect(plans).toBeGreaterThan(0);
  });
});
