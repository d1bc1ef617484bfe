import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correspondencias } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel, parseCsv, pdfText, unitIdOf } from './correspondence.test-support.ts';
import { csvCell, escapeFormula } from '../../platform/reports/report-csv.ts';
import { fastDataHora } from '@portaria/shared/time-zone';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';

describe('relatórios do histórico', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    unit = await unitIdOf(t.db, 1001, 'Bloco B', '404');
    await t.db.delete(correspondencias).where(eq(correspondencias.idUnidade, unit));
    await api(t.app, token).register(
      parcel(unit, { destinatario: '=HYPERLINK("http://mal.example")', descricao: '+55 11 9999' }),
    );
    const second = (
      await api(t.app, token).register(parcel(unit, { destinatario: 'Bruna Tavares', tamanho: 'EXTRAGRANDE' }))
    ).json();
    await api(t.app, token).register(parcel(unit, { destinatario: '@SOMA(A1)', codigoRastreio: '-ab' }));
    await api(t.app, token).release({
      id: second.id,
      nomeMoradorNaoCadastro: 'Síndico Interino',
      cpfCnpj: '52998224725',
    });
  });
  afterAll(() => t.close());

  test('CSV com ; BOM UTF-8, cabeçalho e as linhas, com fórmulas neutralizadas', async () => {
    const res = await api(t.app, token).report('CSV', { unidade: unit });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="historico-correspondencias-2024-07-03-a-2024-10-01\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'Código',
      'Unidade',
      'Destinatário',
      'Categoria',
      'Tamanho',
      'Descrição',
      'Código de rastreio',
      'Data de cadastro',
      'Foto',
      'Data retirada',
      'Retirado por',
      'Status',
    ]);
    expect(rows).toHaveLength(4);
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[2], r]));
    expect(byName['\'=HYPERLINK("http://mal.example")']![5]).toBe("'+55 11 9999");
    expect(byName["'@SOMA(A1)"]![6]).toBe("'-AB");
    expect(byName['Bruna Tavares']).toEqual([
      expect.stringMatching(/^Cód\.\d+$/),
      'Bloco B - 404',
      'Bruna Tavares',
      'Pacote',
      'Extra grande',
      'Caixa de papelão',
      'BR123456789BR',
      '01/10/2024 09:00',
      'Não',
      '01/10/2024 09:00',
      'Síndico Interino',
      'Retirado',
    ]);
    expect(rows.slice(1).filter((r) => r[11] === 'Não retirado')).toHaveLength(2);
  });

  test('escape de fórmula cobre = + - @ tab e CR, e deixa o resto igual', () => {
    expect(['=1+1', '+1', '-1', '@A', '\tx', '\rx', 'Ana', ''].map(escapeFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A",
      "'\tx",
      "'\rx",
      'Ana',
      '',
    ]);
  });

  test('célula do CSV com ; aspas ou quebra de linha vai entre aspas, com as aspas dobradas e a fórmula neutralizada', () => {
    expect(
      ['Ana', '', 'Bloco A; 101', 'Caixa "frágil"', 'linha 1\nlinha 2', 'a\r\nb', '=1;2', 'Água'].map(csvCell),
    ).toEqual(['Ana', '', '"Bloco A; 101"', '"Caixa ""frágil"""', '"linha 1\nlinha 2"', '"a\r\nb"', `"'=1;2"`, 'Água']);
  });

  test('a data rápida dos relatórios é igual à formatação Intl de São Paulo', () => {
    for (const iso of [
      '2024-10-01T02:59:00Z',
      '2024-12-31T23:30:00Z',
      '2025-02-28T03:00:00Z',
      '2026-07-15T12:07:00Z',
    ]) {
      expect(fastDataHora(new Date(iso))).toBe(formatDataHora(iso));
    }
  });

  test('marcação e caracteres de controle guardados saem como texto simples, numa linha, no CSV e no PDF', async () => {
    const other = await unitIdOf(t.db, 1001, 'Bloco C', '303');
    await t.db.delete(correspondencias).where(eq(correspondencias.idUnidade, other));
    const { id } = (await api(t.app, token).register(parcel(other, { destinatario: 'Ana Silva' }))).json();
    // Written behind the API's back, as an import or a future area could: the reports must cope with anything.
    const stored = '<script>alert(1)</script>\r\n=HYPERLINK("http://x")\u202Egnp.exe';
    await t.db
      .update(correspondencias)
      .set({ destinatario: stored, descricao: 'linha 1\nlinha 2' })
      .where(eq(correspondencias.id, id));
    const csv = parseCsv(
      (await api(t.app, token).report('CSV', { unidade: other })).rawPayload.subarray(3).toString('utf8'),
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]![2]).toBe('<script>alert(1)</script> =HYPERLINK("http://x")gnp.exe');
    expect(csv[1]![5]).toBe('linha 1 linha 2');
    const pdf = pdfText((await api(t.app, token).report('PDF', { unidade: other })).rawPayload);
    expect(pdf).toContain('<script>alert(1)</script>');
    expect(pdf).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(pdf).toContain('Total de Registros: 1');
  });

  test('CSV filtrado por status só traz as retiradas', async () => {
    const rows = parseCsv(
      (await api(t.app, token).report('CSV', { unidade: unit, status: 'RETIRADA' })).rawPayload
        .subarray(3)
        .toString('utf8'),
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Bruna Tavares']);
  });

  test('PDF com referência e nome do condomínio, período, tabela, página e Total de Registros', async () => {
    const res = await api(t.app, token).report('PDF', {
      unidade: unit,
      dataChegadaFrom: '2024-09-01',
      dataChegadaUntil: '2024-10-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      M.reportTitle,
      '4521 - Residencial Jardim das Palmeiras',
      'Período: 01/09/2024 a 01/10/2024',
      'Unidade: Bloco B - 404',
      'Destinatário',
      'Retirado por',
      'Bruna Tavares',
      'Síndico Interino',
      'Extra grande',
      'Não retirado',
      'Página 1 de 1',
      'Total de Registros: 3',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  test('PDF longo pagina e numera as páginas', async () => {
    const many = await unitIdOf(t.db, 1001, 'Bloco A', '604');
    await t.db.delete(correspondencias).where(eq(correspondencias.idUnidade, many));
    for (let i = 0; i < 70; i += 1) await api(t.app, token).register(parcel(many, { destinatario: `Morador ${i}` }));
    const text = pdfText((await api(t.app, token).report('PDF', { unidade: many })).rawPayload);
    expect(text).toContain('Página 1 de 3');
    expect(text).toContain('Página 3 de 3');
    expect(text).toContain('Total de Registros: 70');
    expect(text).toContain('Morador 0');
  });

  test('período acima de 90 dias ou no futuro é recusado com mensagem pt-BR', async () => {
    const long = await api(t.app, token).report('CSV', {
      dataChegadaFrom: '2024-01-01',
      dataChegadaUntil: '2024-06-30',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: M.rangeTooLong });
    const future = await api(t.app, token).report('PDF', { dataChegadaUntil: '2024-12-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: M.rangeFuture });
    expect((await api(t.app, token).report('XLS')).statusCode).toBe(400);
  });

  test('sem datas: últimos 90 dias (parcelas mais antigas ficam fora)', async () => {
    const old = await unitIdOf(t.db, 1001, 'Bloco B', '403');
    await t.db.delete(correspondencias).where(eq(correspondencias.idUnidade, old));
    await t.db.insert(correspondencias).values([
      {
        idCondo: 1001,
        idUnidade: old,
        destinatario: 'Antiga',
        categoria: 'PACOTE',
        tamanho: 'PEQUENO',
        dataChegada: new Date('2024-06-01T12:00:00Z'),
      },
      {
        idCondo: 1001,
        idUnidade: old,
        destinatario: 'Recente',
        categoria: 'PACOTE',
        tamanho: 'PEQUENO',
        dataChegada: new Date('2024-07-05T12:00:00Z'),
      },
    ]);
    const rows = parseCsv(
      (await api(t.app, token).report('CSV', { unidade: old })).rawPayload.subarray(3).toString('utf8'),
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Recente']);
  });
});
