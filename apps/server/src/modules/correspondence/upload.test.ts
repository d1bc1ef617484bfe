import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { contextToken } from '../../test/helpers.ts';
import { createS3Storage } from '../../platform/files/s3-storage.ts';
import { EXE_BYTES, JPEG_BYTES, PNG_BYTES, api, putFile, uploadPhoto } from './correspondence.test-support.ts';

const TEN_MB = 10 * 1024 * 1024;
const jpegOfSize = (size: number) => {
  const body = Buffer.alloc(size, 0x20);
  JPEG_BYTES.copy(body, 0, 0, 6);
  return body;
};

describe('envio e leitura da foto', () => {
  let t: Fixture;
  let token: string;
  beforeAll(async () => {
    t = await createFixture();
    token = t.tokens.a;
  });
  afterAll(() => t.close());

  test('a url assinada recebe um png e a foto volta com o tipo guardado, nosniff e sem cache', async () => {
    const presigned = await api(t.app, token).presign({ contentType: 'image/png' });
    expect(presigned.statusCode).toBe(200);
    const { url, fileName, expiresIn } = presigned.json();
    expect(fileName).toMatch(/^[a-f0-9]{32}$/);
    expect(url).toMatch(new RegExp(`^/api/arquivos/upload/${fileName}\\?expires=\\d+&signature=[a-f0-9]{64}$`));
    expect(expiresIn).toBe(900);
    // The declared type is ignored: the bytes say png.
    const put = await putFile(t.app, url, PNG_BYTES, 'image/jpeg');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ fileName, contentType: 'image/png', tamanho: PNG_BYTES.length });
    const photo = await api(t.app, token).photo(fileName);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    // Nothing stays in a shared desk PC's browser cache after logout (issue 28 §15).
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  test('um .exe renomeado para .jpg é recusado com 415 e não é guardado', async () => {
    const { url, fileName } = (
      await api(t.app, token).presign({ contentType: 'image/jpeg', fileName: 'foto.jpg' })
    ).json();
    const put = await putFile(t.app, url, EXE_BYTES, 'image/jpeg');
    expect(put.statusCode).toBe(415);
    expect(put.json()).toEqual({ message: M.fileTypeRejected });
    expect((await api(t.app, token).photo(fileName)).statusCode).toBe(204);
  });

  test('exatamente 10 MB passa; 10 MB + 1 byte é 413', async () => {
    const ok = (await api(t.app, token).presign()).json();
    expect((await putFile(t.app, ok.url, jpegOfSize(TEN_MB))).statusCode).toBe(200);
    const big = (await api(t.app, token).presign()).json();
    const res = await putFile(t.app, big.url, jpegOfSize(TEN_MB + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: M.fileTooLarge });
  });

  test('pedir url para um pdf é 415', async () => {
    const res = await api(t.app, token).presign({ contentType: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: M.fileTypeRejected });
  });

  test('assinatura alterada, url vencida ou reenvio são recusados', async () => {
    const { url } = (await api(t.app, token).presign()).json();
    const tampered = url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await putFile(t.app, tampered, JPEG_BYTES)).statusCode).toBe(403);
    const later = (await api(t.app, token).presign()).json();
    t.clock.advance(16 * 60 * 1000);
    const expired = await putFile(t.app, later.url, JPEG_BYTES);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: M.uploadLinkInvalid });
    const fresh = (await api(t.app, token).presign()).json();
    expect((await putFile(t.app, fresh.url, JPEG_BYTES)).statusCode).toBe(200);
    expect((await putFile(t.app, fresh.url, JPEG_BYTES)).statusCode).toBe(409);
  });

  test('arquivo vazio é 400', async () => {
    const { url } = (await api(t.app, token).presign()).json();
    const res = await putFile(t.app, url, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
  });

  test('a foto de outro condomínio não é alcançável (204, como inexistente)', async () => {
    const hash = await uploadPhoto(t.app, token);
    const token1002 = await contextToken(t.app, undefined, 1002);
    expect((await api(t.app, token1002).photo(hash)).statusCode).toBe(204);
    expect((await api(t.app, token).photo(hash)).statusCode).toBe(200);
    expect((await api(t.app, token).photo('nao-existe')).statusCode).toBe(204);
  });
});

describe('driver S3', () => {
  test('gera uma url PUT pré-assinada com o tipo e a validade, sem acessar a rede', async () => {
    const storage = createS3Storage({
      bucket: 'portaria-fotos',
      endpoint: 'http://minio.local:9000',
      region: 'sa-east-1',
      accessKeyId: 'AKIAEXEMPLO',
      secretAccessKey: 'segredo-de-teste',
      forcePathStyle: true,
    });
    const now = new Date('2024-10-01T12:00:00Z');
    const { url } = await storage.createUploadUrl({
      key: '1001/0123456789abcdef0123456789abcdef',
      contentType: 'image/jpeg',
      expiresAt: new Date(now.getTime() + 900_000),
      now,
    });
    const parsed = new URL(url);
    expect(parsed.origin).toBe('http://minio.local:9000');
    expect(parsed.pathname).toBe('/portaria-fotos/1001/0123456789abcdef0123456789abcdef');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(parsed.searchParams.get('X-Amz-Date')).toBe('20241001T120000Z');
    expect(parsed.searchParams.get('X-Amz-Credential')).toBe('AKIAEXEMPLO/20241001/sa-east-1/s3/aws4_request');
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toContain('host');
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
    expect(storage.driver).toBe('s3');
  });
});
