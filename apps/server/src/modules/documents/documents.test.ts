import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PERMISSIONS } from '@portaria/shared/permissions';
import {
  auditLog,
  customPermissions,
  documentoLinks,
  jobs,
  pessoas,
  timelineEvents,
  usuarios,
} from '../../db/schema/index.ts';
import { createAppQueue } from '../../platform/notices/app-queue.ts';
import { retryDelay } from '../../platform/notices/job-queue.ts';
import { createNotifier } from '../../platform/notices/create-notifier.ts';
import { startLocalSmtp } from '../../platform/notices/smtp-email.test-support.ts';
import { redactUrl } from '../../platform/http/redact-url.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';
import { EXE_BYTES } from '../correspondence/correspondence.test-support.ts';
import { hashLinkToken } from './documents.service.ts';
import { PDF_BYTES, putFile } from '../occurrences/occurrences.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const linkOf = (text: string) => /\/documento\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? null;

const residentWithEmail = async (t: Fixture, idUnidade: number) => {
  const [row] = await t.db
    .insert(pessoas)
    .values({ idUnidade, cpf: '70000000000', nome: 'Helena Documento Teste', email: 'helena.doc@exemplo.com.br' })
    .returning({ id: pessoas.id });
  return row!.id;
};

const sendBody = (idUnidade: number, idMorador: number | null, extra: Record<string, unknown> = {}) => ({
  idUnidade,
  idMorador,
  email: 'helena.doc@exemplo.com.br',
  nomeArquivo: 'CONVENCAO_CONDOMINIO_4521.pdf',
  link: 'ignorado',
  tipoDocumento: 'CONVENCAO',
  ...extra,
});

