import type { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { csvCell, csvStream, escapeFormula } from './report-csv.ts';

type Row = { nome: string; unidade: string };
const COLUMNS = [
  { key: 'unidade' as const, header: 'Unidade' },
  { key: 'nome' as const, header: 'Nome' },
];

const batchesOf = async function* <R>(...batches: R[][]): AsyncGenerator<R[]> {
  for (const batch of batches) yield batch;
};

/** Every chunk the stream gives, as text: one per batch, after the header's. */
const chunksOf = async (stream: Readable): Promise<string[]> => {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
  return chunks;
};

describe('célula de CSV: fórmula neutralizada e aspas só quando precisa', () => {
  test.each(['=SOMA(A1:A9)', '+55 11 99999', '-2', '@usuario', '\tcom tab', '\rcom retorno'])(
    'um texto que começa com caractere de fórmula (%j) ganha apóstrofo',
    (value) => {
      expect(escapeFormula(value)).toBe(`'${value}`);
    },
  );

  test('o caractere de fórmula no meio do texto não muda nada', () => {
    for (const value of ['Ana = Maria', 'Bloco A-101', 'a@b.com', '1+1', '', 'Texto comum'])
      expect(escapeFormula(value)).toBe(value);
  });

  test('aspas só com ; " CR ou LF, e aspas internas dobradas (RFC 4180)', () => {
    expect(csvCell('Ana Souza')).toBe('Ana Souza');
    expect(csvCell('Rua A; 10')).toBe('"Rua A; 10"');
    expect(csvCell('o "chefe"')).toBe('"o ""chefe"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('linha 1\rlinha 2')).toBe('"linha 1\rlinha 2"');
    expect(csvCell('vírgula, não separa')).toBe('vírgula, não separa');
  });

  test('a fórmula é escapada antes de decidir as aspas', () => {
    expect(csvCell('=A1;B1')).toBe(`"'=A1;B1"`);
    expect(csvCell('-"x"')).toBe(`"'-""x"""`);
    expect(csvCell('\r')).toBe(`"'\r"`);
  });
});

describe('relatório em CSV', () => {
  test('BOM e cabeçalho primeiro, depois um pedaço por lote, separados por ; e CRLF, na ordem das colunas', async () => {
    const stream = csvStream<Row, 'nome' | 'unidade'>(
      COLUMNS,
      batchesOf(
        [
          { nome: 'Ana', unidade: 'A 101' },
          { nome: 'Bia; Lima', unidade: 'B 302' },
        ],
        [{ nome: '=1+1', unidade: 'C 1' }],
      ),
      (row) => row,
    );
    expect(await chunksOf(stream)).toEqual([
      '\ufeffUnidade;Nome\r\n',
      'A 101;Ana\r\nB 302;"Bia; Lima"\r\n',
      "C 1;'=1+1\r\n",
    ]);
  });

  test('sem linhas, só o BOM e o cabeçalho; um lote vazio não acrescenta nada', async () => {
    expect(await chunksOf(csvStream(COLUMNS, batchesOf<Row>(), (row) => row))).toEqual(['\ufeffUnidade;Nome\r\n']);
    expect(
      await chunksOf(csvStream(COLUMNS, batchesOf<Row>([], [{ nome: 'Ana', unidade: 'A' }]), (row) => row)),
    ).toEqual(['\ufeffUnidade;Nome\r\n', 'A;Ana\r\n']);
  });

  test('os cabeçalhos também passam pela célula e cada linha passa por lineOf', async () => {
    const columns = [{ key: 'total' as const, header: 'Total; R$' }];
    const stream = csvStream(columns, batchesOf([2, 3]), (n) => ({ total: `-${n}` }));
    expect((await chunksOf(stream)).join('')).toBe(`\ufeff"Total; R$"\r\n'-2\r\n'-3\r\n`);
  });

  test('é um fluxo de bytes (não de objetos): sai como texto UTF-8', async () => {
    const stream = csvStream(COLUMNS, batchesOf([{ nome: 'João', unidade: 'Única' }]), (row) => row);
    expect(stream.readableObjectMode).toBe(false);
    const all = Buffer.concat((await stream.toArray()).map((c) => Buffer.from(c)));
    expect(all.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(all.toString('utf8')).toBe('\ufeffUnidade;Nome\r\nÚnica;João\r\n');
  });
});
