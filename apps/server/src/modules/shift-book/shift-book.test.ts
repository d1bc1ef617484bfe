import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry, Handover, Reading } from '@portaria/shared/shift-book/shift-book.schemas';
import type { Page } from '@portaria/shared/common/page';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, livroCiencias, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { contextToken, MARIA } from '../../test/helpers.ts';
import { BOOK, PDF_BYTES, uploadAttachment } from './shift-book.test-support.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');
const MINUTE = 60_000;

describe('livro da portaria: registros, janela de 15 minutos, correções e resolução', () => {
  let t: Fixture;
  let carlos: AreaClient;
  let maria: AreaClient;
  const write = (c: AreaClient, body: Record<string, unknown>) => c.post(`${BOOK}/registros`, body);
  const day = async (c: AreaClient, query: Record<string, string | number> = {}) =>
    (await c.get(`${BOOK}/registros`, query)).json<Page<Entry>>();

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    carlos = t.client(t.tokens.a);
    maria = t.client(await contextToken(t.app, MARIA, 1001));
  });
  afterAll(() => t.close());

  test('o porteiro escreve uma pendência com unidade e anexo; auditoria, linha do tempo e a lista do dia', async () => {
    const { status, hash } = await uploadAttachment(t.app, t.tokens.a);
    expect(status).toBe(200);
    const res = await write(carlos, {
      categoria: 'PENDENCIA',
      texto: 'Bomba da piscina desligada: técnico vem amanhã',
      idUnidade: t.units.a101,
      hashAnexo: hash,
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<Entry>();
    expect(entry).toMatchObject({
      categoria: 'PENDENCIA',
      autor: 'Carlos Eduardo Souza',
      unidade: { idUnidade: t.units.a101, nome: '101', nmBloco: 'Bloco A' },
      hashAnexo: hash,
      resolvidoEm: null,
      alteravelAte: new Date(NOW.getTime() + 15 * MINUTE).toISOString(),
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'livro.registrar'), eq(auditLog.idEntidade, String(entry.id))));
    expect(audit).toMatchObject({ idCondo: 1001, entidade: 'livro_registro' });
    const [line] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'livro_registro'), eq(timelineEvents.idEntidade, String(entry.id))));
    expect(line).toMatchObject({ area: 'livro', atividade: 'Registro no livro da portaria: Pendência' });
    const file = await carlos.get(`${BOOK}/registros/${entry.id}/anexo`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    // Another person sees it, without the author's edit window.
    const seen = (await day(maria)).data.find((e) => e.id === entry.id);
    expect(seen).toMatchObject({ alteravelAte: null });
  });

  test('só o autor altera ou exclui, e só nos primeiros 15 minutos (relógio injetado); depois vale a correção', async () => {
    const entry = (await write(carlos, { categoria: 'INFORMACAO', texto: 'Portão da garagem lento' })).json<Entry>();
    const other = await maria.put(`${BOOK}/registros/${entry.id}`, { categoria: 'INFORMACAO', texto: 'Mudado' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: M.notAuthor });
    t.clock.advance(14 * MINUTE);
    const edited = await carlos.put(`${BOOK}/registros/${entry.id}`, {
      categoria: 'URGENTE',
      texto: 'Portão da garagem travado',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Entry>()).toMatchObject({ categoria: 'URGENTE', texto: 'Portão da garagem travado' });
    expect(edited.json<Entry>().editadoEm).not.toBeNull();
    t.clock.advance(MINUTE);
    const late = await carlos.put(`${BOOK}/registros/${entry.id}`, { categoria: 'INFORMACAO', texto: 'Outro' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: M.windowClosed });
    const lateRemove = await carlos.delete(`${BOOK}/registros/${entry.id}`);
    expect(lateRemove.statusCode).toBe(409);
    expect((await day(carlos)).data.find((e) => e.id === entry.id)?.alteravelAte).toBeNull();

    const fix = await write(carlos, {
      categoria: 'INFORMACAO',
      texto: 'Correção: o portão voltou a funcionar às 12h10',
      idCorrige: entry.id,
    });
    expect(fix.statusCode, fix.body).toBe(201);
    expect(fix.json<Entry>()).toMatchObject({ idCorrige: entry.id, corrigeCriadoEm: entry.criadoEm });
  });

  test('excluir dentro da janela tira o registro das listas, mas ele fica guardado', async () => {
    const entry = (await write(carlos, { categoria: 'INFORMACAO', texto: 'Escrito por engano' })).json<Entry>();
    const removed = await carlos.delete(`${BOOK}/registros/${entry.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await day(carlos)).data.some((e) => e.id === entry.id)).toBe(false);
    expect((await carlos.delete(`${BOOK}/registros/${entry.id}`)).statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'livro.excluir'), eq(auditLog.idEntidade, String(entry.id))));
    expect(audit).toBeDefined();
  });

  test('qualquer pessoa com a permissão resolve uma pendência, com quem e quando; resolver de novo é 409', async () => {
    const entry = (await write(carlos, { categoria: 'URGENTE', texto: 'Vazamento no subsolo' })).json<Entry>();
    const done = await maria.post(`${BOOK}/registros/${entry.id}/resolver`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Entry>()).toMatchObject({
      resolvidoPor: 'Maria Helena Prado',
      resolvidoEm: t.clock.now().toISOString(),
    });
    const again = await carlos.post(`${BOOK}/registros/${entry.id}/resolver`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.alreadyResolved });
    const info = (await write(carlos, { categoria: 'INFORMACAO', texto: 'Nada a resolver' })).json<Entry>();
    expect((await carlos.post(`${BOOK}/registros/${info.id}/resolver`)).statusCode).toBe(422);
  });

  test('duas pessoas resolvem a mesma pendência ao mesmo tempo: uma consegue, a outra recebe 409', async () => {
    const entry = (
      await write(carlos, { categoria: 'PENDENCIA', texto: 'Chave do salão não devolvida' })
    ).json<Entry>();
    const answers = await Promise.all([
      carlos.post(`${BOOK}/registros/${entry.id}/resolver`),
      maria.post(`${BOOK}/registros/${entry.id}/resolver`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'livro.resolver'), eq(auditLog.idEntidade, String(entry.id))));
    expect(audits).toHaveLength(1);
    // Out of the checks below: resolved, it is not the only resolved one of the day any more.
    expect((await carlos.delete(`${BOOK}/registros/${entry.id}`)).statusCode).toBe(204);
  });

  test('filtros por categoria, situação, unidade, período e busca sem acentos', async () => {
    await write(carlos, { categoria: 'PENDENCIA', texto: 'Médico visita a unidade às 20h', idUnidade: t.units.b302 });
    const byUnit = await day(carlos, { idUnidade: t.units.b302 });
    expect(byUnit.data.map((e) => e.texto)).toEqual(['Médico visita a unidade às 20h']);
    const search = await day(carlos, { busca: 'medico' });
    expect(search.data.map((e) => e.texto)).toEqual(['Médico visita a unidade às 20h']);
    expect((await day(carlos, { busca: 'carlos souza piscina' })).data.map((e) => e.categoria)).toEqual(['PENDENCIA']);
    const open = await day(carlos, { situacao: 'ABERTO' });
    expect(open.data.every((e) => e.categoria !== 'INFORMACAO' && e.resolvidoEm === null)).toBe(true);
    const resolved = await day(carlos, { situacao: 'RESOLVIDO' });
    expect(resolved.data.map((e) => e.texto)).toEqual(['Vazamento no subsolo']);
    const urgent = await day(carlos, { categoria: 'URGENTE' });
    expect(urgent.data.map((e) => e.texto)).toEqual(['Vazamento no subsolo', 'Portão da garagem travado']);
    // Newest first, today by default; yesterday is empty; a period of more than 90 days is a 400 in pt-BR.
    const all = (await day(carlos)).data;
    expect(all.map((e) => e.criadoEm)).toEqual([...all.map((e) => e.criadoEm)].sort().reverse());
    expect((await day(carlos, { dataDe: '2026-11-29', dataAte: '2026-11-29' })).data).toEqual([]);
    const long = await carlos.get(`${BOOK}/registros`, { dataDe: '2026-01-01', dataAte: '2026-11-30' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: M.periodTooLong });
    const short = await carlos.get(`${BOOK}/registros`, { busca: 'ab' });
    expect(short.json()).toEqual({ message: M.searchTooShort });
  });

  test('CSV e PDF do período com os mesmos filtros', async () => {
    const csv = await carlos.get(`${BOOK}/relatorio`, { tipo: 'CSV', dataDe: '2026-11-01', dataAte: '2026-11-30' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('Data e hora;Categoria;Unidade;Texto;Registrado por;Situação');
    expect(csv.body).toContain('Resolvido por Maria Helena Prado em 30/11/2026');
    expect(csv.body).toContain('Correção do registro de 30/11/2026 09:00: Correção: o portão voltou');
    expect(csv.body).not.toContain('Escrito por engano');
    const pendencias = await carlos.get(`${BOOK}/relatorio`, { tipo: 'CSV', categoria: 'PENDENCIA' });
    expect(pendencias.body.trim().split('\r\n')).toHaveLength(3);
    const pdf = await carlos.get(`${BOOK}/relatorio`, { tipo: 'PDF' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('outro condomínio não vê, não altera e não resolve os registros de 1001', async () => {
    const b = t.client(t.tokens.b);
    const entry = (await write(carlos, { categoria: 'PENDENCIA', texto: 'Chave da casa de máquinas' })).json<Entry>();
    expect((await b.get(`${BOOK}/registros`)).json<Page<Entry>>().data).toEqual([]);
    expect((await b.post(`${BOOK}/registros/${entry.id}/resolver`)).statusCode).toBe(404);
    expect((await b.put(`${BOOK}/registros/${entry.id}`, { categoria: 'URGENTE', texto: 'x' })).statusCode).toBe(404);
    expect((await b.delete(`${BOOK}/registros/${entry.id}`)).statusCode).toBe(404);
    expect((await b.get(`${BOOK}/registros/${entry.id}/anexo`)).statusCode).toBe(404);
    expect((await write(b, { categoria: 'INFORMACAO', texto: 'x', idCorrige: entry.id })).statusCode).toBe(404);
    expect((await write(b, { categoria: 'INFORMACAO', texto: 'x', idUnidade: t.units.a101 })).statusCode).toBe(404);
    const csv = await b.get(`${BOOK}/relatorio`, { tipo: 'CSV' });
    expect(csv.body).not.toContain('máquinas');
  });
});

describe('passagem de plantão e a leitura antes do painel', () => {
  let t: Fixture;
  let carlos: AreaClient;
  let maria: AreaClient;
  const reading = async (c: AreaClient) => (await c.get(`${BOOK}/leitura`)).json<Reading>();

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    carlos = t.client(t.tokens.a);
    maria = t.client(await contextToken(t.app, MARIA, 1001));
  });
  afterAll(() => t.close());

  test('sem nenhuma passagem não há o que confirmar, mesmo com pendências em aberto', async () => {
    await carlos.post(`${BOOK}/registros`, { categoria: 'URGENTE', texto: 'Elevador social parado' });
    expect(await reading(maria)).toEqual({ pendente: false, passagem: null, registros: [] });
  });

  test('o resumo é obrigatório', async () => {
    const res = await carlos.post(`${BOOK}/passagens`, { resumo: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.summaryRequired });
  });

  test('a passagem aparece uma vez por pessoa e plantão: quem escreveu não confirma; a ciência guarda nome, hora e registros', async () => {
    await carlos.post(`${BOOK}/registros`, { categoria: 'PENDENCIA', texto: 'Morador do 804 espera um médico' });
    await carlos.post(`${BOOK}/registros`, { categoria: 'INFORMACAO', texto: 'Dia tranquilo' });
    const closed = await carlos.post(`${BOOK}/passagens`, { resumo: 'Plantão sem ocorrências graves' });
    expect(closed.statusCode, closed.body).toBe(201);
    const handover = closed.json<Handover>();
    expect(handover).toMatchObject({ autor: 'Carlos Eduardo Souza', resumo: 'Plantão sem ocorrências graves' });

    expect((await reading(carlos)).pendente).toBe(false);
    const toRead = await reading(maria);
    expect(toRead.pendente).toBe(true);
    expect(toRead.passagem).toEqual(handover);
    expect(toRead.registros.map((e) => e.texto)).toEqual(['Morador do 804 espera um médico', 'Elevador social parado']);

    t.clock.advance(5 * MINUTE);
    const ids = toRead.registros.map((e) => e.id);
    const confirmed = await maria.post(`${BOOK}/leitura`, { idPassagem: handover.id, registros: ids });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      idPassagem: handover.id,
      nome: 'Maria Helena Prado',
      confirmadoEm: t.clock.now().toISOString(),
    });
    // Idempotent: a second confirmation answers the first and writes nothing.
    t.clock.advance(MINUTE);
    const again = await maria.post(`${BOOK}/leitura`, { idPassagem: handover.id, registros: ids });
    expect(again.json()).toEqual(confirmed.json());
    const rows = await t.db.select().from(livroCiencias).where(eq(livroCiencias.idPassagem, handover.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nome: 'Maria Helena Prado', registros: [...ids].sort((a, b) => a - b) });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.acao, 'livro.confirmar_leitura'));
    expect(audits).toHaveLength(1);
    expect((await reading(maria)).pendente).toBe(false);

    // The next shift: Maria closes it; Carlos must read hers, once.
    const next = (await maria.post(`${BOOK}/passagens`, { resumo: 'Médico atendeu o 804' })).json<Handover>();
    expect((await reading(maria)).pendente).toBe(false);
    expect((await reading(carlos)).passagem?.id).toBe(next.id);
    // An older handover is no longer the one to read: 409; another condominium's or an unknown one: 404.
    const old = await carlos.post(`${BOOK}/leitura`, { idPassagem: handover.id, registros: [] });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ message: M.handoverNotLatest });
    const other = t.client(t.tokens.b);
    expect((await other.post(`${BOOK}/leitura`, { idPassagem: next.id, registros: [] })).statusCode).toBe(404);
    expect((await reading(other)).pendente).toBe(false);
    expect((await carlos.post(`${BOOK}/leitura`, { idPassagem: next.id })).statusCode).toBe(200);
    expect((await reading(carlos)).pendente).toBe(false);
  });
});
