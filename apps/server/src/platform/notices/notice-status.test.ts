import type { Notice } from '@portaria/shared/notices/notice.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { condominios, jobs } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { findNotices, requeueFailed, type NoticeRow } from './jobs.repository.ts';
import { entityNotices, markOf, marksOf, summarize, toNotice } from './notice-status.ts';

const row = (extra: Partial<NoticeRow>): NoticeRow => ({
  id: 1,
  idEntidade: 10,
  kind: 'aviso.email',
  nome: 'Ana Souza',
  status: 'NA_FILA',
  attempts: 0,
  lastError: null,
  doneAt: null,
  ...extra,
});
const notice = (nome: string, status: Notice['status'], extra: Partial<Notice> = {}): Notice => ({
  id: 1,
  nome,
  canal: 'email',
  status,
  tentativas: 1,
  erro: null,
  enviadoEm: null,
  ...extra,
});

describe('situação dos avisos que a portaria lê', () => {
  test('cada aviso diz o canal, a hora do envio quando saiu e o erro só quando não saiu', () => {
    const doneAt = new Date('2024-10-01T12:34:56.000Z');
    expect(
      toNotice(row({ id: 7, kind: 'aviso.sms', status: 'ENVIADO', attempts: 2, lastError: 'antigo', doneAt })),
    ).toEqual({
      id: 7,
      nome: 'Ana Souza',
      canal: 'sms',
      status: 'ENVIADO',
      tentativas: 2,
      erro: null,
      enviadoEm: '2024-10-01T12:34:56.000Z',
    });
    expect(toNotice(row({ status: 'FALHOU', attempts: 5, lastError: 'caixa cheia', doneAt, nome: null }))).toEqual({
      id: 1,
      nome: '',
      canal: 'email',
      status: 'FALHOU',
      tentativas: 5,
      erro: 'caixa cheia',
      enviadoEm: null,
    });
    expect(toNotice(row({ status: 'NA_FILA', attempts: 1, lastError: 'tentará de novo' }))).toMatchObject({
      erro: 'tentará de novo',
      enviadoEm: null,
    });
    expect(toNotice(row({ status: 'ENVIADO', doneAt: null })).enviadoEm).toBeNull();
  });

  test('a soma: FALHOU se algum falhou de vez, NA_FILA se algum está a caminho, ENVIADO quando todos saíram; contam moradores', () => {
    expect(summarize([])).toEqual({ status: null, moradores: 0, pendentes: 0, falhas: 0 });
    const ana = [notice('Ana', 'ENVIADO'), notice('Ana', 'ENVIADO', { canal: 'sms' })];
    expect(summarize(ana)).toEqual({ status: 'ENVIADO', moradores: 1, pendentes: 0, falhas: 0 });
    const waiting = [...ana, notice('Bruno', 'NA_FILA'), notice('Caio', 'NA_FILA'), notice('Caio', 'NA_FILA')];
    expect(summarize(waiting)).toEqual({ status: 'NA_FILA', moradores: 1, pendentes: 2, falhas: 0 });
    const failed = [...waiting, notice('Davi', 'FALHOU'), notice('Eva', 'FALHOU'), notice('Eva', 'FALHOU')];
    expect(summarize(failed)).toEqual({ status: 'FALHOU', moradores: 1, pendentes: 2, falhas: 2 });
    expect(summarize([notice('Fábio', 'FALHOU')])).toEqual({ status: 'FALHOU', moradores: 0, pendentes: 0, falhas: 1 });
  });

  test('a marca da lista traz o erro e as tentativas do aviso que falhou; sem falha, nenhum erro e zero tentativas', () => {
    const failed = notice('Bia', 'FALHOU', { erro: 'provedor de SMS respondeu 500', tentativas: 5 });
    expect(markOf([notice('Ana', 'ENVIADO', { tentativas: 2 }), failed])).toEqual({
      status: 'FALHOU',
      moradores: 1,
      pendentes: 0,
      falhas: 1,
      erro: 'provedor de SMS respondeu 500',
      tentativas: 5,
    });
    expect(markOf([notice('Ana', 'NA_FILA', { tentativas: 3, erro: 'tentará de novo' })])).toEqual({
      status: 'NA_FILA',
      moradores: 0,
      pendentes: 1,
      falhas: 0,
      erro: null,
      tentativas: 0,
    });
  });
});

