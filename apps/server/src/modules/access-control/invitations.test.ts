import { ACCESS_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { arquivos, auditLog, convites, jobs, pessoas, timelineEvents } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/access/tokens.ts';
import { JPEG_BYTES } from '../correspondence/correspondence.test-support.ts';
import type { Notifier, SmsMessage } from '../../platform/notices/providers.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { captureLog } from '../../test/helpers.ts';

const INVITE = '/condominos/v1/seventh/convite';
const DAY = 24 * 60 * 60 * 1000;
const jpeg = `data:image/jpeg;base64,${Buffer.from(JPEG_BYTES).toString('base64')}`;
const tokenOf = (link: string) => link.split('/convite/')[1]!;

describe('convites de biometria facial', () => {
  let f: Fixture;
  const sms: SmsMessage[] = [];
  const log = captureLog();
  const notifier: Notifier = {
    sms: { name: 'teste', send: async (m) => void sms.push(m) },
    email: { name: 'teste', send: async () => undefined },
  };
  let resident: { id: number; cpf: string; nome: string };

  beforeAll(async () => {
    f = await createFixture({ notifier, logger: { level: 'info', stream: log.stream } });
    const [row] = await f.db
      .select()
      .from(pessoas)
      .where(
        and(
          eq(pessoas.idUnidade, f.units.b302),
          eq(pessoas.statusBiometria, 'NAO_CADASTRADA'),
          eq(pessoas.situacao, 'ATIVO'),
        ),
      )
      .limit(1);
    resident = { id: row!.id, cpf: row!.cpf, nome: row!.nome };
  });
  afterAll(() => f.close());

  const desk = () => f.client(f.tokens.a);
  const invite = (over: Record<string, unknown> = {}) =>
    desk().post(INVITE, {
      idUnidade: f.units.b302,
      nomeConvidado: resident.nome,
      cpfConvidado: resident.cpf,
      email: null,
      tipoEnvio: 'LINK',
      tipoPessoa: 'MORADOR',
      ...over,
    });
  const open = (token: string) => f.client(null).get(`/public/convite/${token}`);
  const send = (token: string, body: Record<string, unknown> = {}) =>
    f.client(null).post(`/public/convite/${token}`, { consentimento: true, foto: jpeg, ...body });

  test('LINK: um token de 256 bits, guardado só como hash, válido por 7 dias; auditoria e linha do tempo', async () => {
    const res = await invite();
    expect(res.statusCode).toBe(200);
    const { link, expiraEm } = res.json();
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiraEm).getTime() - f.clock.now().getTime()).toBe(7 * DAY);
    const [row] = await f.db
      .select()
      .from(convites)
      .where(eq(convites.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ idPessoa: resident.id, tipoEnvio: 'LINK' });
    expect(JSON.stringify(await f.db.select().from(convites))).not.toContain(token);
    const [audit] = await f.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.acao, 'convite.enviar'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ idEntidade: String(row!.id) });
    const [event] = await f.db.select().from(timelineEvents).orderBy(desc(timelineEvents.id)).limit(1);
    expect(event).toMatchObject({ area: 'convites', idEntidade: String(row!.id) });
  });

  test('morador da lista convidado pelo idMorador, sem o CPF completo que a lista não traz', async () => {
    const res = await invite({ cpfConvidado: null, idMorador: resident.id });
    expect(res.statusCode).toBe(200);
    const [row] = await f.db
      .select()
      .from(convites)
      .where(eq(convites.tokenHash, hashToken(tokenOf(res.json().link))));
    expect(row).toMatchObject({ idPessoa: resident.id, cpfConvidado: resident.cpf });
    const other = await f.db.select().from(pessoas).where(eq(pessoas.idUnidade, f.units.a101)).limit(1);
    const elsewhere = await invite({ cpfConvidado: null, idMorador: other[0]!.id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: ACCESS_MESSAGES.residentNotFound });
  });

  test('SMS: o link vai ao celular pelo provedor de SMS; sem celular, 400 com a mensagem', async () => {
    const res = await invite({ tipoEnvio: 'SMS', telefone: '(11) 98765-4321' });
    expect(res.statusCode).toBe(200);
    expect(sms.at(-1)).toMatchObject({ to: '11987654321', purpose: 'convite-biometria' });
    expect(sms.at(-1)!.body).toContain(res.json().link);
    // A notice job of the invitation (decision 106): once sent, the job keeps no way in.
    const [row] = await f.db
      .select({ id: convites.id })
      .from(convites)
      .where(eq(convites.tokenHash, hashToken(tokenOf(res.json().link))));
    const [job] = await f.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.entidade, 'convite'), eq(jobs.idEntidade, row!.id)));
    expect(job).toMatchObject({ kind: 'aviso.sms', status: 'ENVIADO' });
    expect(JSON.stringify(job!.payload)).not.toContain(tokenOf(res.json().link));
    const noPhone = await invite({ tipoEnvio: 'SMS' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toContain(I.phoneRequiredForSms);
    const noDocument = await invite({ cpfConvidado: null });
    expect(noDocument.json().message).toContain(I.documentRequired);
    const passport = await invite({
      cpfConvidado: null,
      tipoDocumentoEstrangeiro: 'PASSAPORTE',
      documentoEstrangeiro: 'AB12345',
      tipoPessoa: 'VISITANTE',
    });
    expect(passport.statusCode).toBe(200);
    const rne = await invite({
      cpfConvidado: null,
      tipoDocumentoEstrangeiro: 'RNE',
      documentoEstrangeiro: 'W12345',
      tipoPessoa: 'VISITANTE',
    });
    expect(rne.json().message).toContain(I.rneInvalid);
  });

  test('condomínio sem biometria (7310): 409 com mensagem clara', async () => {
    const res = await f.client(f.tokens.b).post(INVITE, {
      idUnidade: f.units.torre101,
      nomeConvidado: 'Ana Lima',
      cpfConvidado: resident.cpf,
      email: null,
      tipoEnvio: 'LINK',
      tipoPessoa: 'VISITANTE',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(I.noBiometrics);
  });

  test('a página pública mostra o condomínio; foto e aceite: CADASTRADA, arquivo só do condomínio, uso único', async () => {
    const token = tokenOf((await invite()).json().link);
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      condominio: 'Residencial Jardim das Palmeiras',
      nomeConvidado: resident.nome.split(' ')[0],
    });

    const noConsent = await send(token, { consentimento: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toContain(I.consentRequired);
    const notPhoto = await send(token, {
      foto: `data:image/png;base64,${Buffer.from('%PDF-1.4 não é foto').toString('base64')}`,
    });
    expect(notPhoto.statusCode).toBe(415);
    expect(notPhoto.json().message).toBe(I.photoTypeRejected);

    const res = await send(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusBiometria: 'CADASTRADA' });
    const [person] = await f.db.select().from(pessoas).where(eq(pessoas.id, resident.id));
    expect(person!.statusBiometria).toBe('CADASTRADA');
    const [row] = await f.db
      .select()
      .from(convites)
      .where(eq(convites.tokenHash, hashToken(token)));
    expect(row!.usadoEm).not.toBeNull();
    expect(row!.consentimentoEm).not.toBeNull();
    const [file] = await f.db.select().from(arquivos).where(eq(arquivos.hash, row!.foto!));
    expect(file).toMatchObject({ idCondo: 1001, status: 'ARMAZENADO', contentType: 'image/jpeg' });
    const [audit] = await f.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.acao, 'convite.cadastrar_biometria'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ idEntidade: String(row!.id), idCondo: 1001 });
    const listed = (await desk().get(`/condominos/v1/unidades/${f.units.b302}/moradores`)).json();
    expect(
      listed.data.find((r: { morador: { idMorador: number } }) => r.morador.idMorador === resident.id).morador,
    ).toMatchObject({ statusBiometria: 'CADASTRADA', usaBiometriaFacial: true });

    const again = await send(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(I.used);
    expect((await open(token)).statusCode).toBe(410);

    // The staff see the photo (each view audited); nobody without the condominium's token does.
    const photo = await desk().get(`/condominos/v1/moradores/${resident.id}/biometria/foto`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(photo.rawPayload, Buffer.from(JPEG_BYTES))).toBe(0);
    const [viewed] = await f.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.acao, 'biometria.ver_foto'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(viewed).toMatchObject({ idCondo: 1001, entidade: 'pessoa', idEntidade: String(resident.id) });
    expect((await f.client(null).get(`/condominos/v1/moradores/${resident.id}/biometria/foto`)).statusCode).toBe(401);
    const other = await f.client(f.tokens.b).get(`/condominos/v1/moradores/${resident.id}/biometria/foto`);
    expect(other.statusCode).not.toBe(200);
    expect(other.rawPayload.includes(Buffer.from(JPEG_BYTES).subarray(0, 16))).toBe(false);
    const [without] = await f.db
      .insert(pessoas)
      .values({ idUnidade: f.units.b302, cpf: '70000000191', nome: 'Sem Biometria' })
      .returning({ id: pessoas.id });
    const none = await desk().get(`/condominos/v1/moradores/${without!.id}/biometria/foto`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ACCESS_MESSAGES.facePhotoNotFound);
  });

  test('expira em 7 dias; token desconhecido: 404; o token nunca aparece no log', async () => {
    const token = tokenOf((await invite({ tipoPessoa: 'VISITANTE', cpfConvidado: '52998224725' })).json().link);
    // The clock goes back afterwards: the desk's session and the other tests' invitations stay as they were.
    const before = f.clock.now();
    f.clock.advance(7 * DAY + 1000);
    try {
      const expired = await open(token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(I.expired);
      expect((await send(token)).statusCode).toBe(410);
    } finally {
      f.clock.set(before);
    }
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(I.notFound);
    const lines = log.lines.join('');
    expect(lines).toContain('/api/public/convite/[oculto]');
    expect(lines).not.toContain(token);
  });
});
