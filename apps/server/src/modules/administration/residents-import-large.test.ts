import { IMPORT_LIMITS } from '@portaria/shared/administration/residents-import.rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cpfOf, csvOf, importFile, sendFile } from './residents-import.test-support.ts';

const BLOCKS = 50;
const PER_BLOCK = 100;

/** The file of the benchmark's size: 20,000 residents, four in each of 5,000 units. */
const lines = (rename = new Set<number>()) =>
  Array.from({ length: IMPORT_LIMITS.maxRows }, (_, i) => {
    const unit = i % (BLOCKS * PER_BLOCK);
    const block = `Torre ${String(Math.floor(unit / PER_BLOCK) + 1).padStart(2, '0')}`;
    const nome = `${rename.has(i) ? 'Renomeada' : 'Pessoa'} Importada ${i}`;
    return `${block};${1000 + (unit % PER_BLOCK)};${nome};${cpfOf(1000 + i)};Morador;p${i}@exemplo.com.br;11987654321;Sim`;
  });

describe('importação de 20.000 moradores em 5.000 unidades', () => {
  let t: TestApp;
  let maria: string;
  beforeAll(async () => {
    t = await createTestApp();
    maria = await contextToken(t.app, MARIA, 1001);
    const blocks = await t.db
      .insert(blocos)
      .values(
        Array.from({ length: BLOCKS }, (_, i) => ({ idCondo: 1001, nome: `Torre ${String(i + 1).padStart(2, '0')}` })),
      )
      .returning({ idBloco: blocos.idBloco });
    await t.db
      .insert(unidades)
      .values(
        blocks.flatMap(({ idBloco }) =>
          Array.from({ length: PER_BLOCK }, (_, i) => ({ idBloco, nome: String(1000 + i) })),
        ),
      );
  });
  afterAll(() => t.close());

  const imported = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pessoas)
        .where(sql`${pessoas.nome} like '% Importada %' and ${pessoas.situacao} = 'ATIVO'`)
    )[0]!.n;

  test('prévia e confirmação de 20.000 linhas; de novo nada muda; 100 linhas mudadas viram 100 atualizações', async () => {
    const file = csvOf(lines());
    const preview = await sendFile(t.app, maria, 'previa', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().contagem).toEqual({ criar: 20_000, atualizar: 0, inalterado: 0, recusado: 0 });
    expect(preview.json().alteracoes).toHaveLength(IMPORT_LIMITS.previewList);

    const applied = await importFile(t.app, maria, file);
    expect(applied.json().contagem).toEqual({ criar: 20_000, atualizar: 0, inalterado: 0, recusado: 0 });
    expect(await imported()).toBe(20_000);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'morador.importar'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detalhes).toMatchObject({ linhas: 20_000, criar: 20_000 });

    expect((await importFile(t.app, maria, file)).json().contagem).toEqual({
      criar: 0,
      atualizar: 0,
      inalterado: 20_000,
      recusado: 0,
    });
    const renamed = new Set(Array.from({ length: 100 }, (_, i) => i * 200));
    const changed = await importFile(t.app, maria, csvOf(lines(renamed)));
    expect(changed.json().contagem).toEqual({ criar: 0, atualizar: 100, inalterado: 19_900, recusado: 0 });
    expect(await imported()).toBe(20_000);
  }, 120_000);
});