describe('avisos de uma entidade no banco', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  const at = new Date('2024-10-01T12:00:00.000Z');
  const ids: Record<string, number> = {};

  const job = (nome: string, extra: Partial<typeof jobs.$inferInsert> = {}): typeof jobs.$inferInsert => ({
    kind: 'aviso.email',
    idCondo: 1,
    entidade: 'encomenda',
    idEntidade: 10,
    nome,
    payload: {},
    maxAttempts: 5,
    runAt: at,
    createdAt: at,
    ...extra,
  });
  const insert = async (values: typeof jobs.$inferInsert) =>
    (await db.insert(jobs).values(values).returning({ id: jobs.id }))[0]!.id;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    await db.insert(condominios).values([
      { idCondo: 1, referencia: 1, nome: 'Um', nomeFantasia: 'Um' },
      { idCondo: 2, referencia: 2, nome: 'Dois', nomeFantasia: 'Dois' },
    ]);
    const rows = [
      ['ana-email', job('Ana', { status: 'ENVIADO', doneAt: at })],
      [
        'ana-sms',
        job('Ana', { kind: 'aviso.sms', status: 'FALHOU', attempts: 5, lastError: 'número inválido', doneAt: at }),
      ],
      ['bruno', job('Bruno', { idEntidade: 11 })],
      ['outra-entidade', job('Caio', { entidade: 'reserva' })],
      ['outro-condominio', job('Davi', { idCondo: 2 })],
      ['sem-aviso', job('Eva', { idEntidade: 12, entidade: 'reserva' })],
      ['falhou-11', job('Bruno', { idEntidade: 11, status: 'FALHOU', lastError: 'x' })],
    ] as const;
    for (const [name, values] of rows) ids[name] = await insert(values);
  });
  afterAll(() => handle.close());

  test('só os avisos das entidades pedidas, do condominio e do tipo de entidade, na ordem em que foram criados', async () => {
    expect(await findNotices(db, 1, 'encomenda', [])).toEqual([]);
    const found = await findNotices(db, 1, 'encomenda', [10, 11, 12]);
    expect(found.map((r) => r.id)).toEqual([ids['ana-email'], ids['ana-sms'], ids.bruno, ids['falhou-11']]);
    expect(found[1]).toEqual({
      id: ids['ana-sms'],
      idEntidade: 10,
      kind: 'aviso.sms',
      nome: 'Ana',
      status: 'FALHOU',
      attempts: 5,
      lastError: 'número inválido',
      doneAt: at,
    });
  });

  test('marcas por entidade (as sem aviso ficam de fora) e os avisos de uma entidade com a soma', async () => {
    const marks = await marksOf(db, 1, 'encomenda', [10, 11, 12]);
    expect([...marks.keys()].sort()).toEqual([10, 11]);
    expect(marks.get(10)).toEqual({
      status: 'FALHOU',
      moradores: 1,
      pendentes: 0,
      falhas: 1,
      erro: 'número inválido',
      tentativas: 5,
    });
    expect(marks.get(11)).toMatchObject({ status: 'FALHOU', pendentes: 1, falhas: 1 });
    const one = await entityNotices(db, 1, 'encomenda', 10);
    expect(one).toMatchObject({ status: 'FALHOU', moradores: 1, pendentes: 0, falhas: 1 });
    expect(one.data.map((n) => [n.id, n.canal, n.status])).toEqual([
      [ids['ana-email'], 'email', 'ENVIADO'],
      [ids['ana-sms'], 'sms', 'FALHOU'],
    ]);
    expect(await entityNotices(db, 2, 'encomenda', 99)).toEqual({
      status: null,
      moradores: 0,
      pendentes: 0,
      falhas: 0,
      data: [],
    });
  });

  test('reenviar: só os avisos que falharam daquela entidade voltam à fila, com tentativas zeradas', async () => {
    const failed = { status: 'FALHOU', attempts: 5, lastError: 'x', doneAt: at, lockedBy: 'w' };
    const mine = await insert(job('Gil', { idEntidade: 20, ...failed }));
    const sent = await insert(job('Gil', { idEntidade: 20, status: 'ENVIADO', attempts: 1, doneAt: at }));
    const others = [
      await insert(job('Gil', { idEntidade: 21, ...failed })),
      await insert(job('Gil', { idEntidade: 20, entidade: 'reserva', ...failed })),
      await insert(job('Gil', { idEntidade: 20, idCondo: 2, ...failed })),
    ];
    const later = new Date('2024-10-02T08:00:00.000Z');
    expect(await requeueFailed(db, 1, 'encomenda', 20, later)).toEqual([mine]);
    const [again] = await db.select().from(jobs).where(eq(jobs.id, mine));
    expect(again).toMatchObject({
      status: 'NA_FILA',
      attempts: 0,
      runAt: later,
      lockedUntil: null,
      lockedBy: null,
      doneAt: null,
    });
    expect((await db.select().from(jobs).where(eq(jobs.id, sent)))[0]).toMatchObject({ status: 'ENVIADO', doneAt: at });
    for (const id of others)
      expect((await db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ status: 'FALHOU', attempts: 5 });
    // Nothing failed any more: a second "Reenviar" finds nothing.
    expect(await requeueFailed(db, 1, 'encomenda', 20, later)).toEqual([]);
  });
});
