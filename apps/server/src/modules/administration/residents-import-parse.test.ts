import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { decodeText, detectDelimiter, readImportFile } from './residents-import.parse.ts';

describe('leitura do arquivo de moradores', () => {
  test('texto: UTF-8 estrito (com ou sem BOM), senão Windows-1252; UTF-16 pelo BOM', () => {
    expect(decodeText(Buffer.from('\ufeffJoão', 'utf8'))).toBe('João');
    expect(decodeText(Buffer.from('Conceição', 'utf8'))).toBe('Conceição');
    expect(decodeText(Buffer.from('Conceição', 'latin1'))).toBe('Conceição');
    // Windows-1252 beyond Latin-1: the curly quote and the euro sign Excel writes.
    expect(decodeText(Buffer.from([0x93, 0x41, 0x94, 0x20, 0x80]))).toBe('\u201cA\u201d \u20ac');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Íris', 'utf16le')]))).toBe('Íris');
  });

  test('o separador é o mais usado na linha do cabeçalho, fora de aspas', () => {
    expect(detectDelimiter('Bloco;Unidade;Nome\r\nA;1;"Ana, filha"')).toBe(';');
    expect(detectDelimiter('\r\nBloco,Unidade,"Nome; completo"\n')).toBe(',');
    expect(detectDelimiter('Bloco\tUnidade\tNome')).toBe('\t');
    expect(detectDelimiter('Nome')).toBe(';');
  });

  test('CSV: célula com quebra de linha e aspas dobradas; o número da linha é o da planilha', async () => {
    const lines = await readImportFile(Buffer.from('Nome;Obs\r\n"Ana ""Nina""";"a\nb"\r\n\r\nBia;x', 'utf8'));
    expect(lines).toEqual([
      { linha: 1, cells: ['Nome', 'Obs'] },
      { linha: 2, cells: ['Ana "Nina"', 'a\nb'] },
      { linha: 3, cells: [''] },
      { linha: 4, cells: ['Bia', 'x'] },
    ]);
  });

  test('.xlsx: a primeira aba com linhas; fórmula pelo valor, link pelo texto, data e booleano como texto', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Vazia');
    const sheet = workbook.addWorksheet('Moradores');
    sheet.addRow(['Nome', 'CPF', 'Data', 'App']);
    sheet.getCell('A3').value = { formula: 'CONCAT("Ana"," Souza")', result: 'Ana Souza' };
    sheet.getCell('B3').value = 52998224725;
    sheet.getCell('C3').value = new Date('2024-05-01T00:00:00Z');
    sheet.getCell('D3').value = true;
    sheet.getCell('A4').value = { text: 'Bia', hyperlink: 'mailto:bia@exemplo.com.br' };
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readImportFile(bytes)).toEqual([
      { linha: 1, cells: ['Nome', 'CPF', 'Data', 'App'] },
      { linha: 3, cells: ['Ana Souza', '52998224725', '2024-05-01', 'Sim'] },
      { linha: 4, cells: ['Bia'] },
    ]);
  });
});
