import type { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, test } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { pageCount, pdfTable, type PdfReport } from './report-pdf.ts';

type Row = { nome: string; unidade: string };
const COLUMNS = [
  { key: 'unidade' as const, title: 'Unidade', width: 120 },
  { key: 'nome' as const, title: 'Nome', width: 200 },
];

const reportOf = (total: number, extra: Partial<PdfReport> = {}): PdfReport => ({
  title: 'Relatório de teste',
  heading: ['Condomínio Jardim', 'Período: 01/10/2024 a 31/10/2024'],
  footer: 'Gerado em 01/10/2024 12:00',
  pageLabel: (page, pages) => `Página ${page} de ${pages}`,
  total,
  emptyText: 'Nenhum registro no período',
  totalLabel: (written) => `Total de registros: ${written}`,
  ...extra,
});

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ nome: `Pessoa ${i + 1}`, unidade: `Bloco A ${i + 1}` }));

const batchesOf = async function* <R>(...batches: R[][]): AsyncGenerator<R[]> {
  for (const batch of batches) yield batch;
};

const bytesOf = async (stream: Readable): Promise<Buffer> =>
  Buffer.concat((await stream.toArray()).map((chunk: Buffer | string) => Buffer.from(chunk)));

const make = (report: PdfReport, ...batches: Row[][]) =>
  bytesOf(pdfTable(report, COLUMNS, batchesOf(...batches), (row) => row));

/** The content stream of each page, inflated (pdfkit writes one per page, in page order). */
const pageContents = (pdf: Buffer): string[] => {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      pages.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return pages;
};

/** The text drawn on each page (hex strings of the TJ operators, decoded). */
const pageTexts = (pdf: Buffer): string[] =>
  pageContents(pdf).map((content) =>
    [...content.matchAll(/\[(.*?)\]\s*TJ/g)]
      .map((tj) =>
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      )
      .join('\n'),
  );

const pageObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** Each text the page draws: [text, x, y (from the bottom, 0.1 pt), font, size, fill colour (3 decimals)]. */
const placedTexts = (pdf: Buffer) =>
  pageContents(pdf).map((content) => {
    const out: [string, number, number, string, number, string][] = [];
    let color = '0 0 0';
    let at: [number, number] = [0, 0];
    let font: [string, number] = ['', 0];
    for (const line of content.split('\n')) {
      const scn = /^([\d.]+) ([\d.]+) ([\d.]+) scn$/.exec(line);
      if (scn)
        color = scn
          .slice(1, 4)
          .map((v) => Number(Number(v).toFixed(3)))
          .join(' ');
      const tm = /^1 0 0 1 ([\d.]+) ([\d.]+) Tm$/.exec(line);
      if (tm) at = [Number(tm[1]), Number(tm[2])];
      const tf = /^\/(F\d+) ([\d.]+) Tf$/.exec(line);
      if (tf) font = [tf[1]!, Number(tf[2])];
      const tj = /^\[(.*)\] TJ$/.exec(line);
      if (tj) {
        const text = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
        out.push([text.join(''), round(at[0]), round(at[1]), font[0], font[1], color]);
      }
    }
    return out;
  });

const round = (n: number) => Math.round(n * 10) / 10;

/** Helvetica's width of a text at a size, as the table measures it. */
const measure = new PDFDocument({ size: 'A4', layout: 'landscape' }).font('Helvetica');
const width = (text: string, size: number) => measure.fontSize(size).widthOfString(text);

/** The text a one-row, one-column table prints for a cell of this column width. */
const cellIn = async (text: string, columnWidth: number) => {
  const pdf = await bytesOf(
    pdfTable(
      reportOf(1),
      [{ key: 'nome' as const, title: 'Nome', width: columnWidth }],
      batchesOf([{ nome: text }]),
      (row) => row,
    ),
  );
  const lines = pdfText(pdf).split('\n');
  return lines[lines.indexOf('Nome') + 1]!;
};

describe('número de páginas conhecido de antemão', () => {
  test('cabe na primeira: uma página; depois, páginas cheias das seguintes', () => {
    expect(pageCount(0, 29, 34)).toBe(1);
    expect(pageCount(29, 29, 34)).toBe(1);
    expect(pageCount(30, 29, 34)).toBe(2);
    expect(pageCount(63, 29, 34)).toBe(2);
    expect(pageCount(64, 29, 34)).toBe(3);
  });
});

