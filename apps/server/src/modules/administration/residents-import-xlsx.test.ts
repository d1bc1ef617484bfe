import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { loadXlsxLines, streamXlsxLines } from './residents-import.parse.ts';

/**
 * The whole-workbook reader is the fallback when exceljs's streaming reader fails on a valid file (a slow unzip
 * stream, seen in CI): both must give the same lines, cell by cell.
 */
describe('importação de moradores: as duas leituras de um .xlsx dão as mesmas linhas', () => {
  test('números, texto rico, booleanos, vazios, datas, fórmulas e uma primeira planilha vazia', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Vazia');
    const sheet = workbook.addWorksheet('Planilha1');
    sheet.addRow(['Bloco', 'Unidade', 'Nome', 'CPF', 'Perfil', 'E-mail', 'Celular', 'Acesso ao app']);
    sheet.addRow(['Bloco B', 403, 'Otávio Monteiro', 52998224725, 'Morador', null, 11987654321, true]);
    sheet.addRow(['Bloco B', 404, { richText: [{ text: 'Paula ' }, { text: 'Ramos' }] }, '01234567890', 'Inquilino']);
    sheet.addRow([]);
    sheet.addRow(['Bloco C', { formula: '100+5', result: 105 }, 'Ana', new Date('2026-11-30T12:00:00Z'), 'Morador']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const streamed = await streamXlsxLines(bytes);
    expect(streamed).toHaveLength(4);
    const [, second] = streamed!;
    expect(second!.linha).toBe(2);
    expect([0, 1, 2, 3, 4, 6, 7].map((i) => second!.cells[i])).toEqual([
      'Bloco B',
      '403',
      'Otávio Monteiro',
      '52998224725',
      'Morador',
      '11987654321',
      'Sim',
    ]);
    expect(streamed![2]!.cells[2]).toBe('Paula Ramos');
    expect(streamed![3]!.linha).toBe(5);
    expect(await loadXlsxLines(bytes)).toEqual(streamed);
  });
});
