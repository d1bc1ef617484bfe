import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import { fill } from '@portaria/shared/text';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, blocos, pessoas, unidades } from '../../db/schema/index.ts';
import { MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMPORT_URL, cpfOf, csvOf, importFile, sendFile } from './residents-import.test-support.ts';

type Stored = { id: number; cpf: string; nome: string; perfil: string; bloco: string; unidade: string };

describe('importação de moradores no console de administração', () => {
  let t: TestApp;
  let maria: string;
  let existing: Stored;
  let blocked: Stored;

  const residentsOf = async (idCondo: number) =>
    t.db
      .select({
        id: pessoas.id,
        cpf: pessoas.cpf,
        nome: pessoas.nome,
        perfil: pessoas.perfil,
        email: pessoas.email,
        telefone: pessoas.telefone,
        flUsoApp: pessoas.flUsoApp,
        situacao: pessoas.situacao,
        bloco: blocos.nome,
        unidade: unidades.nome,
      })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(blocos.idCondo, idCondo), sql`${pessoas.situacao} <> 'REMOVIDO'`))
      .orderBy(pessoas.id);
  const imports = async () =>
    (await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.acao, 'morador.importar'))).length;

  beforeAll(async () => {
    t = await createTestApp();
    maria = await contextToken(t.app, MARIA, 1001);
    const residents = await residentsOf(1001);
    existing = residents.find((r) => r.situacao === 'ATIVO')!;
    blocked = residents.find((r) => r.situacao === 'ATIVO' && r.id !== existing.id && r.unidade !== existing.unidade)!;
    await t.db.update(pessoas).set({ situacao: 'BLOQUEADO' }).where(eq(pessoas.id, blocked.id));
    const [inactive] = await t.db
      .select({ id: unidades.idUnidade })
      .from(unidades)
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(blocos.idCondo, 1001), eq(blocos.nome, 'Bloco C'), eq(unidades.nome, '604')));
    await t.db.update(unidades).set({ ativa: false }).where(eq(unidades.idUnidade, inactive!.id));
  });
  afterAll(() => t.close());

  test('o modelo em .xlsx tem o cabeçalho, CPF como texto e as listas de perfil e acesso; o .csv só o cabeçalho', async () => {
    const xlsx = await t.app.inject({ url: `${IMPORT_URL}/modelo?formato=xlsx`, headers: bearer(maria) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="modelo-moradores.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      'Bloco',
      'Unidade',
      'Nome',
      'CPF',
      'Perfil',
      'E-mail',
      'Celular',
      'Acesso ao app',
    ]);
    expect(sheet.getColumn(4).numFmt).toBe('@');
    const csv = await t.app.inject({ url: `${IMPORT_URL}/modelo?formato=csv`, headers: bearer(maria) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe('\ufeffBloco;Unidade;Nome;CPF;Perfil;E-mail;Celular;Acesso ao app\r\n');
    // The template, filled in Excel and sent back as it is, is a file without residents.
    const back = await sendFile(t.app, maria, 'previa', xlsx.rawPayload);
    expect(back.json()).toEqual({ message: M.noRows });
  });

  test('a prévia diz o que cada linha faria e recusa cada regra com o seu motivo, sem mudar nada', async () => {
    const before = await residentsOf(1001);
    const e = existing;
    const lines = [
      `Bloco A;101;Ana Importada Souza;${cpfOf(1)};Proprietário;ana@exemplo.com.br;(11) 98765-4321;Sim`,
      `${e.bloco};${e.unidade};${e.nome};${e.cpf};${e.perfil};;;`,
      `${e.bloco};${e.unidade};${e.nome} Filho;${e.cpf};Inquilino;;;`,
      `;101;Sem Bloco;${cpfOf(2)};Morador;;;`,
      `Bloco Z;101;Bloco Errado;${cpfOf(3)};Morador;;;`,
      `Bloco A;;Sem Unidade;${cpfOf(4)};Morador;;;`,
      `Bloco A;999;Unidade Errada;${cpfOf(5)};Morador;;;`,
      `Bloco C;604;Unidade Desativada;${cpfOf(6)};Morador;;;`,
      `Bloco A;102;;${cpfOf(7)};Morador;;;`,
      `Bloco A;102;${'Nome '.repeat(11)};${cpfOf(8)};Morador;;;`,
      `Bloco A;102;Sem CPF;;Morador;;;`,
      `Bloco A;102;CPF Errado;123.456.789-00;Morador;;;`,
      `Bloco A;102;Sem Perfil;${cpfOf(9)};;;;`,
      `Bloco A;102;Perfil Errado;${cpfOf(10)};Vizinho;;;`,
      `Bloco A;102;Email Errado;${cpfOf(11)};Morador;ana@;;`,
      `Bloco A;102;Celular Errado;${cpfOf(12)};Morador;;1234;`,
      `Bloco A;102;Acesso Errado;${cpfOf(13)};Morador;;;Talvez`,
      `Bloco A;103;Repetido Um;${cpfOf(14)};Morador;;;`,
      `Bloco A;103;Repetido Dois;${cpfOf(14)};Morador;;;`,
      `${blocked.bloco};${blocked.unidade};${blocked.nome};${blocked.cpf};Morador;;;`,
      `bloco a;102;Outra Unidade Mesmo CPF;${cpfOf(1)};Morador;;;`,
    ];
    const res = await sendFile(t.app, maria, 'previa', csvOf(lines));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.linhas).toBe(lines.length);
    // Line 3 names the same CPF in the same unit as line 2: both are refused, the file must say which is right.
    expect(body.contagem).toEqual({ criar: 2, atualizar: 0, inalterado: 0, recusado: 19 });
    const reasons = Object.fromEntries(
      body.recusadas.map((r: { linha: number; motivo: string }) => [r.linha, r.motivo]),
    );
    expect(reasons).toEqual({
      3: fill(M.duplicateInFile, { linhas: '3, 4' }),
      4: fill(M.duplicateInFile, { linhas: '3, 4' }),
      5: M.blockRequired,
      6: fill(M.blockNotFound, { bloco: 'Bloco Z' }),
      7: M.unitRequired,
      8: fill(M.unitNotFound, { unidade: '999' }),
      9: fill(M.unitInactive, { unidade: '604' }),
      10: M.nameRequired,
      11: M.nameTooLong,
      12: M.cpfRequired,
      13: M.cpfInvalid,
      14: M.profileRequired,
      15: fill(M.profileUnknown, { perfil: 'Vizinho' }),
      16: M.emailInvalid,
      17: M.phoneInvalid,
      18: fill(M.appAccessInvalid, { valor: 'Talvez' }),
      19: fill(M.duplicateInFile, { linhas: '19, 20' }),
      20: fill(M.duplicateInFile, { linhas: '19, 20' }),
      21: M.residentBlocked,
    });
    expect(body.recusadas[0].cpf).toMatch(/^\d{2}\*{7}\d{2}$/);
    expect(body.alteracoes).toEqual([
      { linha: 2, situacao: 'criar', bloco: 'Bloco A', unidade: '101', nome: 'Ana Importada Souza', campos: [] },
      { linha: 22, situacao: 'criar', bloco: 'bloco a', unidade: '102', nome: 'Outra Unidade Mesmo CPF', campos: [] },
    ]);
    expect(await residentsOf(1001)).toEqual(before);
  });

  test('confirmar aplica as linhas válidas numa transação com uma auditoria; a mesma planilha de novo não muda nada', async () => {
    const e = existing;
    const file = csvOf([
      `Bloco B;201;Bruno Importado Lima;${cpfOf(20)};Inquilino;bruno@exemplo.com.br;11987650001;`,
      `Bloco B;202;Carla Importada Reis;${cpfOf(21)};Menor de idade;;;Não`,
      `${e.bloco};${e.unidade};${e.nome} Atualizado;${e.cpf};Representante Legal;novo@exemplo.com.br;;`,
      `Bloco Z;201;Linha Recusada;${cpfOf(22)};Morador;;;`,
    ]);
    const audits = await imports();
    const preview = (await sendFile(t.app, maria, 'previa', file)).json();
    expect(preview.contagem).toEqual({ criar: 2, atualizar: 1, inalterado: 0, recusado: 1 });
    expect(preview.alteracoes[2]).toMatchObject({ situacao: 'atualizar', campos: ['nome', 'email', 'perfil'] });

    const wrong = await sendFile(t.app, maria, 'aplicar', file, `?previa=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ message: M.previewMismatch });

    const before = await residentsOf(1001);
    const applied = await sendFile(t.app, maria, 'aplicar', file, `?previa=${preview.hash}`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({
      contagem: { criar: 2, atualizar: 1, inalterado: 0, recusado: 1 },
      message: fill(M.applied, { criados: 2, atualizados: 1, inalterados: 0, recusados: 1 }),
    });
    expect(await imports()).toBe(audits + 1);
    const after = await residentsOf(1001);
    expect(after.find((r) => r.cpf === cpfOf(20))).toMatchObject({
      nome: 'Bruno Importado Lima',
      perfil: 'morar.inquilino',
      email: 'bruno@exemplo.com.br',
      telefone: '11987650001',
      flUsoApp: false, // blank app access: a tenant's default (spec 02 §4)
      bloco: 'Bloco B',
      unidade: '201',
    });
    expect(after.find((r) => r.cpf === cpfOf(21))).toMatchObject({ perfil: 'morar.parcial', flUsoApp: false });
    // A blank mobile keeps the stored one; the rest is the file's.
    const updated = after.find((r) => r.id === e.id)!;
    const was = before.find((r) => r.id === e.id)!;
    expect(updated).toMatchObject({
      nome: `${e.nome} Atualizado`,
      perfil: 'morar.restrito',
      email: 'novo@exemplo.com.br',
    });
    expect(updated.telefone).toBe(was.telefone);

    const again = await importFile(t.app, maria, file);
    expect(again.json()).toEqual({
      contagem: { criar: 0, atualizar: 0, inalterado: 3, recusado: 1 },
      message: M.nothingToApply,
    });
    expect(await imports()).toBe(audits + 1);
    expect(await residentsOf(1001)).toEqual(after);
  });

  test('as linhas recusadas baixam em CSV com o motivo; corrigidas, reimportam sem tocar nas já importadas', async () => {
    const file = csvOf([
      `Bloco A;301;Davi Importado Paz;${cpfOf(30)};Morador;;;`,
      `Bloco A;302;Elisa Importada Paz;${cpfOf(31)};Moradora;elisa@;;`,
      `Bloco A;303;=HYPERLINK("x");${cpfOf(32)};Vizinha;;;`,
    ]);
    expect((await importFile(t.app, maria, file)).json().contagem).toEqual({
      criar: 1,
      atualizar: 0,
      inalterado: 0,
      recusado: 2,
    });
    const refused = await sendFile(t.app, maria, 'recusadas', file);
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['content-disposition']).toBe('attachment; filename="moradores-recusados.csv"');
    const lines = refused.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Bloco;Unidade;Nome;CPF;Perfil;E-mail;Celular;Acesso ao app;Motivo',
      `Bloco A;302;Elisa Importada Paz;${cpfOf(31)};Moradora;elisa@;;;${M.emailInvalid}`,
      // A formula is written as text (the CSV writer's apostrophe), never run by the spreadsheet.
      `Bloco A;303;"'=HYPERLINK(""x"")";${cpfOf(32)};Vizinha;;;;"${fill(M.profileUnknown, { perfil: 'Vizinha' }).replaceAll('"', '""')}"`,
    ]);
    const fixed = refused.body.replace('elisa@;', 'elisa@exemplo.com.br;').replace('Vizinha', 'Morador');
    const second = await importFile(t.app, maria, Buffer.from(fixed, 'utf8'));
    expect(second.json().contagem).toEqual({ criar: 2, atualizar: 0, inalterado: 0, recusado: 0 });
    expect((await importFile(t.app, maria, file)).json().contagem).toMatchObject({ criar: 0, inalterado: 1 });
  });

  test('codificações e separadores: UTF-8 com e sem BOM, Windows-1252, vírgula, ponto e vírgula, tabulação e .xlsx', async () => {
    const rows = (n: number, sep: string) =>
      [
        ['Bloco', 'Unidade', 'Nome', 'CPF', 'Perfil', 'E-mail', 'Celular', 'Acesso ao app'],
        ['Bloco B', '401', 'João Conceição Araújo', cpfOf(n), 'Proprietário', '', '', 'Não'],
        ['Bloco B', '402', '"Íris Gonçalves, filha"', cpfOf(n + 1), 'Menor de idade', '', '', 'Não'],
      ]
        .map((cells) => cells.join(sep))
        .join('\r\n');
    const latin1 = (text: string) => Buffer.from(text, 'latin1');
    const files: [string, Buffer][] = [
      ['UTF-8 com BOM e ;', Buffer.from(`\ufeff${rows(40, ';')}`, 'utf8')],
      ['UTF-8 sem BOM e ,', Buffer.from(rows(42, ','), 'utf8')],
      ['Windows-1252 e ;', latin1(rows(44, ';'))],
      ['Windows-1252 e ,', latin1(rows(46, ','))],
      ['UTF-16 e tabulação', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(rows(48, '\t'), 'utf16le')])],
    ];
    for (const [what, bytes] of files) {
      const preview = (await sendFile(t.app, maria, 'previa', bytes)).json();
      expect(preview.contagem, what).toEqual({ criar: 2, atualizar: 0, inalterado: 0, recusado: 0 });
      expect(
        preview.alteracoes.map((a: { nome: string }) => a.nome),
        what,
      ).toEqual(['João Conceição Araújo', 'Íris Gonçalves, filha']);
    }

    // An .xlsx where the CPF column was a number (its leading zero gone) and the mobile too.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Planilha1');
    const cpf = '0'.concat(cpfOf(50).slice(1));
    const zeroCpf = (await import('@portaria/shared')).completeCpf(cpf.slice(0, 9));
    sheet.addRow(['Bloco', 'Unidade', 'Nome', 'CPF', 'Perfil', 'E-mail', 'Celular', 'Acesso ao app']);
    sheet.addRow(['Bloco B', 403, 'Otávio Monteiro', Number(zeroCpf), 'Morador', null, 11987654321, true]);
    sheet.addRow(['Bloco B', 404, { richText: [{ text: 'Paula ' }, { text: 'Ramos' }] }, zeroCpf, 'Inquilino']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await sendFile(t.app, maria, 'previa', xlsx);
    // Once (2026-11-30, CI) this preview had no counts: the status and body say why if it happens again.
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    expect(preview.contagem).toEqual({ criar: 2, atualizar: 0, inalterado: 0, recusado: 0 });
    expect(preview.alteracoes.map((a: { nome: string }) => a.nome)).toEqual(['Otávio Monteiro', 'Paula Ramos']);
  });

  test('arquivo vazio, sem linhas, sem colunas, malformado, grande demais ou de outro tipo: mensagem clara e nada muda', async () => {
    const before = await residentsOf(1001);
    const cases: [string, Buffer, number, string][] = [
      ['vazio', Buffer.alloc(0), 400, M.fileEmpty],
      ['só o cabeçalho', csvOf([]), 422, M.noRows],
      ['linhas em branco', Buffer.from(';;;\r\n;;\r\n'), 422, M.noRows],
      [
        'sem colunas',
        csvOf(['x;y'], 'Nome;Telefone'),
        422,
        fill(M.missingColumns, { colunas: 'Bloco, Unidade, CPF, Perfil' }),
      ],
      [
        'coluna repetida',
        csvOf([], `${'Bloco;Unidade;Nome;CPF;Perfil'};CPF`),
        422,
        fill(M.duplicateColumn, { coluna: 'CPF' }),
      ],
      ['aspas sem fechar', csvOf([`Bloco A;101;"Ana;${cpfOf(60)};Morador`, 'Bloco A;102;Bia']), 422, M.fileMalformed],
      ['PDF', Buffer.from('%PDF-1.4\n\u0000\u0001binário'), 415, M.fileType],
      ['.xls antigo', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 415, M.fileType],
      ['zip que não é planilha', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 422, M.fileMalformed],
      ['mais de 5 MB', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 413, M.fileTooLarge],
      [
        'mais de 20.000 linhas',
        csvOf(Array.from({ length: 20_001 }, (_, i) => `Bloco A;101;Pessoa ${i};1;Morador`)),
        422,
        M.tooManyRows,
      ],
    ];
    for (const [what, bytes, status, message] of cases) {
      for (const path of ['previa', 'recusadas']) {
        const res = await sendFile(t.app, maria, path, bytes);
        expect([what, path, res.statusCode, res.json()]).toEqual([what, path, status, { message }]);
      }
    }
    const huge = await sendFile(
      t.app,
      maria,
      'aplicar',
      Buffer.alloc(5 * 1024 * 1024 + 1),
      `?previa=${'a'.repeat(64)}`,
    );
    expect(huge.statusCode).toBe(413);
    expect(await residentsOf(1001)).toEqual(before);
  });

  test('condomínio de bloco único: a coluna Bloco pode faltar ou vir vazia', async () => {
    const renata = await contextToken(t.app, { cpf: '74185296355', password: 'Admin@2024' }, 1002);
    const [unit] = await t.db
      .select({ nome: unidades.nome })
      .from(unidades)
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(eq(blocos.idCondo, 1002))
      .limit(1);
    const noBlock = csvOf(
      [`${unit!.nome};Quitéria Solar Lima;${cpfOf(70)};Morador;;;`],
      'Unidade;Nome;CPF;Perfil;E-mail;Celular;Acesso ao app',
    );
    expect((await sendFile(t.app, renata, 'previa', noBlock)).json().contagem).toMatchObject({ criar: 1, recusado: 0 });
    const blank = csvOf([`;${unit!.nome};Quitéria Solar Lima;${cpfOf(70)};Morador;;;`]);
    expect((await importFile(t.app, renata, blank)).json().contagem).toMatchObject({ criar: 1, recusado: 0 });
    // Condominium 1001's token never sees 1002's units.
    const other = await sendFile(t.app, maria, 'previa', blank);
    expect(other.json().recusadas[0].motivo).toBe(M.blockRequired);
  });
});
