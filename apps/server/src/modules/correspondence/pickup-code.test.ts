import { formatDataHora, PICKUP_CODE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { codigosRetirada, correspondencias, jobs, retiradas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, givePickupCode, parcel, pickupCodeFromOutbox, unitIdOf } from './correspondence.test-support.ts';
import { drawPickupCode, hashPickupCode, isSameHash, pickupCodeKey } from './pickup-code.ts';

/** Another code than `codigo` (its last digit changed): what a typo looks like. */
const typo = (codigo: string) => `${codigo.slice(0, 5)}${(Number(codigo[5]) + 1) % 10}`;

describe('código de retirada secreto (issue 33 item 3)', () => {
  let t: Fixture;
  let b201: number;
  const desk = () => api(t.app, t.tokens.a);
  /** A parcel of Bloco B - 201 (residents with e-mail and SMS) and the code its notice carried. */
  const registered = async (extra: Record<string, unknown> = {}) => {
    const res = await desk().register(parcel(b201, extra));
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const codigo = pickupCodeFromOutbox(t, id);
    expect(codigo).toMatch(/^\d{6}$/);
    return { id, codigo: codigo!, body: res.body };
  };
  const statusOf = async (id: number) =>
    (
      await t.db.select({ status: correspondencias.status }).from(correspondencias).where(eq(correspondencias.id, id))
    )[0]?.status;
  const resident = async () => {
    const [first] = (await desk().residents(b201)).json().data;
    return { idMorador: first.morador.idMorador, cadastrado: true };
  };

  beforeAll(async () => {
    t = await createFixture();
    b201 = await unitIdOf(t.db, 1001, 'Bloco B', '201');
  });
  afterAll(() => t.close());
  // Each test starts past the desk's window of wrong codes: the typos of one test never lock the next.
  beforeEach(() => t.clock.advance(PICKUP_CODE_LIMITS.perDesk.windowMs + 1000));

  test('o cadastro sorteia 6 dígitos, guarda só o HMAC e manda o código só no aviso: nem a resposta, nem as listas, nem a etiqueta o mostram', async () => {
    t.outbox!.clear();
    const { id, codigo, body } = await registered({ destinatario: 'Ana Segredo' });
    // Every resident and channel gets the same code of this parcel.
    const codes = t
      .outbox!.list()
      .filter((m) => m.purpose === 'correspondencia')
      .map((m) => /Código de retirada: (\d{6})/.exec(m.body)?.[1]);
    expect(codes.length).toBeGreaterThan(1);
    expect(new Set(codes)).toEqual(new Set([codigo]));

    const [stored] = await t.db.select().from(codigosRetirada).where(eq(codigosRetirada.idCorrespondencia, id));
    const key = await pickupCodeKey(t.config);
    expect(stored).toMatchObject({ idCondo: 1001, usadoEm: null, hash: hashPickupCode(key, 1001, codigo) });
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(codigo);

    // The queued notices kept the code only while on their way: the sent jobs hold the slot, not the code.
    const sent = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.idEntidade, id));
    expect(sent.length).toBeGreaterThan(0);
    for (const job of sent) {
      expect(JSON.stringify(job.payload)).not.toContain(codigo);
      expect(job.payload).not.toHaveProperty('segredo');
    }

    const seen = [
      body,
      (await desk().list({ status: 'PENDENTE', unidade: b201, limit: 100 })).body,
      (await t.client(t.tokens.a).get('/correspondencia/prateleira')).body,
      (await t.client(t.tokens.a).get(`/correspondencia/codigo/${id}`)).body,
      (await desk().report('CSV', { unidade: b201 })).body,
    ];
    for (const text of seen) {
      expect(text).toContain('Ana Segredo');
      expect(text).not.toContain(codigo);
      expect(text).not.toContain('codigoRetirada');
    }
  });

  test('o código certo acha a correspondência e a retira sem pedir documento; a retirada registra como foi conferida', async () => {
    const { id, codigo } = await registered();
    const found = await desk().byPickupCode(`${codigo.slice(0, 3)} ${codigo.slice(3)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id, status: 'PENDENTE', unidade: { idUnidade: b201 } });

    const released = await desk().release({ id, codigoRetirada: codigo, moradorRetirada: await resident() });
    expect(released.statusCode).toBe(200);
    expect(released.json().data[0]).toMatchObject({ id, status: 'RETIRADA' });
    const [pickup] = await t.db
      .select({ conferencia: retiradas.conferencia })
      .from(retiradas)
      .innerJoin(correspondencias, eq(correspondencias.idRetirada, retiradas.id))
      .where(eq(correspondencias.id, id));
    expect(pickup).toEqual({ conferencia: 'CODIGO_RETIRADA' });
  });

  test('código errado: diz que está incorreto em pt-BR e a correspondência continua aguardando', async () => {
    const { id, codigo } = await registered();
    const lookup = await desk().byPickupCode(typo(codigo));
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toEqual({ message: M.pickupCodeWrong });
    const before = await t.db.$count(retiradas);
    const release = await desk().release({ id, codigoRetirada: typo(codigo), nomeMoradorNaoCadastro: 'Estranho' });
    expect(release.statusCode).toBe(422);
    expect(release.json()).toEqual({ message: M.pickupCodeWrong });
    expect(await statusOf(id)).toBe('PENDENTE');
    expect(await t.db.$count(retiradas)).toBe(before);
    const badFormat = await desk().byPickupCode('12345');
    expect([badFormat.statusCode, badFormat.json()]).toEqual([400, { message: M.pickupCodeFormat }]);
  });

  test('o código vence na retirada, com ele ou pelo Cód. com documento: usado, diz quando a correspondência saiu', async () => {
    const byCode = await registered();
    await desk().release({ id: byCode.id, codigoRetirada: byCode.codigo, nomeMoradorNaoCadastro: 'Pessoa Um' });
    const used = await desk().byPickupCode(byCode.codigo);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({
      message: fill(M.pickupCodeUsed, { id: byCode.id, data: formatDataHora(t.clock.now()) }),
    });
    const again = await desk().release({ id: byCode.id, codigoRetirada: byCode.codigo, nomeMoradorNaoCadastro: 'X' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: fill(M.alreadyReleased, { id: byCode.id }) }]);

    const byLabel = await registered();
    const released = await desk().release({
      id: byLabel.id,
      nomeMoradorNaoCadastro: 'Pessoa Dois',
      documentoConferido: true,
    });
    expect(released.statusCode).toBe(200);
    expect((await desk().byPickupCode(byLabel.codigo)).statusCode).toBe(409);
    const codes = await t.db
      .select({ usadoEm: codigosRetirada.usadoEm })
      .from(codigosRetirada)
      .where(eq(codigosRetirada.idCorrespondencia, byLabel.id));
    expect(codes.map((c) => c.usadoEm?.toISOString())).toEqual([t.clock.now().toISOString()]);
  });

  test('sem o código de retirada, a retirada pede o documento conferido (uma ou várias), e registra a conferência', async () => {
    const one = await registered();
    const two = await registered();
    const client = t.client(t.tokens.a);
    for (const proof of [{}, { documentoConferido: false }, { documentoConferido: null }]) {
      const single = await client.post('/correspondencia/retirada', {
        id: one.id,
        nomeMoradorNaoCadastro: 'X',
        ...proof,
      });
      expect([single.statusCode, single.json()]).toEqual([400, { message: M.documentCheckRequired }]);
      const many = await client.post('/correspondencia/retirada-multipla', {
        ids: [one.id, two.id],
        nomeMoradorNaoCadastro: 'X',
        ...proof,
      });
      expect([many.statusCode, many.json()]).toEqual([400, { message: M.documentCheckRequired }]);
    }
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['PENDENTE', 'PENDENTE']);
    const done = await client.post('/correspondencia/retirada-multipla', {
      ids: [one.id, two.id],
      moradorRetirada: await resident(),
      documentoConferido: true,
    });
    expect(done.statusCode).toBe(200);
    const pickups = await t.db
      .select({ conferencia: retiradas.conferencia })
      .from(retiradas)
      .innerJoin(correspondencias, eq(correspondencias.idRetirada, retiradas.id))
      .where(sql`${correspondencias.id} in (${one.id}, ${two.id})`);
    expect(pickups).toEqual([{ conferencia: 'DOCUMENTO' }, { conferencia: 'DOCUMENTO' }]);
  });

  test('o código de outro condomínio não serve: "incorreto", como um que não existe; lá ele funciona', async () => {
    const ofB = (await api(t.app, t.tokens.b).register(parcel(t.units.torre101))).json();
    const codigo = await givePickupCode(t, 1002, ofB.id);
    const fromA = await desk().byPickupCode(codigo);
    expect([fromA.statusCode, fromA.json()]).toEqual([404, { message: M.pickupCodeWrong }]);
    const releaseFromA = await desk().release({ id: ofB.id, codigoRetirada: codigo, nomeMoradorNaoCadastro: 'X' });
    expect([releaseFromA.statusCode, releaseFromA.json()]).toEqual([404, { message: M.parcelNotFound }]);
    const fromB = await api(t.app, t.tokens.b).byPickupCode(codigo);
    expect([fromB.statusCode, fromB.json().id]).toEqual([200, ofB.id]);
    // The same digits under another condominium are another HMAC.
    const key = await pickupCodeKey(t.config);
    expect(hashPickupCode(key, 1001, codigo)).not.toBe(hashPickupCode(key, 1002, codigo));
  });

  test('"Reenviar aviso" de um aviso que falhou leva um código novo; o que os outros moradores receberam continua valendo', async () => {
    const { id, codigo } = await registered();
    const [sms] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.idEntidade, id), eq(jobs.kind, 'aviso.sms')))
      .limit(1);
    // As after its last failed try: FALHOU, and the secret already dropped from the payload.
    await t.db
      .update(jobs)
      .set({ status: 'FALHOU', payload: sql`${jobs.payload} - 'segredo'` })
      .where(eq(jobs.id, sms!.id));
    t.outbox!.clear();
    const resent = await t.client(t.tokens.a).post(`/correspondencia/avisos/${id}/reenviar`, {});
    expect(resent.statusCode).toBe(202);
    const [message] = t.outbox!.list();
    const novo = /Código de retirada: (\d{6})\./.exec(message!.body)?.[1];
    expect(novo).toMatch(/^\d{6}$/);
    expect(novo).not.toBe(codigo);
    expect(message!.body).not.toContain('[[');
    for (const code of [codigo, novo!]) expect((await desk().byPickupCode(code)).json().id).toBe(id);

    await desk().release({ id, codigoRetirada: novo, nomeMoradorNaoCadastro: 'Pessoa Três' });
    expect((await desk().byPickupCode(codigo)).statusCode).toBe(409);
    const afterRelease = await t.client(t.tokens.a).post(`/correspondencia/avisos/${id}/reenviar`, {});
    expect(afterRelease.statusCode).toBe(409);
  });

  test('sorteio pelo gerador criptográfico: sempre 6 dígitos (zeros à esquerda), comparação dos HMACs em tempo constante', () => {
    const draws = Array.from({ length: 2000 }, drawPickupCode);
    expect(draws.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(1990);
    const key = Buffer.alloc(32, 7);
    const hash = hashPickupCode(key, 1001, '012345');
    expect(isSameHash(hash, hashPickupCode(key, 1001, '012345'))).toBe(true);
    expect(isSameHash(hash, hashPickupCode(key, 1001, '012346'))).toBe(false);
    expect(isSameHash(hash, hashPickupCode(Buffer.alloc(32, 8), 1001, '012345'))).toBe(false);
    // A stored value of another length is "different", never an exception of timingSafeEqual.
    expect(isSameHash(hash, 'abcd')).toBe(false);
  });
});