describe('relatório em PDF', () => {
  test('título, até três linhas de cabeçalho, colunas, linhas, rodapé com "Página X de Y" e o total', async () => {
    const report = reportOf(2, {
      heading: ['Condomínio Jardim', '', 'Filtro:\nBloco A', 'quarta linha não sai'],
    });
    const pdf = await make(report, rowsOf(2));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageObjects(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const part of [
      'Relatório de teste',
      'Condomínio Jardim',
      'Filtro: Bloco A',
      'Gerado em 01/10/2024 12:00',
      'Página 1 de 1',
      'Unidade',
      'Nome',
      'Bloco A 1',
      'Pessoa 2',
      'Total de registros: 2',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('quarta linha');
    expect(text).not.toContain('Nenhum registro');
    // The empty heading line draws nothing: title, two heading lines, footer, page label, 2 titles, 4 cells, total.
    expect(text.split('\n')).toHaveLength(12);
  });

  test('o título vai para as propriedades do documento', async () => {
    const report = reportOf(0, { title: 'Relatorio de portaria' });
    const pdf = await bytesOf(pdfTable(report, COLUMNS, batchesOf<Row>(), (row) => row, { compress: false }));
    expect(pdf.toString('latin1')).toContain('(Relatorio de portaria)');
  });

  test('sem linhas: o texto de vazio e o total zero', async () => {
    const text = pdfText(await make(reportOf(0)));
    expect(text).toContain('Nenhum registro no período');
    expect(text).toContain('Total de registros: 0');
    expect(text).toContain('Página 1 de 1');
  });

  test('29 linhas cabem na primeira página; a 30ª abre a segunda, com o cabeçalho da tabela de novo', async () => {
    const one = await make(reportOf(29), rowsOf(29));
    expect(pageObjects(one)).toBe(1);
    expect(pageTexts(one)).toHaveLength(1);

    const rows = rowsOf(30);
    const two = await make(reportOf(30), rows.slice(0, 10), rows.slice(10));
    expect(pageObjects(two)).toBe(2);
    const [first, second] = pageTexts(two);
    expect(first).toContain('Pessoa 29');
    expect(first).not.toContain('Pessoa 30');
    expect(first).toContain('Página 1 de 2');
    expect(second!.split('\n')).toEqual([
      'Gerado em 01/10/2024 12:00',
      'Página 2 de 2',
      'Unidade',
      'Nome',
      'Bloco A 30',
      'Pessoa 30',
      'Total de registros: 30',
    ]);
  });

  test('as páginas seguintes levam 34 linhas', async () => {
    const rows = rowsOf(64);
    const pdf = await make(reportOf(64), rows);
    expect(pageObjects(pdf)).toBe(3);
    const pages = pageTexts(pdf);
    expect(pages[1]).toContain('Pessoa 63');
    expect(pages[1]).not.toContain('Pessoa 64');
    expect(pages[2]).toContain('Pessoa 64');
    expect(pages[2]).toContain('Página 3 de 3');
  });

  test('linhas alternadas (zebra): só as de ordem par ganham o fundo cinza', async () => {
    const zebra = /0\.968627\d* 0\.968627\d* 0\.968627\d* (rg|scn)/g;
    const count = async (n: number) =>
      pageContents(await make(reportOf(n), rowsOf(n)))
        .join('')
        .match(zebra)?.length ?? 0;
    expect(await count(1)).toBe(0);
    expect(await count(2)).toBe(1);
    expect(await count(5)).toBe(2);
  });

  test('um texto mais largo que a coluna é cortado com "..."', async () => {
    const long = 'Maria Aparecida da Conceição dos Santos Oliveira Pereira';
    const text = pdfText(await make(reportOf(1), [{ nome: 'curto', unidade: long }]));
    const cell = text.split('\n').find((line) => line.startsWith('Maria'));
    expect(cell).toMatch(/^Maria Aparecida.*[^ ]\.\.\.$/);
    expect(cell!.length).toBeLessThan(long.length);
    expect(text).toContain('curto');
    expect(text).not.toContain('curto...');
  });

  test('sem compressão quando pedido (o texto fica legível no arquivo)', async () => {
    const plain = await bytesOf(pdfTable(reportOf(0), COLUMNS, batchesOf<Row>(), (row) => row, { compress: false }));
    const packed = await make(reportOf(0));
    expect(plain.toString('latin1')).not.toContain('/FlateDecode');
    expect(packed.toString('latin1')).toContain('/FlateDecode');
  });

  test('um lote que falha interrompe o arquivo com o erro', async () => {
    const failing = async function* (): AsyncGenerator<Row[]> {
      yield rowsOf(1);
      throw new Error('consulta falhou');
    };
    await expect(bytesOf(pdfTable(reportOf(2), COLUMNS, failing(), (row) => row))).rejects.toThrow('consulta falhou');
  });

  test('a grade é fixa: título, cabeçalho, rodapé, colunas e linhas nas suas posições e cores', async () => {
    const pdf = await make(reportOf(2, { heading: ['Linha 1', 'Linha 2'] }), rowsOf(2));
    const [first] = placedTexts(pdf);
    expect(first).toEqual([
      // text, x, y from the page's bottom, font, size, fill colour
      ['Relatório de teste', 30, 555.2, 'F2', 14, '0 0 0'],
      ['Linha 1', 30, 536.1, 'F1', 10, '0 0 0'],
      ['Linha 2', 30, 521.1, 'F1', 10, '0 0 0'],
      ['Gerado em 01/10/2024 12:00', 30, 35, 'F1', 7, '0.333 0.333 0.333'],
      ['Página 1 de 1', round(811.89 - width('Página 1 de 1', 7)), 35, 'F1', 7, '0.333 0.333 0.333'],
      ['Unidade', 32, 478.5, 'F2', 8, '0 0 0'],
      ['Nome', 152, 478.5, 'F2', 8, '0 0 0'],
      ['Bloco A 1', 32, 462.5, 'F1', 8, '0 0 0'],
      ['Pessoa 1', 152, 462.5, 'F1', 8, '0 0 0'],
      ['Bloco A 2', 32, 448.5, 'F1', 8, '0 0 0'],
      ['Pessoa 2', 152, 448.5, 'F1', 8, '0 0 0'],
      ['Total de registros: 2', 30, 432.1, 'F2', 10, '0 0 0'],
    ]);
    const content = pageContents(pdf).join('');
    // The header band (blue-grey) and the second row's zebra band span the page between the margins.
    expect(content).toMatch(/30 106 781\.89 18 re\n\/DeviceRGB cs\n0\.9098\d* 0\.9333\d* 0\.9607\d* scn\nf/);
    expect(content).toMatch(/30 138 781\.89 14 re\n\/DeviceRGB cs\n0\.9686\d* 0\.9686\d* 0\.9686\d* scn\nf/);
  });

  test('sem linhas, o texto de vazio fica logo abaixo do cabeçalho da tabela, recuado como as células', async () => {
    const [page] = placedTexts(await make(reportOf(0)));
    expect(page!.slice(-2)).toEqual([
      ['Nenhum registro no período', 32, 461.5, 'F1', 8, '0 0 0'],
      ['Total de registros: 0', 30, 460.1, 'F2', 10, '0 0 0'],
    ]);
  });

  test('título e cabeçalho longos ficam numa linha só (sem quebra)', async () => {
    const long = `Filtro: ${'Bloco A, '.repeat(40)}fim`;
    const text = pdfText(await make(reportOf(0, { title: long, heading: [long] })));
    expect(text.split('\n').filter((line) => line.startsWith('Filtro:'))).toEqual([long, long]);
  });

  test('rodapé, texto de vazio e total longos também ficam numa linha só', async () => {
    const long = (start: string) => `${start} ${'mais texto '.repeat(80)}fim`;
    const report = reportOf(0, { footer: long('Rodapé'), emptyText: long('Vazio'), totalLabel: () => long('Total') });
    const lines = pdfText(await make(report)).split('\n');
    for (const start of ['Rodapé', 'Vazio', 'Total'])
      expect(lines.filter((line) => line.startsWith(start))).toEqual([long(start)]);
  });

  test('o corte com "..." cabe na coluna com a sua folga, sem espaço antes dos pontos', async () => {
    // A column just narrower than the text plus its 4 points of padding: the text is cut.
    const text = 'Ana Beatriz';
    const justOver = Math.floor(width(text, 8)) + 3;
    expect(await cellIn(text, justOver)).toMatch(/\.\.\.$/);
    expect(await cellIn(text, Math.ceil(width(text, 8)) + 4)).toBe(text);
    // Cut right after the space: the space goes, the dots follow the word.
    const afterSpace = Math.ceil(width('Ana ...', 8)) + 4;
    expect(width('Ana B...', 8)).toBeGreaterThan(afterSpace - 4);
    expect(await cellIn(text, afterSpace)).toBe('Ana...');
    for (const columnWidth of [30, 45, 60]) {
      const cell = await cellIn('Maria Aparecida da Conceição', columnWidth);
      expect(width(cell, 8)).toBeLessThanOrEqual(columnWidth - 4);
      expect(width(`${cell.slice(0, -3)}${'Maria Aparecida da Conceição'[cell.length - 3]}...`, 8)).toBeGreaterThan(
        columnWidth - 4,
      );
    }
    // A column too narrow for anything keeps one letter and the dots.
    expect(await cellIn('Mario', 6)).toBe('M...');
  });
});