describe('documentos: lista, visualização e link por e-mail', () => {
  let t: Fixture;
  let resident: number;
  beforeAll(async () => {
    t = await createFixture();
    resident = await residentWithEmail(t, t.units.a101);
    // Carlos may open Documentos in 7310 too, so only the tenant filter stops his B token on A's records.
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    await t.db
      .insert(customPermissions)
      .values({ idUsuario: carlos!.id, idCondo: 1002, permissao: PERMISSIONS.documents });
    t.tokens.b = await contextToken(t.app, CARLOS, 1002);
  });
  afterAll(() => t.close());

  test('a lista traz o estatuto (CONVENCAO) e o regulamento (REGULAMENTO); o PDF abre no visualizador', async () => {
    const api = t.client(t.tokens.a);
    const res = await api.get('/documentos/condominio/1001/tipo/0', { expiration: 604800000 });
    expect(res.statusCode).toBe(200);
    const dados = res.json().dados as { id: number; nome: string; tipo: string; link: string }[];
    expect(dados.map((d) => d.tipo)).toEqual(['CONVENCAO', 'REGULAMENTO']);
    expect(dados.find((d) => d.nome.includes('CONVENCAO'))).toBeDefined();
    expect(dados.find((d) => d.nome.includes('REGULAMENTO'))).toBeDefined();
    const pdf = await api.get(`/documentos/tipo/0/${dados[1]!.id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);

    // Condominium B: its list path must be its own, and A's document id is not found.
    const b = t.client(t.tokens.b);
    expect((await b.get('/documentos/condominio/1001/tipo/0')).statusCode).toBe(403);
    expect((await b.get(`/documentos/tipo/0/${dados[1]!.id}/download`)).statusCode).toBe(404);
    expect((await b.get('/documentos/condominio/1002/tipo/0')).json()).toEqual({ dados: [] });
  });

  test('o link vale 7 dias: abre sem login até 7 dias - 1 s e mostra não encontrado a 7 dias + 1 s', async () => {
    const api = t.client(t.tokens.a);
    t.outbox!.clear();
    const sent = await api.post('/sendmail', sendBody(t.units.a101, resident), {
      query: { email: 'helena.doc@exemplo.com.br' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: M.sentNotice,
      expiraEm: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    const [mail] = t.outbox!.list();
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'helena.doc@exemplo.com.br',
      subject: 'Documento do condomínio: Estatuto/Convenção',
    });
    const token = linkOf(mail!.body)!;
    expect(token).toHaveLength(43); // 32 random bytes: 256 bits

    // The row of this token (other tests send to the same address): the database keeps only its hash.
    const [stored] = await t.db
      .select()
      .from(documentoLinks)
      .where(eq(documentoLinks.tokenHash, hashLinkToken(token)));
    expect(stored!.email).toBe('helena.doc@exemplo.com.br');
    expect(stored!.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'documento.enviar'), eq(auditLog.idEntidade, String(stored!.id))));
    expect(audit).toMatchObject({
      idCondo: 1001,
      detalhes: { tipoDocumento: 'CONVENCAO', idUnidade: t.units.a101, idMorador: resident },
    });
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'documento_link'), eq(timelineEvents.idEntidade, String(stored!.id))));
    expect(event).toMatchObject({
      area: 'documentos',
      atividade: 'Documento enviado por e-mail (Estatuto/Convenção)',
      nmPessoa: 'Helena Documento Teste',
    });

    const open = () => t.client(null).get(`/documentos/link/${token}`);
    const first = await open();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    t.clock.advance(7 * DAY_MS - 1000);
    expect((await open()).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await open();
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: M.notFound });
    t.clock.advance(-(7 * DAY_MS + 1000));

    // A changed character, a short token: the same 404, never another document.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.client(null).get(`/documentos/link/${wrong}`)).statusCode).toBe(404);
    expect((await t.client(null).get('/documentos/link/abc')).statusCode).toBe(404);
    expect(redactUrl(`/api/documentos/link/${token}`)).toBe('/api/documentos/link/[oculto]');
    expect(redactUrl(`/documento/${token}`)).toBe('/documento/[oculto]');
  });

  test('novo e-mail sem morador, e-mail inválido, morador de outra unidade e unidade de outro condomínio', async () => {
    const api = t.client(t.tokens.a);
    expect(
      (
        await api.post(
          '/sendmail',
          sendBody(t.units.b302, null, { email: 'novo.endereco@exemplo.com.br', tipoDocumento: 'REGULAMENTO' }),
        )
      ).statusCode,
    ).toBe(200);
    const bad = await api.post('/sendmail', sendBody(t.units.b302, null, { email: 'sem-arroba' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.emailInvalid });
    const long = await api.post(
      '/sendmail',
      sendBody(t.units.b302, null, { email: `${'a'.repeat(40)}@exemplo.com.br` }),
    );
    expect(long.json()).toEqual({ message: M.emailInvalid });
    const otherUnit = await api.post('/sendmail', sendBody(t.units.b302, resident));
    expect(otherUnit.statusCode).toBe(404);
    expect(otherUnit.json()).toEqual({ message: M.residentNotFound });
    const otherCondo = await api.post('/sendmail', sendBody(t.units.torre101, null));
    expect(otherCondo.statusCode).toBe(404);
    expect(otherCondo.json()).toEqual({ message: M.unitNotFound });
  });

  test('limite por unidade: 10 envios por hora, o 11º é 429; a unidade vizinha segue livre; depois de 1 hora volta', async () => {
    const api = t.client(t.tokens.a);
    const unit = t.units.a101;
    // The earlier tests sent links for this unit within the hour.
    const before = (await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, unit))).length;
    for (let i = before; i < 10; i += 1)
      expect((await api.post('/sendmail', sendBody(unit, null))).statusCode).toBe(200);
    const limited = await api.post('/sendmail', sendBody(unit, null));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: M.tooManySends });
    expect((await api.post('/sendmail', sendBody(t.units.b302, null))).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await api.post('/sendmail', sendBody(unit, null))).statusCode).toBe(200);
  });

  test('a síndica envia e substitui o PDF; um .exe renomeado é 415; o porteiro não pode substituir', async () => {
    const syndic = await contextToken(t.app, MARIA, 1001);
    const api = t.client(syndic);
    const presigned = (
      await api.get('/documentos/arquivo/presigned-url/put', { contentType: 'application/pdf' })
    ).json();
    expect((await putFile(t.app, presigned.url, PDF_BYTES)).statusCode).toBe(200);
    const replaced = await api.put('/documentos/REGULAMENTO', { hashArquivo: presigned.fileName });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ tipo: 'REGULAMENTO', nome: 'REGULAMENTO.pdf' });
    const pdf = await api.get(`/documentos/tipo/0/${replaced.json().id}/download`);
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);

    const exe = (await api.get('/documentos/arquivo/presigned-url/put')).json();
    const refused = await putFile(t.app, exe.url, EXE_BYTES);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: M.fileTypeRejected });
    expect((await api.put('/documentos/CONVENCAO', { hashArquivo: exe.fileName })).json()).toEqual({
      message: M.fileUnknown,
    });
    expect(
      (await t.client(t.tokens.a).put('/documentos/CONVENCAO', { hashArquivo: presigned.fileName })).statusCode,
    ).toBe(403);
  });
});

describe('documentos: e-mail real pelo SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  let t: Fixture;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    const config = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portaria <nao-responda@portaria.test>',
      PUBLIC_URL: 'https://portaria.exemplo.com.br',
    });
    t = await createFixture({
      notifier: createNotifier(config, () => new Date()).notifier,
      config: { publicUrl: 'https://portaria.exemplo.com.br' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('o servidor SMTP recebe o e-mail com o destinatário, o assunto e o link que abre o documento', async () => {
    // The other test of this server may have delivered its retried e-mail already.
    const received = smtp.received.length;
    const res = await t
      .client(t.tokens.a)
      .post('/sendmail', sendBody(t.units.a101, null, { email: 'sindico.teste@exemplo.com.br' }));
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(received + 1);
    const message = smtp.received.at(-1);
    expect(message!.to).toEqual(['sindico.teste@exemplo.com.br']);
    const body = smtp.decoded(message!.raw);
    expect(body).toMatch(/^Subject: Documento do condomínio: Estatuto\/Convenção$/m);
    expect(body).toContain('https://portaria.exemplo.com.br/documento/');
    expect(body).toContain('<a href="https://portaria.exemplo.com.br/documento/');
    const token = linkOf(body)!;
    expect((await t.client(null).get(`/documentos/link/${token}`)).statusCode).toBe(200);
  });

  test('se o SMTP recusa, o e-mail fica na fila e sai na nova tentativa; o link abre e a tarefa terminada não guarda o token', async () => {
    smtp.refuse(true);
    const res = await t
      .client(t.tokens.a)
      .post('/sendmail', sendBody(t.units.b302, null, { email: 'recusa@exemplo.com.br' }));
    smtp.refuse(false);
    expect(res.statusCode).toBe(200);
    const [link] = await t.db.select().from(documentoLinks).where(eq(documentoLinks.email, 'recusa@exemplo.com.br'));
    expect(link!.revogadoEm).toBeNull();
    const jobOf = async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.entidade, 'documento_link'), eq(jobs.idEntidade, link!.id)))
      )[0]!;
    const queued = await jobOf();
    expect(queued).toMatchObject({
      kind: 'aviso.email',
      status: 'NA_FILA',
      attempts: 1,
      lastError: expect.stringMatching(/552/),
    });
    // While queued the token is only the payload's `segredo`: the text carries the slot, not the link.
    expect(queued.payload).toHaveProperty('segredo');
    expect(JSON.stringify(queued.payload)).not.toMatch(/\/documento\/[A-Za-z0-9_-]{43}/);
    const received = smtp.received.length;
    t.clock.advance(retryDelay(t.config.notices, 1));
    const queue = createAppQueue({
      db: t.db,
      config: t.config,
      now: t.clock.now,
      log: silentLog,
      notifier: t.notifier,
    });
    expect(await queue.runDue()).toBe(1);
    expect(smtp.received).toHaveLength(received + 1);
    const token = linkOf(smtp.decoded(smtp.received.at(-1)!.raw))!;
    expect((await t.client(null).get(`/documentos/link/${token}`)).statusCode).toBe(200);
    const sent = await jobOf();
    expect(sent).toMatchObject({ status: 'ENVIADO', attempts: 2 });
    expect(sent.payload).not.toHaveProperty('segredo');
    expect(JSON.stringify(sent.payload)).not.toContain(token);
  });
});
