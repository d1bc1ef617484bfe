import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { fill } from '@portaria/shared/text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  arquivos,
  auditLog,
  customPermissions,
  dataVersions,
  documentoLinks,
  documentos,
  jobs,
  pessoas,
  timelineEvents,
  usuarios,
} from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';
import { unitIdOf } from '../../test/units.ts';
import { PDF_BYTES, putFile, uploadAttachment } from '../occurrences/occurrences.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const linkOf = (text: string) => /\/documento\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? null;

/** Spec 02 §2.7, §5 (document e-mail), §7 (Documents), §8 and §9 (7 days): the rules the first suites leave out. */
describe('documentos: regras do envio, dos links e da substituição', () => {
  let t: Fixture;
  let start: Date;
  let carlosId: number;
  let mariaId: number;
  const unit = (nome: string) => unitIdOf(t.db, 1001, 'Bloco C', nome);
  const documentOf = async (tipo: string) =>
    (
      await t.db
        .select()
        .from(documentos)
        .where(and(eq(documentos.idCondo, 1001), eq(documentos.tipo, tipo)))
    )[0]!;
  /** The version of the condominium's 'documentos' lists, which every write of the area moves with its rows. */
  const version = async () =>
    (
      await t.db
        .select({ versao: dataVersions.versao })
        .from(dataVersions)
        .where(and(eq(dataVersions.idCondo, 1001), eq(dataVersions.area, 'documentos')))
    )[0]?.versao ?? 0;
  const jobOf = async (idLink: number) =>
    (
      await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.entidade, 'documento_link'), eq(jobs.idEntidade, idLink)))
    )[0]!;
  const send = (token: string, body: Record<string, unknown>) =>
    t.client(token).post('/sendmail', {
      idMorador: null,
      email: 'novo.destino@exemplo.com.br',
      nomeArquivo: 'REGULAMENTO_INTERNO_4521.pdf',
      link: 'ignorado',
      tipoDocumento: 'REGULAMENTO',
      ...body,
    });

  beforeAll(async () => {
    t = await createFixture();
    start = t.clock.now();
    const ids = await t.db.select({ id: usuarios.id, cpf: usuarios.cpf }).from(usuarios);
    carlosId = ids.find((u) => u.cpf === CARLOS.cpf)!.id;
    mariaId = ids.find((u) => u.cpf === MARIA.cpf)!.id;
    // Carlos in 7310 may open Documentos and manage them: only the tenant filters stop him on 4521's records.
    await t.db.insert(customPermissions).values([
      { idUsuario: carlosId, idCondo: 1002, permissao: PERMISSIONS.documents },
      { idUsuario: carlosId, idCondo: 1002, permissao: PERMISSIONS.manageDocuments },
    ]);
  });
  afterAll(() => t.close());
  // Each test starts at the fixture's instant, whatever the one before did with the clock.
  beforeEach(() => t.clock.set(start));

  test('para um novo e-mail o link guarda unidade, destinatário e validade; a auditoria marca novo e-mail; o e-mail trata por morador(a)', async () => {
    const idUnidade = await unit('101');
    t.outbox!.clear();
    const versao = await version();
    const res = await send(t.tokens.a, { idUnidade, email: ' Novo.Destino@exemplo.com.br ' });
    expect(res.statusCode).toBe(200);
    expect(await version()).toBe(versao + 1);
    const expiraEm = new Date(start.getTime() + 7 * DAY_MS);
    expect(res.json()).toEqual({ message: M.sentNotice, expiraEm: expiraEm.toISOString() });
    const regulamento = await documentOf('REGULAMENTO');
    const links = await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, idUnidade));
    expect(links).toEqual([
      {
        id: expect.any(Number),
        tokenHash: expect.stringMatching(/^[a-f0-9]{64}$/),
        idDocumento: regulamento.id,
        idCondo: 1001,
        idUnidade,
        idMorador: null,
        email: 'Novo.Destino@exemplo.com.br',
        expiraEm,
        revogadoEm: null,
        createdBy: carlosId,
        createdAt: start,
      },
    ]);
    const id = links[0]!.id;
    // Without a resident, the notice is addressed by the e-mail itself.
    expect(await jobOf(id)).toMatchObject({ nome: 'Novo.Destino@exemplo.com.br' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'documento.enviar'), eq(auditLog.idEntidade, String(id))));
    expect(audit).toMatchObject({
      idCondo: 1001,
      idUsuario: carlosId,
      entidade: 'documento_link',
      detalhes: {
        idDocumento: regulamento.id,
        tipoDocumento: 'REGULAMENTO',
        idUnidade,
        idMorador: null,
        novoEmail: true,
      },
    });
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'documento_link'), eq(timelineEvents.idEntidade, String(id))));
    expect(event).toMatchObject({
      idCondo: 1001,
      area: 'documentos',
      atividade: 'Documento enviado por e-mail (Regulamento Interno)',
      idUnidade,
      nmPessoa: null,
    });

    const [mail] = t.outbox!.list();
    const token = linkOf(mail!.body)!;
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'Novo.Destino@exemplo.com.br',
      subject: 'Documento do condomínio: Regulamento Interno',
      purpose: 'documento',
      body: fill(M.emailText, {
        nome: 'morador(a)',
        condominio: 'Residencial Jardim das Palmeiras',
        documento: 'Regulamento Interno',
        ate: formatDataHora(expiraEm),
        link: `${t.config.publicUrl}/documento/${token}`,
      }),
    });
  });

  test('para um morador da unidade o e-mail o chama pelo primeiro nome e o link guarda o morador', async () => {
    const idUnidade = await unit('102');
    const [resident] = await t.db
      .insert(pessoas)
      .values({ idUnidade, cpf: '70000000201', nome: 'Otília Ramos Teste', email: 'otilia@exemplo.com.br' })
      .returning({ id: pessoas.id });
    t.outbox!.clear();
    const res = await send(t.tokens.a, {
      idUnidade,
      idMorador: resident!.id,
      email: 'otilia@exemplo.com.br',
      tipoDocumento: 'CONVENCAO',
    });
    expect(res.statusCode).toBe(200);
    const [link] = await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, idUnidade));
    expect(link).toMatchObject({ idMorador: resident!.id, idDocumento: (await documentOf('CONVENCAO')).id });
    const job = await jobOf(link!.id);
    expect(job).toMatchObject({ nome: 'Otília Ramos Teste' });
    expect(job.payload).toMatchObject({ to: 'otilia@exemplo.com.br' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'documento.enviar'), eq(auditLog.idEntidade, String(link!.id))));
    expect(audit!.detalhes).toMatchObject({ idMorador: resident!.id, novoEmail: false });
    const [mail] = t.outbox!.list();
    expect(mail!.body.startsWith('Olá, Otília.\n\nA portaria do condomínio Residencial Jardim das Palmeiras')).toBe(
      true,
    );
    expect(mail!.body).toContain('o documento "Estatuto/Convenção"');
  });

  test('e-mail vazio, assunto desconhecido, unidade ou morador ausentes: 400 em pt-BR; sem o documento no condomínio: 404', async () => {
    const idUnidade = await unit('103');
    const cases: [Record<string, unknown>, string][] = [
      [{ idUnidade, email: '' }, M.emailRequired],
      [{ idUnidade, email: undefined }, M.emailRequired],
      [{ idUnidade, tipoDocumento: 'ATA' }, M.typeInvalid],
      [{ idUnidade: undefined }, M.unitNotFound],
      [{ idUnidade, idMorador: 0 }, M.residentNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await send(t.tokens.a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ message });
    }
    const missing = await send(t.tokens.b, { idUnidade: t.units.torre101 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.notFound });
    expect(await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, idUnidade))).toEqual([]);
    expect(await t.db.select().from(documentoLinks).where(eq(documentoLinks.idCondo, 1002))).toEqual([]);
  });

  test('o limite conta a última hora inteira: o envio de 1 hora atrás ainda conta, 1 ms depois não', async () => {
    const idUnidade = await unit('104');
    for (let i = 0; i < 10; i += 1) expect((await send(t.tokens.a, { idUnidade })).statusCode).toBe(200);
    t.clock.advance(HOUR_MS);
    const token = await contextToken(t.app, CARLOS, 1001);
    const limited = await send(token, { idUnidade });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: M.tooManySends });
    t.clock.advance(1);
    expect((await send(token, { idUnidade })).statusCode).toBe(200);
    expect(await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, idUnidade))).toHaveLength(11);
  });

  test('moradores da unidade para o envio: nome e e-mail (nulo quando não há); unidade de outro condomínio é 404', async () => {
    const idUnidade = await unit('201');
    await t.db.insert(pessoas).values([
      { idUnidade, cpf: '70000000301', nome: 'Zélia Documento Teste', email: 'zelia@exemplo.com.br' },
      { idUnidade, cpf: '70000000302', nome: 'Abílio Documento Teste', email: null },
    ]);
    const expected = await t.db
      .select({ idMorador: pessoas.id, nome: pessoas.nome, email: pessoas.email })
      .from(pessoas)
      .where(eq(pessoas.idUnidade, idUnidade));
    const res = await t.client(t.tokens.a).get(`/documentos/unidades/${idUnidade}/moradores`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { nome: string }[];
    expect(data).toHaveLength(expected.length);
    expect(data).toEqual(expect.arrayContaining(expected));
    expect(data).toContainEqual(expect.objectContaining({ nome: 'Abílio Documento Teste', email: null }));
    const other = await t.client(t.tokens.a).get(`/documentos/unidades/${t.units.torre101}/moradores`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.unitNotFound });
  });

  test('o PDF abre inline, sem cache compartilhado; o de demonstração é gravado na primeira leitura; arquivo não enviado é 404', async () => {
    const api = t.client(t.tokens.a);
    const convencao = await documentOf('CONVENCAO');
    const first = await api.get(`/documentos/tipo/0/${convencao.id}/download`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('inline');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    const [file] = await t.db.select().from(arquivos).where(eq(arquivos.hash, convencao.hashArquivo));
    expect(file).toMatchObject({
      status: 'ARMAZENADO',
      contentType: 'application/pdf',
      tamanho: first.rawPayload.length,
    });
    const again = await api.get(`/documentos/tipo/0/${convencao.id}/download`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const missing = await api.get('/documentos/tipo/0/999999/download');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.notFound });
    expect((await api.get(`/documentos/tipo/1/${convencao.id}/download`)).json()).toEqual({ message: M.typeInvalid });
    expect((await api.get('/documentos/condominio/1001/tipo/2')).json()).toEqual({ message: M.typeInvalid });

    // A document pointing at an upload that never arrived opens nothing, for the desk and for a link.
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const pending = (await syndic.get('/documentos/arquivo/presigned-url/put')).json();
    const regulamento = await documentOf('REGULAMENTO');
    const idUnidade = await unit('202');
    t.outbox!.clear();
    expect((await send(t.tokens.a, { idUnidade })).statusCode).toBe(200);
    const token = linkOf(t.outbox!.list()[0]!.body)!;
    await t.db.update(documentos).set({ hashArquivo: pending.fileName }).where(eq(documentos.id, regulamento.id));
    try {
      const desk = await api.get(`/documentos/tipo/0/${regulamento.id}/download`);
      expect(desk.statusCode).toBe(404);
      expect(desk.json()).toEqual({ message: M.notFound });
      const link = await t.client(null).get(`/documentos/link/${token}`);
      expect(link.statusCode).toBe(404);
      expect(link.json()).toEqual({ message: M.notFound });
    } finally {
      await t.db
        .update(documentos)
        .set({ hashArquivo: regulamento.hashArquivo })
        .where(eq(documentos.id, regulamento.id));
    }
    // Nor does one pointing at a file of another condominium (Carlos may upload documents in 7310).
    const foreign = (await t.client(t.tokens.b).get('/documentos/arquivo/presigned-url/put')).json();
    await t.db.update(documentos).set({ hashArquivo: foreign.fileName }).where(eq(documentos.id, regulamento.id));
    try {
      const desk = await api.get(`/documentos/tipo/0/${regulamento.id}/download`);
      expect(desk.statusCode).toBe(404);
      expect(desk.json()).toEqual({ message: M.notFound });
    } finally {
      await t.db
        .update(documentos)
        .set({ hashArquivo: regulamento.hashArquivo })
        .where(eq(documentos.id, regulamento.id));
    }
    const opened = await t.client(null).get(`/documentos/link/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['content-disposition']).toBe('inline');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a síndica substitui o PDF: mesmo documento, novo arquivo, quem e quando, auditoria e linha do tempo', async () => {
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const presigned = await syndic.get('/documentos/arquivo/presigned-url/put', { contentType: 'application/pdf' });
    expect(presigned.statusCode).toBe(200);
    expect(presigned.json()).toEqual({
      url: expect.any(String),
      fileName: expect.stringMatching(/^[a-f0-9]{32}$/),
      expiresIn: expect.any(Number),
    });
    const { url, fileName } = presigned.json();
    expect((await putFile(t.app, url, PDF_BYTES)).statusCode).toBe(200);
    const before = await documentOf('CONVENCAO');
    t.clock.advance(60_000);
    const at = t.clock.now();
    const versao = await version();
    const res = await syndic.put('/documentos/CONVENCAO', { hashArquivo: fileName });
    expect(res.statusCode).toBe(200);
    expect(await version()).toBe(versao + 1);
    expect(res.json()).toEqual({
      id: before.id,
      nome: 'CONVENCAO.pdf',
      tipo: 'CONVENCAO',
      link: `/api/documentos/tipo/0/${before.id}/download`,
      atualizadoEm: at.toISOString(),
    });
    expect(await documentOf('CONVENCAO')).toMatchObject({
      id: before.id,
      nome: 'CONVENCAO.pdf',
      hashArquivo: fileName,
      updatedBy: mariaId,
      updatedAt: at,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'documento.substituir'), eq(auditLog.idEntidade, String(before.id))));
    expect(audit).toMatchObject({
      idCondo: 1001,
      idUsuario: mariaId,
      entidade: 'documento',
      detalhes: { tipoDocumento: 'CONVENCAO' },
    });
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'documento'), eq(timelineEvents.idEntidade, String(before.id))));
    expect(event).toMatchObject({ area: 'documentos', atividade: 'Documento atualizado (Estatuto/Convenção)' });
    const listed = (await t.client(t.tokens.a).get('/documentos/condominio/1001/tipo/0')).json().dados;
    expect(listed).toContainEqual(res.json());
    const pdf = await t.client(t.tokens.a).get(`/documentos/tipo/0/${before.id}/download`);
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  test('só PDF de até 10 MB: outro tipo, vazio, grande demais, assunto inválido ou anexo de outra área são recusados em pt-BR', async () => {
    const token = await contextToken(t.app, MARIA, 1001);
    const syndic = t.client(token);
    const png = await syndic.get('/documentos/arquivo/presigned-url/put', { contentType: 'image/png' });
    expect(png.statusCode).toBe(415);
    expect(png.json()).toEqual({ message: M.fileTypeRejected });
    const upload = async (body: Buffer) => {
      const { url, fileName } = (await syndic.get('/documentos/arquivo/presigned-url/put')).json();
      return { put: await putFile(t.app, url, body), fileName: fileName as string };
    };
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF_BYTES.copy(big, 0, 0, 8);
    const tooLarge = await upload(big);
    expect(tooLarge.put.statusCode).toBe(413);
    expect(tooLarge.put.json()).toEqual({ message: M.fileTooLarge });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.put.statusCode).toBe(400);
    expect(empty.put.json()).toEqual({ message: M.uploadEmpty });

    const good = await upload(PDF_BYTES);
    expect(good.put.statusCode).toBe(200);
    const wrongType = await syndic.put('/documentos/ATA', { hashArquivo: good.fileName });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: M.typeInvalid });
    const badHash = await syndic.put('/documentos/REGULAMENTO', { hashArquivo: 'nao-e-um-hash' });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json()).toEqual({ message: M.fileUnknown });
    // An occurrence's PDF of the same condominium is not a document's upload.
    const attachment = await uploadAttachment(t.app, t.tokens.a, PDF_BYTES);
    expect(attachment.put.statusCode).toBe(200);
    const otherArea = await syndic.put('/documentos/REGULAMENTO', { hashArquivo: attachment.hash });
    expect(otherArea.statusCode).toBe(400);
    expect(otherArea.json()).toEqual({ message: M.fileUnknown });
    expect((await documentOf('REGULAMENTO')).hashArquivo).not.toBe(attachment.hash);
  });

  test('links enviados: página com unidade, quem enviou e datas; a 7 dias exatos o link está Expirado e não abre nem se revoga', async () => {
    const idUnidade = await unit('203');
    t.outbox!.clear();
    expect((await send(t.tokens.a, { idUnidade, email: 'expira.exato@exemplo.com.br' })).statusCode).toBe(200);
    const token = linkOf(t.outbox!.list()[0]!.body)!;
    const [stored] = await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, idUnidade));
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const page = (await syndic.get('/documentos/links')).json();
    expect(page.meta).toMatchObject({ page: 1, totalItems: page.data.length });
    expect(page.data.filter((l: { id: number }) => l.id === stored!.id)).toEqual([
      {
        id: stored!.id,
        tipoDocumento: 'REGULAMENTO',
        nomeDocumento: 'Regulamento Interno',
        email: 'expira.exato@exemplo.com.br',
        unidade: { idUnidade, nome: '203', nmBloco: 'Bloco C' },
        enviadoPor: 'Carlos Eduardo Souza',
        enviadoEm: start.toISOString(),
        expiraEm: new Date(start.getTime() + 7 * DAY_MS).toISOString(),
        revogadoEm: null,
        status: 'ATIVO',
        aviso: expect.objectContaining({ erro: null }),
      },
    ]);

    t.clock.advance(7 * DAY_MS - 1);
    const before = t.client(await contextToken(t.app, MARIA, 1001));
    const listedBefore = (await before.get('/documentos/links')).json().data as { id: number; status: string }[];
    expect(listedBefore.find((l) => l.id === stored!.id)?.status).toBe('ATIVO');
    expect((await t.client(null).get(`/documentos/link/${token}`)).statusCode).toBe(200);

    t.clock.advance(1);
    const at = t.client(await contextToken(t.app, MARIA, 1001));
    const listedAt = (await at.get('/documentos/links')).json().data as { id: number; status: string }[];
    expect(listedAt.find((l) => l.id === stored!.id)?.status).toBe('EXPIRADO');
    expect((await t.client(null).get(`/documentos/link/${token}`)).statusCode).toBe(404);
    const revoke = await at.delete(`/documentos/links/${stored!.id}`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual({ message: M.linkNotFound });
    const [after] = await t.db.select().from(documentoLinks).where(eq(documentoLinks.id, stored!.id));
    expect(after!.revogadoEm).toBeNull();
  });

  test('outro condomínio não lista nem revoga os links de A; revogar guarda quando, e a lista mostra a data', async () => {
    const idUnidade = await unit('204');
    t.outbox!.clear();
    expect((await send(t.tokens.a, { idUnidade, email: 'revoga.data@exemplo.com.br' })).statusCode).toBe(200);
    const token = linkOf(t.outbox!.list()[0]!.body)!;
    const [stored] = await t.db.select().from(documentoLinks).where(eq(documentoLinks.idUnidade, idUnidade));
    const other = t.client(t.tokens.b);
    expect((await other.get('/documentos/links')).json()).toEqual({
      data: [],
      meta: expect.objectContaining({ totalItems: 0 }),
    });
    const refused = await other.delete(`/documentos/links/${stored!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: M.linkNotFound });
    expect((await t.client(null).get(`/documentos/link/${token}`)).statusCode).toBe(200);

    t.clock.advance(5 * 60_000);
    const at = t.clock.now();
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const versao = await version();
    expect((await syndic.delete(`/documentos/links/${stored!.id}`)).statusCode).toBe(204);
    expect(await version()).toBe(versao + 1);
    const [after] = await t.db.select().from(documentoLinks).where(eq(documentoLinks.id, stored!.id));
    expect(after!.revogadoEm).toEqual(at);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'documento.revogar_link'), eq(auditLog.idEntidade, String(stored!.id))));
    expect(audit).toMatchObject({ idCondo: 1001, idUsuario: mariaId, entidade: 'documento_link' });
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(
        and(
          eq(timelineEvents.entidade, 'documento_link'),
          eq(timelineEvents.idEntidade, String(stored!.id)),
          eq(timelineEvents.atividade, 'Link de documento revogado (Regulamento Interno)'),
        ),
      );
    expect(event).toMatchObject({ area: 'documentos', idUnidade });
    const listed = (await syndic.get('/documentos/links')).json().data as { id: number }[];
    expect(listed.find((l) => l.id === stored!.id)).toMatchObject({ status: 'REVOGADO', revogadoEm: at.toISOString() });
  });
});
