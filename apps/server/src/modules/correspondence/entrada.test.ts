import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, correspondencias, pessoas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { contextToken } from '../../test/helpers.ts';
import { api, parcel, unitIdOf, uploadPhoto } from './correspondence.test-support.ts';

describe('cadastro de correspondência', () => {
  let t: Fixture;
  let token: string;
  let b201: number;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    b201 = await unitIdOf(t.db, 1001, 'Bloco B', '201');
  });
  afterAll(() => t.close());

  test('porteiro cadastra com foto, código em maiúsculas, e os moradores da unidade recebem e-mail e SMS', async () => {
    t.outbox!.clear();
    const hashFoto = await uploadPhoto(t.app, token);
    const res = await api(t.app, token).register(parcel(b201, { hashFoto, descricao: '  Caixa grande  ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const residents = await t.db.select().from(pessoas).where(eq(pessoas.idUnidade, b201));
    expect(body).toMatchObject({
      destinatario: 'Ana Souza',
      categoria: 'PACOTE',
      tamanho: 'MEDIO',
      descricao: 'Caixa grande',
      codigoRastreio: 'BR123456789BR',
      foto: hashFoto,
      status: 'PENDENTE',
      dataChegada: '2024-10-01T12:00:00.000Z',
      unidade: { idUnidade: b201, nome: '201', nmBloco: 'Bloco B' },
      dataRetirada: null,
      notificados: residents.length,
      notificacoes: { email: residents.length, sms: residents.length },
    });
    const sent = t.outbox!.list().filter((m) => m.purpose === 'correspondencia');
    expect(sent).toHaveLength(residents.length * 2);
    const sms = sent.find((m) => m.channel === 'sms')!;
    const codigo = /Código de retirada: (\d{6})\./.exec(sms.body)?.[1];
    expect(sms.body).toBe(
      `Portaria Residencial Jardim das Palmeiras: chegou uma encomenda (pacote) para Ana Souza, unidade Bloco B - 201, em 01/10/2024 09:00 (Cód.${body.id}). Código de retirada: ${codigo}. Não compartilhe.`,
    );
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.subject).toBe('Chegou uma encomenda (pacote) para Ana Souza, unidade Bloco B - 201');
    expect(email.body).toContain('recebeu uma encomenda (pacote) para Ana Souza, unidade Bloco B - 201.');
    expect(email.body).toContain(`Código de retirada: ${codigo}\nEtiqueta na portaria: Cód.${body.id}`);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'correspondencia.cadastrar'), eq(auditLog.idEntidade, String(body.id))));
    expect(audit).toMatchObject({ idCondo: 1001, entidade: 'correspondencia' });
    expect(audit!.idUsuario).toBeTypeOf('number');
  });

  test('unidade sem e-mail nem celular: cadastra e responde que ninguém foi avisado', async () => {
    const unit = await unitIdOf(t.db, 1001, 'Bloco C', '604');
    await t.db.update(pessoas).set({ email: null, telefone: null }).where(eq(pessoas.idUnidade, unit));
    t.outbox!.clear();
    const res = await api(t.app, token).register(parcel(unit));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ notificados: 0, notificacoes: { email: 0, sms: 0 } });
    expect(t.outbox!.list()).toHaveLength(0);
  });

  test('campos fora dos limites voltam 400 com a mensagem da especificação, e nada é gravado', async () => {
    const before = (await t.db.select().from(correspondencias)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ descricao: 'x'.repeat(81) }, M.descricaoTooLong],
      [{ destinatario: '' }, M.destinatarioRequired],
      [{ destinatario: 'x'.repeat(36) }, M.destinatarioTooLong],
      [{ categoria: 'CAIXA' }, M.categoriaRequired],
      [{ tamanho: undefined }, M.tamanhoRequired],
      [{ codigoRastreio: 'x'.repeat(51) }, M.codigoRastreioTooLong],
      [{ observacao: 'x'.repeat(257) }, M.observacaoTooLong],
      [{ hashFoto: 'a'.repeat(32) }, M.photoUnknown],
    ];
    for (const [extra, message] of cases) {
      const res = await api(t.app, token).register(parcel(b201, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await t.db.select().from(correspondencias)).length).toBe(before);
  });

  test('descrição de 80, observação de 256 e destinatário de 35 caracteres são aceitos', async () => {
    const res = await api(t.app, token).register(
      parcel(b201, { descricao: 'd'.repeat(80), observacao: 'o'.repeat(256), destinatario: 'n'.repeat(35) }),
    );
    expect(res.statusCode).toBe(201);
  });

  test('a foto de outro condomínio não pode ser usada no cadastro', async () => {
    const token1002 = await contextToken(t.app, undefined, 1002);
    const hashFoto = await uploadPhoto(t.app, token1002);
    const res = await api(t.app, token).register(parcel(b201, { hashFoto }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.photoUnknown });
  });

  test('unidade de outro condomínio é 404', async () => {
    const torre = t.units.torre101;
    const res = await api(t.app, token).register(parcel(torre));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.unitNotFound });
  });
});

describe('Idempotency-Key no cadastro', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  const countOf = async () =>
    (await t.db.select().from(correspondencias).where(eq(correspondencias.idUnidade, unit))).length;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    unit = await unitIdOf(t.db, 1001, 'Bloco C', '301');
  });
  afterAll(() => t.close());

  test('a mesma chave e o mesmo corpo repetidos devolvem o primeiro resultado sem criar outra correspondência', async () => {
    t.outbox!.clear();
    const before = await countOf();
    const first = await api(t.app, token).register(parcel(unit), 'chave-duplo-clique-0001');
    expect(first.statusCode).toBe(201);
    const sentAfterFirst = t.outbox!.list().length;
    t.clock.advance(60_000);
    const again = await api(t.app, token).register(
      parcel(unit, { dataChegada: '2024-10-01T09:01:00' }),
      'chave-duplo-clique-0001',
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countOf()).toBe(before + 1);
    expect(t.outbox!.list().length).toBe(sentAfterFirst);
  });

  test('a mesma chave com outro conteúdo é recusada (422) e nada é criado', async () => {
    expect((await api(t.app, token).register(parcel(unit), 'chave-outro-corpo-0002')).statusCode).toBe(201);
    const before = await countOf();
    const res = await api(t.app, token).register(
      parcel(unit, { destinatario: 'Outra Pessoa' }),
      'chave-outro-corpo-0002',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.idempotencyMismatch });
    expect(await countOf()).toBe(before);
  });

  test('20 envios simultâneos idênticos criam uma só correspondência e todos recebem a mesma resposta', async () => {
    const before = await countOf();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t.app, token).register(parcel(unit, { descricao: 'Rajada' }), 'chave-concorrente-0020'),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await countOf()).toBe(before + 1);
  });

  test('sem chave, dois envios criam duas correspondências', async () => {
    const before = await countOf();
    await api(t.app, token).register(parcel(unit));
    await api(t.app, token).register(parcel(unit));
    expect(await countOf()).toBe(before + 2);
  });

  test('chave malformada é 400', async () => {
    const res = await api(t.app, token).register(parcel(unit), 'curta');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.idempotencyKeyInvalid });
  });
});
