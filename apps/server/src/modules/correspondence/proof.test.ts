import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, condominios, correspondencias, retiradas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { api, parcel, pdfText, putFile } from './correspondence.test-support.ts';

/** A real 1×1 PNG, as the signature pad's canvas exports it (pdfkit must be able to draw it). */
const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 quem retira')]);

describe('comprovante de retirada (assinatura e foto de quem retira)', () => {
  let t: Fixture;
  let token: string;
  const upload = async (body: Buffer, contentType: string, as = token) => {
    const presigned = (await api(t.app, as).presign({ contentType })).json();
    const put = await putFile(t.app, presigned.url, body, contentType);
    expect(put.statusCode, put.body).toBe(200);
    return presigned.fileName as string;
  };
  const create = async (extra: Record<string, unknown> = {}) =>
    (await api(t.app, token).register(parcel(t.units.b302, extra))).json().id as number;
  const release = (id: number, comprovante?: Record<string, unknown>) =>
    api(t.app, token).release({
      id,
      nomeMoradorNaoCadastro: 'João Entregador',
      ...(comprovante ? { comprovante } : {}),
    });
  const statusOf = async (id: number) =>
    (await t.db.select({ s: correspondencias.status }).from(correspondencias).where(eq(correspondencias.id, id)))[0]!.s;
  const requireProof = (on: boolean) =>
    t.db.update(condominios).set({ comprovanteRetirada: on }).where(eq(condominios.idCondo, 1001));

  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
  });
  beforeEach(() => t.clock.advance(60_000));
  afterEach(() => requireProof(false));
  afterAll(() => t.close());

  test('encomenda valiosa sem assinatura nem foto é 422 e continua aguardando; com a assinatura é retirada', async () => {
    const id = await create({ valiosa: true });
    const refused = await release(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: M.proofRequired });
    expect(await statusOf(id)).toBe('PENDENTE');
    expect((await release(id, { hashAssinatura: null, hashFoto: '' })).statusCode).toBe(422);

    const hashAssinatura = await upload(SIGNATURE_PNG, 'image/png');
    const res = await release(id, { hashAssinatura });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      valiosa: true,
      retirada: { porteiro: expect.any(String), conferencia: 'DOCUMENTO', hashAssinatura, hashFoto: null },
    });
    const [pickup] = await t.db
      .select()
      .from(retiradas)
      .innerJoin(correspondencias, eq(correspondencias.idRetirada, retiradas.id))
      .where(eq(correspondencias.id, id));
    expect(pickup!.retiradas).toMatchObject({ hashAssinatura, hashFoto: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idEntidade, String(id)));
    expect(audit).toBeDefined();
  });

  test('o condomínio que exige comprovante recusa a retirada sem ele, também a de várias; a foto basta', async () => {
    await requireProof(true);
    const [a, b] = [await create(), await create()];
    const many = await api(t.app, token).releaseMany({ ids: [a, b], nomeMoradorNaoCadastro: 'Ana' });
    expect(many.statusCode).toBe(422);
    expect(many.json()).toEqual({ message: M.proofRequired });
    const hashFoto = await upload(JPEG, 'image/jpeg');
    const ok = await api(t.app, token).releaseMany({
      ids: [a, b],
      nomeMoradorNaoCadastro: 'Ana',
      comprovante: { hashFoto },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await t.db
      .select({ hashFoto: retiradas.hashFoto })
      .from(retiradas)
      .innerJoin(correspondencias, eq(correspondencias.idRetirada, retiradas.id))
      .where(inArray(correspondencias.id, [a, b]));
    expect(rows).toEqual([{ hashFoto }, { hashFoto }]);
  });

  test('sem a exigência, uma encomenda comum sai sem comprovante, e a portaria pode juntar um', async () => {
    const plain = await create();
    expect((await release(plain)).statusCode).toBe(200);
    const other = await create();
    const hashFoto = await upload(JPEG, 'image/jpeg');
    const res = await release(other, { hashFoto });
    expect(res.json().data[0].retirada).toMatchObject({ hashFoto, hashAssinatura: null });
  });

  test('a síndica liga a exigência no console; um cliente sem o campo a mantém', async () => {
    const maria = await contextToken(t.app, MARIA, 1001);
    const edit = (body: Record<string, unknown>) =>
      t.client(maria).put('/administracao/condominio', { nome: 'Jardim das Palmeiras', ...body });
    expect((await edit({ comprovanteRetirada: true })).json()).toMatchObject({ comprovanteRetirada: true });
    expect((await edit({})).json()).toMatchObject({ comprovanteRetirada: true });
    const id = await create();
    expect((await release(id)).statusCode).toBe(422);
  });

  test('o arquivo de outro condomínio, um que nunca chegou ou uma assinatura que não é png são recusados', async () => {
    const id = await create({ valiosa: true });
    const foreign = await upload(SIGNATURE_PNG, 'image/png', t.tokens.b);
    const fromOther = await release(id, { hashAssinatura: foreign });
    expect(fromOther.statusCode).toBe(400);
    expect(fromOther.json()).toEqual({ message: M.proofUnknown });
    const never = (await api(t.app, token).presign({ contentType: 'image/png' })).json().fileName as string;
    expect((await release(id, { hashFoto: never })).statusCode).toBe(400);
    const jpegAsSignature = await upload(JPEG, 'image/jpeg');
    const notPng = await release(id, { hashAssinatura: jpegAsSignature });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json()).toEqual({ message: M.signatureNotPng });
    expect((await release(id, { hashFoto: 'nao-e-hash' })).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('PENDENTE');
  });

  test('a assinatura é servida só à equipe do condomínio', async () => {
    const id = await create({ valiosa: true });
    const hashAssinatura = await upload(SIGNATURE_PNG, 'image/png');
    expect((await release(id, { hashAssinatura })).statusCode).toBe(200);
    const own = await api(t.app, token).photo(hashAssinatura);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await api(t.app, t.tokens.b).photo(hashAssinatura)).statusCode).toBe(204);
    expect((await api(t.app, null).photo(hashAssinatura)).statusCode).toBe(401);
  });

  test('o histórico mostra a retirada e o PDF traz o Comprovante de retirada com a assinatura', async () => {
    const id = await create({ valiosa: true });
    const hashAssinatura = await upload(SIGNATURE_PNG, 'image/png');
    expect((await release(id, { hashAssinatura })).statusCode).toBe(200);
    const list = (await api(t.app, token).list({ unidade: t.units.b302, status: 'RETIRADA' })).json();
    const row = list.data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ valiosa: true, retirada: { hashAssinatura, conferencia: 'DOCUMENTO' } });
    const pdf = await api(t.app, token).report('PDF', { unidade: t.units.b302 });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(M.proofTitle);
    expect(text).toContain(`Cód.${id}`);
    expect(text).toContain('Retirada por João Entregador');
    expect(text).toContain(M.proofCheckDocument);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
