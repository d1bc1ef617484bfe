import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { JPEG_BYTES, PNG_BYTES, api, putFile } from './correspondence.test-support.ts';
import { findFileByHash } from '../../platform/files/files.repository.ts';

type Answer = { status: number; body: string };

/** A PUT over a real socket with a chunked body (no Content-Length), written when the test says so. */
const open: { destroy: () => void }[] = [];
const chunkedPut = (base: string, url: string) => {
  const req = httpRequest(`${base}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  open.push(req);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => (req.write(chunk) ? resolve() : req.once('drain', resolve)));
  return { req, answer, write, end: () => req.end() };
};

describe('envio da foto por uma conexão de verdade', () => {
  let t: Fixture;
  let token: string;
  let base: string;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const req of open) req.destroy();
    await t.close();
  });

  test('um envio em partes (chunked) acima de 10 MB recebe 413 em palavras, não uma conexão cortada', async () => {
    const { url } = (await api(t.app, token).presign()).json();
    const put = chunkedPut(base, url);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    JPEG_BYTES.copy(chunk, 0, 0, 6);
    for (let sent = 0; sent < 11 * 1024 * 1024; sent += chunk.length) await put.write(chunk);
    put.end();
    const answer = await put.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: M.fileTooLarge });
    // The refused upload frees the link: a photo of the right size still goes through it.
    expect((await putFile(t.app, url, JPEG_BYTES)).statusCode).toBe(200);
  });

  test('dois envios para o mesmo link: o primeiro vence e o segundo recebe 409, e a foto guardada é a do primeiro', async () => {
    const { url, fileName } = (await api(t.app, token).presign()).json();
    const first = chunkedPut(base, url);
    await first.write(PNG_BYTES.subarray(0, 8));
    // Wait until the first PUT holds the link, then the second arrives whole.
    await expect.poll(async () => (await findFileByHash(t.db, fileName))?.status, { timeout: 5000 }).toBe('RECEBENDO');
    const second = await putFile(t.app, url, JPEG_BYTES);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: M.uploadInProgress });
    await first.write(PNG_BYTES.subarray(8));
    first.end();
    const answer = await first.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ fileName, contentType: 'image/png', tamanho: PNG_BYTES.length });
    const photo = await api(t.app, token).photo(fileName);
    expect(photo.rawPayload.equals(PNG_BYTES)).toBe(true);
    const late = await putFile(t.app, url, JPEG_BYTES);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: M.uploadAlreadyDone });
  });

  test('dez PUTs simultâneos no mesmo link: exatamente um é aceito', async () => {
    const { url } = (await api(t.app, token).presign()).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => putFile(t.app, url, JPEG_BYTES)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
