import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import type { Key, KeyMovement } from '@portaria/shared/keys/keys.schemas';
import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import { fill } from '@portaria/shared/text';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, chaveMovimentos, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { HOUR, checkOut, inHours, newKey, newResident, provider, syndicOf } from './keys.test-support.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');

describe('chaves: cadastro, entrega, devolução, atrasadas e histórico', () => {
  let t: Fixture;
  let desk: AreaClient;
  let syndic: AreaClient;

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    desk = t.client(t.tokens.a);
    syndic = await syndicOf(t);
  });
  afterAll(() => t.close());

  test('síndica cadastra, edita e desativa uma chave; o porteiro não mexe no cadastro (403)', async () => {
    const key = await newKey(syndic, { nome: 'Sala de ginástica', etiqueta: '12', idUnidade: null });
    expect(key).toMatchObject({ nome: 'Sala de ginástica', etiqueta: '12', status: 'DISPONIVEL', portador: null });
    const dup = await syndic.post('/chaves', { nome: 'sala de ginástica' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.duplicateName);
    const edited = await syndic.put(`/chaves/${key.id}`, { nome: 'Academia', local: 'Bloco C', etiqueta: '12' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Key>()).toMatchObject({ nome: 'Academia', local: 'Bloco C' });
    expect((await desk.post('/chaves', { nome: 'Do porteiro' })).statusCode).toBe(403);
    const retired = await syndic.post(`/chaves/${key.id}/desativar`);
    expect(retired.json<Key>()).toMatchObject({ ativa: false, status: 'INATIVA' });
    expect((await syndic.post(`/chaves/${key.id}/desativar`)).statusCode).toBe(409);
    const list = (await desk.get('/chaves')).json<{ data: Key[] }>().data;
    expect(list.map((k) => k.id)).not.toContain(key.id);
    const all = (await syndic.get('/chaves', { inativas: 'true' })).json<{ data: Key[] }>().data;
    expect(all.find((k) => k.id === key.id)?.status).toBe('INATIVA');
    const out = await desk.post(`/chaves/${key.id}/retiradas`, provider(t));
    expect(out.statusCode).toBe(422);
    expect(out.json().message).toBe(M.retiredKey);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'chave.desativar'), eq(auditLog.idEntidade, String(key.id))));
    expect(audit).toMatchObject({ idCondo: 1001, entidade: 'chave' });
  });

  test('porteiro entrega a um morador da unidade e recebe de volta; receber duas vezes é 409', async () => {
    const key = await newKey(syndic, { nome: 'Brinquedoteca' });
    const idPessoa = await newResident(t, t.units.b302, 'Helena Duarte');
    const body = { tipoPortador: 'MORADOR', idUnidade: t.units.b302, idPessoa, devolucaoPrevista: inHours(t, 3) };
    const movement = await checkOut(desk, key.id, body);
    expect(movement).toMatchObject({
      chave: 'Brinquedoteca',
      tipoPortador: 'MORADOR',
      portadorNome: 'Helena Duarte',
      unidade: 'Bloco B - 302',
      entreguePor: 'Carlos Eduardo Souza',
      devolvidaEm: null,
      atrasada: false,
    });
    const listed = (await desk.get('/chaves', { q: 'brinquedo' })).json<{ data: Key[] }>().data;
    expect(listed).toEqual([
      expect.objectContaining({ status: 'FORA', portador: expect.objectContaining({ nome: 'Helena Duarte' }) }),
    ]);
    const retire = await syndic.post(`/chaves/${key.id}/desativar`);
    expect(retire.statusCode).toBe(409);
    expect(retire.json().message).toBe(fill(M.retireWhileOut, { nome: 'Helena Duarte' }));
    const [line] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'chave_movimento'), eq(timelineEvents.idEntidade, String(movement.id))));
    expect(line).toMatchObject({
      area: 'chaves',
      idUnidade: t.units.b302,
      atividade: `Chave Brinquedoteca entregue a Helena Duarte até ${movement.devolucaoPrevista.slice(8, 10)}/11/2026 ${movement.devolucaoPrevista.slice(11, 16)}`,
    });

    const page = (await desk.get(`/portaria/unidades/${t.units.b302}`)).json<UnitPage>();
    expect(page.chaves).toEqual([
      expect.objectContaining({
        id: movement.id,
        chave: 'Brinquedoteca',
        portadorNome: 'Helena Duarte',
        atrasada: false,
      }),
    ]);

    t.clock.advance(HOUR);
    const back = await desk.post(`/chaves/movimentos/${movement.id}/devolucao`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<KeyMovement>()).toMatchObject({ recebidaPor: 'Carlos Eduardo Souza', atrasada: false });
    expect(back.json<KeyMovement>().devolvidaEm).not.toBeNull();
    const again = await desk.post(`/chaves/movimentos/${movement.id}/devolucao`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReturned);
    const after = (await desk.get(`/portaria/unidades/${t.units.b302}`)).json<UnitPage>();
    expect(after.chaves).toEqual([]);
  });

  test('regras da entrega: devolução no passado 422, prestador sem documento 400, morador de outra unidade 422', async () => {
    const key = await newKey(syndic);
    const past = await desk.post(`/chaves/${key.id}/retiradas`, provider(t, -1));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(M.returnInPast);
    const noDoc = await desk.post(`/chaves/${key.id}/retiradas`, { ...provider(t), portadorDocumento: '' });
    expect(noDoc.statusCode).toBe(400);
    expect(noDoc.json().message).toContain(M.documentRequired);
    const badDate = await desk.post(`/chaves/${key.id}/retiradas`, {
      ...provider(t),
      devolucaoPrevista: '2026-02-31T10:00',
    });
    expect(badDate.statusCode).toBe(400);
    const idPessoa = await newResident(t, t.units.b302, 'Morador da B 302');
    const wrongUnit = await desk.post(`/chaves/${key.id}/retiradas`, {
      tipoPortador: 'MORADOR',
      idUnidade: t.units.a101,
      idPessoa,
      devolucaoPrevista: inHours(t, 1),
    });
    expect(wrongUnit.statusCode).toBe(422);
    expect(wrongUnit.json().message).toBe(M.residentNotFound);
    const staff = await checkOut(desk, key.id, {
      tipoPortador: 'FUNCIONARIO',
      portadorNome: 'Zelador Antônio',
      devolucaoPrevista: inHours(t, 1),
    });
    expect(staff).toMatchObject({ tipoPortador: 'FUNCIONARIO', portadorDocumento: null, idUnidade: null });
  });

  test('duas portarias entregam a mesma chave ao mesmo tempo: uma vence, a outra recebe 409 dizendo com quem está', async () => {
    const key = await newKey(syndic, { nome: 'Terraço' });
    const other = t.client(t.tokens.a);
    const [first, second] = await Promise.all([
      desk.post(`/chaves/${key.id}/retiradas`, provider(t, 2, 'Prestador Um')),
      other.post(`/chaves/${key.id}/retiradas`, provider(t, 2, 'Prestador Dois')),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = [first, second].find((r) => r.statusCode === 201)!.json<KeyMovement>();
    const loser = [first, second].find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(new RegExp(`^Esta chave já está com ${winner.portadorNome} desde `));
    const open = (await desk.get('/chaves/fora'))
      .json<{ data: KeyMovement[] }>()
      .data.filter((m) => m.idChave === key.id);
    expect(open).toHaveLength(1);
  });

  test('chaves fora agora: as atrasadas primeiro, marcadas; depois pela devolução prevista', async () => {
    const late = await newKey(syndic, { nome: 'Atrasada antiga' });
    const later = await newKey(syndic, { nome: 'Devolve tarde' });
    const soon = await newKey(syndic, { nome: 'Devolve logo' });
    const lateMovement = await checkOut(desk, late.id, provider(t, 1));
    await checkOut(desk, later.id, provider(t, 8));
    await checkOut(desk, soon.id, provider(t, 4));
    t.clock.advance(2 * HOUR);
    const out = (await desk.get('/chaves/fora')).json<{ data: KeyMovement[] }>().data;
    const overdue = out.filter((m) => m.atrasada);
    expect(out.slice(0, overdue.length)).toEqual(overdue);
    expect(overdue.map((m) => m.id)).toContain(lateMovement.id);
    const ours = out.filter((m) => [late.id, later.id, soon.id].includes(m.idChave)).map((m) => m.chave);
    expect(ours).toEqual(['Atrasada antiga', 'Devolve logo', 'Devolve tarde']);
    const listed = (await desk.get('/chaves', { q: 'atrasada antiga' })).json<{ data: Key[] }>().data;
    expect(listed[0]?.status).toBe('ATRASADA');
  });

  test('histórico por chave e por pessoa, paginado e com busca sem acentos', async () => {
    const key = await newKey(syndic, { nome: 'Sauna' });
    for (const nome of ['José Antônio', 'Márcia Lopes', 'José Antônio']) {
      const m = await checkOut(desk, key.id, provider(t, 1, nome));
      t.clock.advance(10 * 60_000);
      await desk.post(`/chaves/movimentos/${m.id}/devolucao`);
    }
    // A key of the condominium without movements is an empty history, not a 404.
    const unused = await newKey(syndic, { nome: 'Sala sem uso' });
    const empty = await desk.get(`/chaves/${unused.id}/movimentos`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ data: [], meta: { page: 1, totalPages: 0, totalItems: 0 } });
    const page1 = await desk.get(`/chaves/${key.id}/movimentos`, { limit: 2 });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().meta).toEqual({ page: 1, totalPages: 2, totalItems: 3 });
    expect(page1.json<{ data: KeyMovement[] }>().data.map((m) => m.portadorNome)).toEqual([
      'José Antônio',
      'Márcia Lopes',
    ]);
    // The page's ids are cut first, then joined: page 2 holds the oldest check-out, with its key and staff.
    const page2 = (await desk.get(`/chaves/${key.id}/movimentos`, { limit: 2, page: 2 })).json<{
      data: KeyMovement[];
    }>();
    expect(page2.data.map((m) => [m.portadorNome, m.chave])).toEqual([['José Antônio', 'Sauna']]);
    expect(page2.data[0]!.entreguePor).toBeTruthy();
    const byName = (await desk.get('/chaves/movimentos', { q: 'jose antonio' })).json<{ data: KeyMovement[] }>();
    expect(byName.data).toHaveLength(2);
    expect(byName.data.every((m) => m.chave === 'Sauna')).toBe(true);
    const idPessoa = await newResident(t, t.units.a101, 'Pessoa do Histórico');
    const m = await checkOut(desk, key.id, {
      tipoPortador: 'MORADOR',
      idUnidade: t.units.a101,
      idPessoa,
      devolucaoPrevista: inHours(t, 1),
    });
    const byPerson = (await desk.get('/chaves/movimentos', { idPessoa })).json<{ data: KeyMovement[] }>();
    expect(byPerson.data.map((x) => x.id)).toEqual([m.id]);
    expect((await desk.get('/chaves/999999/movimentos')).statusCode).toBe(404);
    // Without a filter the total is the condominium's counter (migration 0045): it follows each new check-out.
    const total = async () =>
      (await desk.get('/chaves/movimentos', { limit: 1 })).json<{ meta: { totalItems: number } }>().meta.totalItems;
    const [rows] = await t.db.select({ n: count() }).from(chaveMovimentos).where(eq(chaveMovimentos.idCondo, 1001));
    expect(await total()).toBe(rows!.n);
    await desk.post(`/chaves/movimentos/${m.id}/devolucao`);
    await checkOut(desk, key.id, provider(t, 1, 'Mais Um'));
    expect(await total()).toBe(rows!.n + 1);
  });

  test('outro condomínio não vê, não entrega e não recebe as chaves de 1001', async () => {
    const b = t.client(t.tokens.b);
    const key = await newKey(syndic, { nome: 'Chave só de A' });
    const m = await checkOut(desk, key.id, provider(t, 1, 'Prestador de A'));
    expect((await b.get('/chaves')).json<{ data: Key[] }>().data.map((k) => k.nome)).not.toContain('Chave só de A');
    expect((await b.get('/chaves/fora')).body).not.toContain('Prestador de A');
    expect((await b.get('/chaves/movimentos', { q: 'Prestador de A' })).json().data).toEqual([]);
    expect((await b.post(`/chaves/${key.id}/retiradas`, provider(t))).statusCode).toBe(404);
    expect((await b.post(`/chaves/movimentos/${m.id}/devolucao`)).statusCode).toBe(404);
    expect((await b.get(`/chaves/${key.id}/movimentos`)).statusCode).toBe(404);
  });
});
