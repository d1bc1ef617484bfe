import { sql } from 'drizzle-orm';
import type { Page } from '@portaria/shared/common/page';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { findEntry } from './shift-book.repository.ts';
import { toEntry } from './shift-book.service.ts';
import { BOOK } from './shift-book.test-support.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');

/**
 * Decision 136: the list's entries are written as JSON by the database. Each must be exactly the answer the single
 * entry path builds in JS (`toEntry`): every key, null where it is null, times as `toISOString` writes them (also
 * with microseconds, which both cut to milliseconds), text with quotes, line breaks and accents, and `alteravelAte`
 * only on the caller's own entries in their 15 minutes.
 */
describe('livro da portaria: cada registro da lista, escrito pelo banco, é o mesmo registro da resposta de um só', () => {
  let t: Fixture;
  let carlos: AreaClient;
  let carlosId: number;
  const created = async (body: Record<string, unknown>) => {
    const res = await carlos.post(`${BOOK}/registros`, { categoria: 'PENDENCIA', idUnidade: null, ...body });
    expect(res.statusCode).toBe(201);
    return (res.json() as Entry).id;
  };

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    carlos = t.client(t.tokens.a);
    const first = await created({ texto: 'Vazamento na garagem', idUnidade: t.units.a101 });
    carlosId = (await findEntry(t.db, 1001, first))!.idUsuario!;
    await created({ texto: 'Aspas " e barra \\ e\nquebra de linha, ç ã é', categoria: 'INFORMACAO' });
    await created({ texto: 'Correção: vazamento no subsolo', idCorrige: first, idUnidade: t.units.b302 });
    const resolved = await created({ texto: 'Lâmpada queimada no hall', categoria: 'URGENTE' });
    expect((await carlos.post(`${BOOK}/registros/${resolved}/resolver`, {})).statusCode).toBe(200);
    const edited = await created({ texto: 'Interfone mudo' });
    const edit = await carlos.put(`${BOOK}/registros/${edited}`, {
      categoria: 'PENDENCIA',
      texto: 'Interfone mudo no 101',
      idUnidade: t.units.a101,
    });
    expect(edit.statusCode).toBe(200);
    // Someone else's entry, and times with microseconds (the engine keeps them; an answer shows milliseconds).
    const other = await created({ texto: 'Recado de outro porteiro' });
    await t.db.execute(sql`update livro_registros set id_usuario = null, autor_nome = 'Outro Porteiro',
      criado_em = '2026-11-30 11:40:00.123999+00', recebido_em = '2026-11-30 11:40:00.123999+00' where id = ${other}`);
    await t.db.execute(
      sql`update livro_registros set resolvido_em = '2026-11-30 11:59:59.999999+00' where id = ${resolved}`,
    );
  });
  afterAll(() => t.close());

  test('cada registro da página é igual ao de toEntry, campo a campo', async () => {
    const res = await carlos.get(`${BOOK}/registros`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const page = res.json() as Page<Entry>;
    expect(page.data).toHaveLength(6);
    for (const listed of page.data) {
      const row = (await findEntry(t.db, 1001, listed.id))!;
      expect(listed).toStrictEqual(toEntry(row, carlosId, NOW));
    }
    // What the fixture set up is there: a unit, a correction, a resolution, an edit, microseconds, someone else's.
    const byText = (start: string) => page.data.find((e) => e.texto.startsWith(start))!;
    expect(byText('Correção').corrigeCriadoEm).toBe(byText('Vazamento').criadoEm);
    expect(byText('Correção').unidade).toEqual({ idUnidade: t.units.b302, nome: '302', nmBloco: 'Bloco B' });
    expect(byText('Lâmpada').resolvidoEm).toBe('2026-11-30T11:59:59.999Z');
    expect(byText('Interfone').editadoEm).not.toBeNull();
    expect(byText('Aspas').texto).toBe('Aspas " e barra \\ e\nquebra de linha, ç ã é');
    expect(byText('Recado de outro').criadoEm).toBe('2026-11-30T11:40:00.123Z');
    expect(byText('Recado de outro').alteravelAte).toBeNull();
    expect(byText('Vazamento').alteravelAte).toBe('2026-11-30T12:15:00.000Z');
    // A word search runs its own statement, planned for its words: the same entry, the same edit window.
    const found = (await carlos.get(`${BOOK}/registros`, { busca: 'vazamento' })).json() as Page<Entry>;
    expect(found.data).toEqual([byText('Correção'), byText('Vazamento')]);
  });
});
