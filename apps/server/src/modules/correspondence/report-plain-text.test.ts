import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { condominios, correspondencias, retiradas, unidades } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel, parseCsv, pdfText, unitIdOf } from './correspondence.test-support.ts';

// Any C0/C1 control (line breaks included) or bidi embedding/override/isolate: none may reach a cell or a PDF line.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Stored name -> what the CSV cell and the PDF line must read. */
const NAMES: [stored: string, csv: string, pdf: string][] = [
  ['<script>alert(1)</script>', '<script>alert(1)</script>', '<script>alert(1)</script>'],
  ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`, '=HYPERLINK("http://x","y")'],
  ['Ana\r\nSilva', 'Ana Silva', 'Ana Silva'],
  ['Ana\u202Egnp.exe', 'Anagnp.exe', 'Anagnp.exe'],
  // The override hid the formula from the escape: it goes first, then the formula is neutralised.
  ['\u202E=SOMA(1;2)', `'=SOMA(1;2)`, '=SOMA(1;2)'],
  ['Bia\tSouza\u0007', 'Bia Souza', 'Bia Souza'],
];

describe('texto guardado nos relatórios', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    unit = await unitIdOf(t.db, 1001, 'Bloco C', '302');
    await t.db.delete(correspondencias).where(eq(correspondencias.idUnidade, unit));
    const ids: number[] = [];
    for (const [i] of NAMES.entries())
      ids.push((await api(t.app, token).register(parcel(unit, { destinatario: `P${i}` }))).json().id);
    await api(t.app, token).release({ id: ids[0], nomeMoradorNaoCadastro: 'Rui Lima' });
    // Written behind the API's back, as an import or a future area could: the reports must cope with anything.
    for (const [i, [stored]] of NAMES.entries()) {
      await t.db.update(correspondencias).set({ destinatario: stored }).where(eq(correspondencias.id, ids[i]!));
    }
    await t.db.update(retiradas).set({ nome: 'Rui\nLima\u2066' });
    await t.db.update(unidades).set({ nome: '302\r\n<b>x</b>' }).where(eq(unidades.idUnidade, unit));
    await t.db.update(condominios).set({ nome: 'Residencial\nJardim\u202E' }).where(eq(condominios.idCondo, 1001));
  });
  afterAll(() => t.close());

  test('nomes com marcação, fórmula, quebra de linha e U+202E saem no CSV como texto, uma linha por célula, fórmula neutralizada', async () => {
    const rows = parseCsv(
      (await api(t.app, token).report('CSV', { unidade: unit })).rawPayload.subarray(3).toString('utf8'),
    );
    expect(rows).toHaveLength(NAMES.length + 1);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(NAMES.map(([, csv]) => csv).sort());
    expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(['Bloco C - 302 <b>x</b>']));
    expect(
      rows
        .slice(1)
        .map((r) => r[10])
        .filter(Boolean),
    ).toEqual(['Rui Lima']);
    for (const cell of rows.flat()) expect(cell).not.toMatch(CONTROL);
  });

  test('no PDF cada nome é uma linha de texto simples, cabeçalho incluído, sem caracteres de controle', async () => {
    const lines = pdfText((await api(t.app, token).report('PDF', { unidade: unit })).rawPayload).split('\n');
    for (const [, , pdf] of NAMES) expect(lines, pdf).toContain(pdf);
    expect(lines).toContain('Rui Lima');
    expect(lines).toContain('4521 - Residencial Jardim');
    expect(lines).toContain('Unidade: Bloco C - 302 <b>x</b>');
    expect(lines).toContain(`Total de Registros: ${NAMES.length}`);
    for (const line of lines) expect(line).not.toMatch(CONTROL);
  });
});
