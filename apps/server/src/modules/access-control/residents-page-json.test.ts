import { residentPageSchema, type Resident } from '@portaria/shared/access-control/residents.schemas';
import type { Page } from '@portaria/shared/common/page';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { listResidents } from './residents.repository.ts';

const LIST = '/portaria/api/v2/condominios/1001/submoradores';

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serializePage = fastSerializerCompiler({ schema: residentPageSchema }) as (page: Page<Resident>) => string;

/**
 * Decision 136: the whole condominium's page of residents is written by the database around the CPF, which `maskId`
 * masks in JS. Each page must be, byte for byte, what the JS path writes for the same rows (`listResidents`, which
 * counts them instead of reading the counter): keys in the schema's order, the time as `toISOString` writes it
 * (microseconds cut), quotes, a backslash, a line break, accents, nulls, a CPF with its mask's punctuation; neither
 * a removed resident nor another condominium's.
 */
describe('moradores: a página do condomínio escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;

  const expected = async (page: number, limit: number) =>
    serializePage(await listResidents(t.db, 1001, { page, limit }));

  beforeAll(async () => {
    t = await createFixture();
    await t.db.execute(sql`
      insert into pessoas (id_unidade, id_condo, cpf, nome, email, telefone, perfil, app_instalado, fl_uso_app,
        fl_cadastro_do_legado, status_biometria, situacao, created_at)
      values
        (${t.units.b302}, 1001, '11144477735', ${'Zoë "Aspas" D\'Ávila \\ fim'}, ${'a"b@c.com'}, null,
          'morar.inquilino', true, false, true, 'CADASTRADA', 'ATIVO', '2026-11-20 12:34:56.789123+00'),
        (${t.units.b302}, 1001, '390.533.447-05', ${'Ãngela\nQuebra'}, null, '11999990000',
          'morar.morador', false, true, false, 'NAO_CADASTRADA', 'ATIVO', '2026-01-01 00:00:00+00'),
        (${t.units.b302}, 1001, '52998224725', 'Aaron Removido', null, null,
          'morar.morador', false, true, false, 'NAO_CADASTRADA', 'REMOVIDO', now())`);
  });
  afterAll(() => t.close());

  /** Every page of `limit`, and one past the last, as the route answers them. */
  const pages = async (limit: number) => {
    const answers: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.client(t.tokens.a).get(LIST, { page, limit });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body, `página ${page} de ${limit}`).toBe(await expected(page, limit));
      answers.push(res.body);
      if ((JSON.parse(res.body) as Page<Resident>).data.length === 0) return answers;
    }
  };

  test.each([50, 7])('cada página de %i, e uma depois da última: os mesmos bytes', async (limit) => {
    const answers = await pages(limit);
    const last = JSON.parse(answers.at(-2)!) as Page<Resident>;
    expect(answers.length).toBe(last.meta.totalPages + 1);
    expect(last.data.length).toBeGreaterThan(0);
  });

  test('os nomes difíceis estão nas páginas, com o CPF mascarado, e o removido não', async () => {
    const answers = (await pages(50)).map((body) => JSON.parse(body) as Page<Resident>);
    const all = answers.flatMap((page) => page.data);
    const names = all.map((r) => r.morador.nome);
    expect(names).toContain('Zoë "Aspas" D\'Ávila \\ fim');
    expect(names).toContain('Ãngela\nQuebra');
    expect(names).not.toContain('Aaron Removido');
    const angela = all.find((r) => r.morador.nome.startsWith('Ãngela'))!;
    expect(angela.morador.cpf).toBe('39*******05');
    expect(answers[0]!.meta.totalItems).toBe(all.length);
  });
});
