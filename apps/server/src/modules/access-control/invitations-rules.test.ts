import { ACCESS_MESSAGES as M, INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { arquivos, auditLog, convites, dataVersions, jobs, pessoas, timelineEvents } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/access/tokens.ts';
import { createStorage } from '../../platform/files/create-storage.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import type { Notifier, SmsMessage } from '../../platform/notices/providers.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { JPEG_BYTES, PNG_BYTES } from '../correspondence/correspondence.test-support.ts';
import type { BiometricsEnrollment } from './invitations-biometrics-provider.ts';
import { receivePhoto } from './invitations.service.ts';

const INVITE = '/condominos/v1/seventh/convite';
const DAY = 24 * 60 * 60 * 1000;
const CONDO = 'Residencial Jardim das Palmeiras';
const jpeg = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;
const png = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const tokenOf = (link: string) => link.split('/convite/')[1]!;

let n = 62_000;
const nextCpf = () => makeCpf(++n);

describe('convites de biometria: regras do convite, da página pública e da foto', () => {
  let f: Fixture;
  const sms: SmsMessage[] = [];
  const notifier: Notifier = {
    sms: { name: 'teste', send: async (m) => void sms.push(m) },
    email: { name: 'teste', send: async () => undefined },
  };

  beforeAll(async () => {
    f = await createFixture({ notifier });
  });
  afterAll(() => f.close());

  const desk = () => f.client(f.tokens.a);
  const addResident = async (values: Partial<typeof pessoas.$inferInsert> = {}) =>
    (
      await f.db
        .insert(pessoas)
        .values({ idUnidade: f.units.b302, cpf: nextCpf(), nome: 'Convidada Moradora Silva', ...values })
        .returning()
    )[0]!;
  const invite = (over: Record<string, unknown> = {}) =>
    desk().post(INVITE, {
      idUnidade: f.units.b302,
      nomeConvidado: 'Convidada Moradora Silva',
      cpfConvidado: nextCpf(),
      email: null,
      tipoEnvio: 'LINK',
      tipoPessoa: 'VISITANTE',
      ...over,
    });
  const created = async (over: Record<string, unknown> = {}) => {
    const res = await invite(over);
    expect(res.statusCode).toBe(200);
    const token = tokenOf(res.json().link);
    const [row] = await f.db
      .select()
      .from(convites)
      .where(eq(convites.tokenHash, hashToken(token)));
    return { token, row: row!, answer: res.json() as { link: string; expiraEm: string } };
  };
  const open = (token: string) => f.client(null).get(`/public/convite/${token}`);
  const send = (token: string, foto = jpeg) =>
    f.client(null).post(`/public/convite/${token}`, { consentimento: true, foto });
  const auditOf = async (acao: string, id: number) =>
    (
      await f.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.acao, acao), eq(auditLog.idEntidade, String(id))))
    )[0];
  const eventOf = async (atividade: string, id: number) =>
    (
      await f.db
        .select()
        .from(timelineEvents)
        .where(
          and(
            eq(timelineEvents.entidade, 'convite'),
            eq(timelineEvents.idEntidade, String(id)),
            eq(timelineEvents.atividade, atividade),
          ),
        )
    )[0];
  const version = async (area: string) =>
    (
      await f.db
        .select({ versao: dataVersions.versao })
        .from(dataVersions)
        .where(and(eq(dataVersions.idCondo, 1001), eq(dataVersions.area, area)))
    )[0]?.versao ?? 0;

  test('convite por LINK com celular: grava documento, contato e prazo; auditoria com o celular oculto; nenhum SMS', async () => {
    const resident = await addResident({ nome: 'Raquel Link Moreira' });
    const before = await version('convites');
    const { row, answer } = await created({
      nomeConvidado: 'Raquel Link Moreira',
      cpfConvidado: resident.cpf,
      tipoPessoa: 'MORADOR',
      telefone: '(11) 98765-4321',
      email: 'raquel@email.com.br',
    });
    expect(row).toMatchObject({
      idCondo: 1001,
      idUnidade: f.units.b302,
      idPessoa: resident.id,
      nomeConvidado: 'Raquel Link Moreira',
      cpfConvidado: resident.cpf,
      tipoDocumentoEstrangeiro: null,
      documentoEstrangeiro: null,
      telefone: '11987654321',
      email: 'raquel@email.com.br',
      tipoEnvio: 'LINK',
      tipoPessoa: 'MORADOR',
      usadoEm: null,
      createdAt: f.clock.now(),
      expiraEm: new Date(f.clock.now().getTime() + 7 * DAY),
    });
    expect(answer).toEqual({ link: expect.any(String), expiraEm: row.expiraEm.toISOString() });
    expect((await auditOf('convite.enviar', row.id))!).toMatchObject({
      idCondo: 1001,
      entidade: 'convite',
      detalhes: {
        idUnidade: f.units.b302,
        tipoEnvio: 'LINK',
        tipoPessoa: 'MORADOR',
        idMorador: resident.id,
        telefone: '(11) *****-4321',
      },
    });
    expect(
      await f.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.entidade, 'convite'), eq(jobs.idEntidade, row.id))),
    ).toEqual([]);
    const [event] = await f.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'convite'), eq(timelineEvents.idEntidade, String(row.id))));
    expect(event).toMatchObject({
      area: 'convites',
      idUnidade: f.units.b302,
      nmPessoa: 'Raquel Link Moreira',
      atividade: expect.stringContaining('Raquel Link Moreira'),
    });
    expect(await version('convites')).toBeGreaterThan(before);
  });

  test('SMS: o texto leva o nome do condomínio e o link; a auditoria não tem idMorador de visitante', async () => {
    const sent = sms.length;
    const { row, answer } = await created({ tipoEnvio: 'SMS', telefone: '(11) 97777-1234' });
    expect(sms.slice(sent)).toEqual([
      expect.objectContaining({
        to: '11977771234',
        body: fill(I.inviteSms, { condominio: CONDO, link: answer.link }),
      }),
    ]);
    expect((await auditOf('convite.enviar', row.id))!.detalhes).toEqual({
      idUnidade: f.units.b302,
      tipoEnvio: 'SMS',
      tipoPessoa: 'VISITANTE',
      telefone: '(11) *****-1234',
    });
  });

  test('visitante com o CPF (ou o idMorador) de um morador não se liga ao morador', async () => {
    const resident = await addResident();
    const { row } = await created({ cpfConvidado: resident.cpf, idMorador: resident.id, tipoPessoa: 'VISITANTE' });
    expect(row).toMatchObject({ idPessoa: null, cpfConvidado: resident.cpf });
    const provider = await created({ cpfConvidado: resident.cpf, tipoPessoa: 'PRESTADOR' });
    expect(provider.row.idPessoa).toBeNull();
    expect((await auditOf('convite.enviar', row.id))!.detalhes).not.toHaveProperty('idMorador');
  });

  test('morador que já saiu da unidade: pelo CPF o convite não se liga; pelo idMorador, 404', async () => {
    const gone = await addResident({ situacao: 'REMOVIDO' });
    const { row } = await created({ cpfConvidado: gone.cpf, tipoPessoa: 'MORADOR' });
    expect(row.idPessoa).toBeNull();
    const byId = await invite({ cpfConvidado: null, idMorador: gone.id, tipoPessoa: 'MORADOR' });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ message: M.residentNotFound });
  });

  test('passaporte de estrangeiro: documento gravado sem CPF', async () => {
    const { row } = await created({
      cpfConvidado: null,
      tipoDocumentoEstrangeiro: 'PASSAPORTE',
      documentoEstrangeiro: 'XY98765',
    });
    expect(row).toMatchObject({
      cpfConvidado: null,
      tipoDocumentoEstrangeiro: 'PASSAPORTE',
      documentoEstrangeiro: 'XY98765',
      telefone: null,
    });
  });

  test('convite para unidade de outro condomínio ou inexistente: 404 com a mensagem', async () => {
    for (const idUnidade of [f.units.torre101, 987_654]) {
      const res = await invite({ idUnidade });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.unitNotFound });
    }
  });

  test('a página pública mostra só o primeiro nome, o condomínio e a validade', async () => {
    const { token, answer } = await created({ nomeConvidado: 'Benedita Cruz Almeida' });
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ condominio: CONDO, nomeConvidado: 'Benedita', expiraEm: answer.expiraEm });
  });

  test('validade: vale até o último milissegundo antes do prazo; no instante exato já expirou', async () => {
    const { token, row } = await created();
    // The prazo brought to 1 ms from now: the fixture's clock (and the desk's session) stays where it is.
    await f.db
      .update(convites)
      .set({ expiraEm: new Date(f.clock.now().getTime() + 1) })
      .where(eq(convites.id, row.id));
    expect((await open(token)).statusCode).toBe(200);
    f.clock.advance(1);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: I.expired });
    const photo = await send(token);
    expect(photo.statusCode).toBe(410);
    expect(photo.json()).toEqual({ message: I.expired });
  });

  test('foto que não é data URL de JPG ou PNG: 415 e o convite continua valendo', async () => {
    const { token, row } = await created();
    const b64 = JPEG_BYTES.toString('base64');
    for (const foto of [
      b64,
      `xdata:image/jpeg;base64,${b64}`,
      `data:image/gif;base64,${b64}`,
      `data:image/jpeg;base64,${b64}!`,
    ]) {
      const res = await send(token, foto);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: I.photoTypeRejected });
    }
    const [still] = await f.db.select().from(convites).where(eq(convites.id, row.id));
    expect(still!.usadoEm).toBeNull();
    expect((await open(token)).statusCode).toBe(200);
  });

  test('foto PNG de visitante: arquivo do condomínio, convite usado, auditoria sem morador, linha do tempo', async () => {
    const { token, row } = await created({ nomeConvidado: 'Visitante Png Souza' });
    const before = await version('moradores');
    const res = await send(token, png);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusBiometria: 'CADASTRADA' });
    const [spent] = await f.db.select().from(convites).where(eq(convites.id, row.id));
    expect(spent).toMatchObject({ usadoEm: f.clock.now(), consentimentoEm: f.clock.now() });
    const [file] = await f.db.select().from(arquivos).where(eq(arquivos.hash, spent!.foto!));
    expect(file).toMatchObject({
      idCondo: 1001,
      area: 'convites',
      idUsuario: row.createdBy,
      status: 'ARMAZENADO',
      contentType: 'image/png',
      tamanho: PNG_BYTES.length,
    });
    const stored = await (await createStorage(f.config)).read(`1001/${spent!.foto}`);
    expect(stored).not.toBeNull();
    expect((await auditOf('convite.cadastrar_biometria', row.id))!).toMatchObject({
      idCondo: 1001,
      idUsuario: null,
      entidade: 'convite',
      detalhes: { idUnidade: f.units.b302, tipoPessoa: 'VISITANTE', consentimento: true },
    });
    expect((await auditOf('convite.cadastrar_biometria', row.id))!.detalhes).not.toHaveProperty('idMorador');
    expect(await eventOf('Biometria facial cadastrada (Visitante Png Souza)', row.id)).toMatchObject({
      area: 'convites',
      idUnidade: f.units.b302,
      nmPessoa: 'Visitante Png Souza',
    });
    expect(await version('moradores')).toBeGreaterThan(before);
  });

  test('foto de morador: a lista de moradores em cache já mostra a biometria cadastrada; auditoria com o morador', async () => {
    const resident = await addResident({ nome: 'Biometria Em Cache' });
    const listed = async () =>
      (await desk().get('/portaria/api/v2/condominios/1001/submoradores', { nomeMorador: 'Biometria Em Cache' })).json()
        .data[0].morador;
    expect(await listed()).toMatchObject({ statusBiometria: 'NAO_CADASTRADA', usaBiometriaFacial: false });
    const { token, row } = await created({ cpfConvidado: resident.cpf, tipoPessoa: 'MORADOR' });
    expect((await send(token)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ statusBiometria: 'CADASTRADA', usaBiometriaFacial: true });
    expect((await auditOf('convite.cadastrar_biometria', row.id))!.detalhes).toEqual({
      idUnidade: f.units.b302,
      tipoPessoa: 'MORADOR',
      consentimento: true,
      idMorador: resident.id,
    });
  });

  test('foto da biometria: a mais recente; morador de outro condomínio não vê; arquivo não armazenado 404', async () => {
    const resident = await addResident();
    const first = await created({ cpfConvidado: resident.cpf, tipoPessoa: 'MORADOR' });
    expect((await send(first.token, jpeg)).statusCode).toBe(200);
    f.clock.advance(60_000);
    const second = await created({ cpfConvidado: resident.cpf, tipoPessoa: 'MORADOR' });
    expect((await send(second.token, png)).statusCode).toBe(200);
    const path = `/condominos/v1/moradores/${resident.id}/biometria/foto`;
    const photo = await desk().get(path);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.rawPayload, PNG_BYTES)).toBe(0);
    const other = await f.client(f.tokens.b).get(path);
    expect(other.statusCode).not.toBe(200);

    // An invitation whose photo never finished uploading shows nothing.
    const waiting = await addResident();
    await f.db.insert(arquivos).values({
      hash: 'a'.repeat(32),
      area: 'convites',
      idCondo: 1001,
      idUsuario: first.row.createdBy!,
      driver: 'disk',
      uploadExpiraEm: f.clock.now(),
      createdAt: f.clock.now(),
    });
    await f.db.insert(convites).values({
      ...withoutId(first.row),
      idPessoa: waiting.id,
      tokenHash: hashToken(`aguardando-${waiting.id}`),
      foto: 'a'.repeat(32),
    });
    const none = await desk().get(`/condominos/v1/moradores/${waiting.id}/biometria/foto`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: M.facePhotoNotFound });
  });

  test('o terminal de biometria recebe quem, de onde e a foto; se falhar, o cadastro vale e a falha vai ao log', async () => {
    const resident = await addResident({ nome: 'Terminal Fora Do Ar' });
    const storage = await createStorage(f.config);
    const jobsStub = { afterCommit: async () => undefined } as unknown as JobQueue;
    const enrolled: BiometricsEnrollment[] = [];
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => void errors.push(args) } as unknown as FastifyBaseLogger;
    const broken = {
      name: 'quebrado',
      enroll: async (e: BiometricsEnrollment) => {
        enrolled.push(e);
        throw new Error('terminal indisponível');
      },
    };
    const { token, row } = await created({
      nomeConvidado: 'Terminal Fora Do Ar',
      cpfConvidado: resident.cpf,
      tipoPessoa: 'MORADOR',
    });
    const answer = await receivePhoto(
      { db: f.db, jobs: jobsStub, storage, biometrics: broken, log },
      token,
      jpeg,
      f.clock.now(),
    );
    expect(answer).toEqual({ statusBiometria: 'CADASTRADA' });
    const [spent] = await f.db.select().from(convites).where(eq(convites.id, row.id));
    expect(enrolled).toEqual([
      {
        idCondo: 1001,
        idConvite: row.id,
        idPessoa: resident.id,
        tipoPessoa: 'MORADOR',
        nome: 'Terminal Fora Do Ar',
        photoKey: `1001/${spent!.foto}`,
        contentType: 'image/jpeg',
      },
    ]);
    expect(errors).toEqual([
      [{ error: 'terminal indisponível', idConvite: row.id }, 'falha ao enviar a biometria ao terminal'],
    ]);
    const [person] = await f.db.select().from(pessoas).where(eq(pessoas.id, resident.id));
    expect(person!.statusBiometria).toBe('CADASTRADA');
  });
});

const withoutId = <T extends { id: number }>(row: T): Omit<T, 'id'> => {
  const { id: _id, ...rest } = row;
  return rest;
};
