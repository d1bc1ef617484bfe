import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { contextToken, MARIA } from '../../test/helpers.ts';
import { BOOK, PDF_BYTES, uploadAttachment } from './shift-book.test-support.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');
const MINUTE = 60_000;
const OTHER_PDF = Buffer.from('%PDF-1.4\n% recado corrigido\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('livro da portaria: o anexo de um registro na edição', () => {
  let t: Fixture;
  let carlos: AreaClient;
  let maria: AreaClient;
  const stored = (hash: string) => existsSync(join(t.config.dataDir, 'files', '1001', hash));
  const upload = async (body = PDF_BYTES, token = t.tokens.a) => {
    const { status, hash } = await uploadAttachment(t.app, token, body);
    expect(status).toBe(200);
    return hash;
  };
  const writeWith = async (hashAnexo: string | null) => {
    const res = await carlos.post(`${BOOK}/registros`, {
      categoria: 'PENDENCIA',
      texto: 'Portão com defeito',
      hashAnexo,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Entry>();
  };
  const edit = (c: AreaClient, id: number, extra: Record<string, unknown>) =>
    c.put(`${BOOK}/registros/${id}`, { categoria: 'PENDENCIA', texto: 'Portão com defeito', ...extra });

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    carlos = t.client(t.tokens.a);
    maria = t.client(await contextToken(t.app, MARIA, 1001));
  });
  afterAll(() => t.close());

  test('o autor troca o anexo nos 15 minutos: o novo é o do registro, o antigo fica guardado e nomeado na auditoria', async () => {
    const first = await upload();
    const entry = await writeWith(first);
    const second = await upload(OTHER_PDF);
    t.clock.advance(5 * MINUTE);
    const res = await edit(carlos, entry.id, { hashAnexo: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Entry>()).toMatchObject({ hashAnexo: second });
    const file = await carlos.get(`${BOOK}/registros/${entry.id}/anexo`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(OTHER_PDF)).toBe(true);
    // The book is evidence: the replaced file is not deleted, and the audit entry says which one it was.
    expect(stored(first)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'livro.editar'), eq(auditLog.idEntidade, String(entry.id))));
    expect(audit?.detalhes).toMatchObject({ antes: { hashAnexo: first }, depois: { hashAnexo: second } });

    // Without hashAnexo the edit keeps the attachment.
    const kept = await edit(carlos, entry.id, { texto: 'Portão com defeito no motor' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Entry>()).toMatchObject({ texto: 'Portão com defeito no motor', hashAnexo: second });
  });

  test('o autor retira o anexo: o registro fica sem anexo e o arquivo continua guardado', async () => {
    const hash = await upload();
    const entry = await writeWith(hash);
    const res = await edit(carlos, entry.id, { hashAnexo: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Entry>().hashAnexo).toBeNull();
    const file = await carlos.get(`${BOOK}/registros/${entry.id}/anexo`);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ message: M.attachmentNotFound });
    expect(stored(hash)).toBe(true);
    // An entry written without one gets one on the edit, through the same upload as the creation.
    const bare = await writeWith(null);
    const added = await upload(OTHER_PDF);
    const withFile = await edit(carlos, bare.id, { hashAnexo: added });
    expect(withFile.json<Entry>().hashAnexo).toBe(added);
  });

  test('um anexo que não chegou, de outro condomínio ou malformado é 400 em pt-BR e nada muda', async () => {
    const hash = await upload();
    const entry = await writeWith(hash);
    const presigned = await carlos.get(`${BOOK}/anexo/presigned-url/put`, { contentType: 'application/pdf' });
    const neverSent = presigned.json<{ fileName: string }>().fileName;
    const otherCondo = await upload(OTHER_PDF, t.tokens.b);
    for (const hashAnexo of [neverSent, otherCondo, 'nao-e-um-anexo']) {
      const res = await edit(carlos, entry.id, { hashAnexo });
      expect(res.statusCode, hashAnexo).toBe(400);
      expect(res.json()).toEqual({ message: M.attachmentUnknown });
    }
    const file = await carlos.get(`${BOOK}/registros/${entry.id}/anexo`);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  test('outra pessoa, ou o autor depois dos 15 minutos, não troca nem retira o anexo: 409', async () => {
    const hash = await upload();
    const entry = await writeWith(hash);
    const replacement = await upload(OTHER_PDF);
    const other = await edit(maria, entry.id, { hashAnexo: null });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: M.notAuthor });
    t.clock.advance(15 * MINUTE);
    const late = await edit(carlos, entry.id, { hashAnexo: replacement });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: M.windowClosed });
    const file = await carlos.get(`${BOOK}/registros/${entry.id}/anexo`);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});
