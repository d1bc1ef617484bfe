import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { createDiskStorage, UPLOAD_ROUTE } from './disk-storage.ts';
import { detectFileType, MAGIC_BYTES_NEEDED } from './file-type.ts';
import { createS3Storage } from './s3-storage.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { loadStorageConfig } from './storage-config.ts';
import { storageKey } from './storage.ts';

const HASH = 'a'.repeat(32);
const KEY = storageKey(7001, HASH);
const NOW = new Date('2024-10-01T12:00:00.000Z');
const IN_15_MIN = new Date('2024-10-01T12:15:00.000Z');

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portaria-storage-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const signed = async (storage: ReturnType<typeof createDiskStorage>, key = KEY) => {
  const { url } = await storage.createUploadUrl({ key, contentType: undefined, expiresAt: IN_15_MIN, now: NOW });
  const query = new URL(url, 'http://x').searchParams;
  return { url, expires: query.get('expires')!, signature: query.get('signature')! };
};

describe('disco: urls de envio assinadas por este servidor', () => {
  test('a url aponta para a rota de envio com o nome do arquivo, a validade em segundos e a assinatura', async () => {
    const storage = createDiskStorage(tempDir(), 'segredo');
    expect(storage.driver).toBe('disk');
    const { url, expires, signature } = await signed(storage);
    expect(url).toBe(`${UPLOAD_ROUTE}/${HASH}?expires=${IN_15_MIN.getTime() / 1000}&signature=${signature}`);
    expect(expires).toBe('1727784900');
    expect(signature).toMatch(/^[a-f0-9]{64}$/);
    // A validity that is not a whole second is cut down to the second.
    const { url: other } = await storage.createUploadUrl({
      key: KEY,
      contentType: undefined,
      expiresAt: new Date(IN_15_MIN.getTime() + 999),
      now: NOW,
    });
    const rounded = new URL(other, 'http://x').searchParams.get('expires');
    expect(rounded).toBe('1727784900');
  });

  test('a assinatura vale para aquele arquivo até a validade, inclusive o último segundo', async () => {
    const storage = createDiskStorage(tempDir(), 'segredo');
    const { expires, signature } = await signed(storage);
    const verify = (input: Partial<{ key: string; expires: string; signature: string; now: Date }>) =>
      storage.verifyUploadSignature({ key: KEY, expires, signature, now: NOW, ...input });
    expect(await verify({})).toBe(true);
    expect(await verify({ now: IN_15_MIN })).toBe(true);
    expect(await verify({ now: new Date(IN_15_MIN.getTime() + 1) })).toBe(false);
    expect(await verify({ key: storageKey(7002, HASH) })).toBe(false);
    expect(await verify({ key: storageKey(7001, 'b'.repeat(32)) })).toBe(false);
    expect(await verify({ expires: String(Number(expires) + 1) })).toBe(false);
    expect(await verify({ signature: signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
  });

  test('validade ou assinatura fora do formato são recusadas sem comparar', async () => {
    const storage = createDiskStorage(tempDir(), 'segredo');
    const { expires, signature } = await signed(storage);
    const verify = (input: { expires?: string; signature?: string }) =>
      storage.verifyUploadSignature({ key: KEY, expires, signature, now: NOW, ...input });
    for (const bad of ['', 'abc', '1727784900x', 'x1727784900', '1234567890123', '-1'])
      expect(await verify({ expires: bad })).toBe(false);
    for (const bad of ['', signature.slice(1), `${signature}0`, signature.toUpperCase(), `g${signature.slice(1)}`])
      expect(await verify({ signature: bad })).toBe(false);
  });

  test('o segredo configurado assina igual em qualquer processo; outro segredo não confere', async () => {
    const one = createDiskStorage(tempDir(), 'segredo');
    const two = createDiskStorage(tempDir(), 'segredo');
    const other = createDiskStorage(tempDir(), 'outro');
    const { expires, signature } = await signed(one);
    expect(await two.verifyUploadSignature({ key: KEY, expires, signature, now: NOW })).toBe(true);
    expect(await other.verifyUploadSignature({ key: KEY, expires, signature, now: NOW })).toBe(false);
  });

  test('sem segredo configurado, um é gerado uma vez (0600) na pasta de dados e reaproveitado', async () => {
    const dir = join(tempDir(), 'dados');
    const first = createDiskStorage(dir, undefined);
    const { expires, signature } = await signed(first);
    const file = join(dir, 'storage-secret');
    expect(readFileSync(file, 'utf8')).toMatch(/^[a-f0-9]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = createDiskStorage(dir, undefined);
    expect(await again.verifyUploadSignature({ key: KEY, expires, signature, now: NOW })).toBe(true);
    // A secret written by hand (with a line break) is read the same way.
    const dir2 = tempDir();
    writeFileSync(join(dir2, 'storage-secret'), `${'ab'.repeat(32)}\n`);
    const fromFile = createDiskStorage(dir2, undefined);
    const configured = createDiskStorage(tempDir(), undefined);
    const mine = await signed(fromFile);
    expect(await configured.verifyUploadSignature({ key: KEY, ...mine, now: NOW })).toBe(false);
    expect(await createDiskStorage(dir2, undefined).verifyUploadSignature({ key: KEY, ...mine, now: NOW })).toBe(true);
  });
});

describe('disco: os bytes', () => {
  test('grava, mede, lê e apaga sob <dados>/files/<condomínio>/<hash>, sem sobras temporárias', async () => {
    const dir = tempDir();
    const storage = createDiskStorage(dir, 'segredo');
    const body = Buffer.from('%PDF-1.7 conteúdo');
    await storage.write(KEY, body);
    const path = join(dir, 'files', '7001', HASH);
    expect(readFileSync(path)).toEqual(body);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'files', '7001'))).toEqual([HASH]);
    expect(await storage.inspect(KEY, 5)).toEqual({ size: body.length, head: Buffer.from('%PDF-') });
    const read = await storage.read(KEY);
    expect(read?.size).toBe(body.length);
    expect(Buffer.concat(await read!.stream.toArray())).toEqual(body);
    await storage.remove(KEY);
    expect(existsSync(path)).toBe(false);
    expect(await storage.read(KEY)).toBeNull();
    expect(await storage.inspect(KEY, 5)).toBeNull();
    await expect(storage.remove(KEY)).resolves.toBeUndefined();
  });

  test('uma chave fora do formato <número>/<hash> nunca vira caminho', async () => {
    const storage = createDiskStorage(tempDir(), 'segredo');
    for (const key of [
      '../etc/passwd',
      `7001/${HASH}/x`,
      `abc/${HASH}`,
      `7001/${'A'.repeat(32)}`,
      `x7001/${HASH}`,
      `7001/${HASH}0`,
    ])
      await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow('chave de arquivo inválida');
    expect(await storage.read('../segredo')).toBeNull();
    expect(await storage.inspect('../segredo', 4)).toBeNull();
  });
});

describe('configuração do armazenamento', () => {
  test('sem bucket ou sem credenciais, fica no disco; o segredo vazio é como nenhum', () => {
    expect(loadStorageConfig({})).toEqual({ secret: undefined, s3: undefined });
    expect(loadStorageConfig({ STORAGE_SECRET: '' })).toEqual({ secret: undefined, s3: undefined });
    expect(loadStorageConfig({ STORAGE_SECRET: 's' }).secret).toBe('s');
    expect(loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }).s3).toBeUndefined();
    expect(loadStorageConfig({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toBeUndefined();
  });

  test('S3: credenciais próprias ou as da AWS, região padrão us-east-1, path-style com endpoint próprio', () => {
    expect(loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    });
    expect(
      loadStorageConfig({
        S3_BUCKET: 'b',
        AWS_ACCESS_KEY_ID: 'ak',
        AWS_SECRET_ACCESS_KEY: 'as',
        AWS_REGION: 'sa-east-1',
        S3_ENDPOINT: 'http://minio:9000',
      }).s3,
    ).toEqual({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'sa-east-1',
      accessKeyId: 'ak',
      secretAccessKey: 'as',
      forcePathStyle: true,
    });
    const both = loadStorageConfig({
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      AWS_ACCESS_KEY_ID: 'ak',
      S3_SECRET_ACCESS_KEY: 's',
      AWS_SECRET_ACCESS_KEY: 'as',
      S3_REGION: 'us-west-2',
      AWS_REGION: 'sa-east-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(both).toMatchObject({ accessKeyId: 'k', secretAccessKey: 's', region: 'us-west-2', forcePathStyle: false });
    const forced = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadStorageConfig(forced).s3?.forcePathStyle).toBe(true);
    expect(loadStorageConfig({ ...forced, S3_ENDPOINT: '' }).s3?.endpoint).toBeUndefined();
  });

  test('o armazenamento escolhido: disco por padrão, S3 quando configurado', async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    expect((await createStorage({ ...base, dataDir: tempDir() })).driver).toBe('disk');
    const s3 = loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3;
    expect((await createStorage({ ...base, storage: { secret: undefined, s3 } })).driver).toBe('s3');
  });
});

describe('S3', () => {
  const config = {
    bucket: 'fotos',
    endpoint: 'http://minio.local:9000',
    region: 'sa-east-1',
    accessKeyId: 'AKIDEXEMPLO',
    secretAccessKey: 'segredo',
    forcePathStyle: true,
  };
  type Sent = { name: string; input: Record<string, unknown> };
  /** A client that records the commands and answers each with `answer`. */
  const fakeClient = (answer: (command: Sent) => unknown) => {
    const sent: Sent[] = [];
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        const entry = { name: command.constructor.name, input: command.input };
        sent.push(entry);
        const result = answer(entry);
        if (result instanceof Error) throw result;
        return result;
      },
    };
    return { client: client as unknown as S3Client, sent };
  };
  const missing = (name: string, status?: number) =>
    Object.assign(new Error(name), { name, ...(status ? { $metadata: { httpStatusCode: status } } : {}) });

  test('url de envio pré-assinada: PUT no bucket, com a validade em segundos desde agora', async () => {
    const storage = createS3Storage(config, new S3Client({ ...config, credentials: config }));
    expect(storage.driver).toBe('s3');
    const target = await storage.createUploadUrl({
      key: KEY,
      contentType: 'image/jpeg',
      expiresAt: IN_15_MIN,
      now: NOW,
    });
    expect(target.expiresAt).toBe(IN_15_MIN);
    const url = new URL(target.url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://minio.local:9000/fotos/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20241001T120000Z');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('host');
    const soon = await storage.createUploadUrl({
      key: KEY,
      contentType: undefined,
      expiresAt: new Date(NOW.getTime() + 200),
      now: NOW,
    });
    expect(new URL(soon.url).searchParams.get('X-Amz-Expires')).toBe('1');
    expect(await storage.verifyUploadSignature({ key: KEY, expires: '1', signature: 'x', now: NOW })).toBe(false);
  });

  test('sem cliente dado, o próprio cliente usa o endpoint, a região, o path-style e as credenciais da configuração', async () => {
    const storage = createS3Storage(config);
    const target = await storage.createUploadUrl({ key: KEY, contentType: undefined, expiresAt: IN_15_MIN, now: NOW });
    const url = new URL(target.url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://minio.local:9000/fotos/${KEY}`);
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIDEXEMPLO/20241001/sa-east-1/s3/aws4_request');
  });

  test('conferir um objeto: tamanho do HEAD e os primeiros bytes por Range', async () => {
    const { client, sent } = fakeClient(({ name }) =>
      name === 'HeadObjectCommand'
        ? { ContentLength: 1234 }
        : { Body: { transformToByteArray: async () => Uint8Array.from([0xff, 0xd8, 0xff]) } },
    );
    const storage = createS3Storage(config, client);
    expect(await storage.inspect(KEY, 8)).toEqual({ size: 1234, head: Buffer.from([0xff, 0xd8, 0xff]) });
    expect(sent).toEqual([
      { name: 'HeadObjectCommand', input: { Bucket: 'fotos', Key: KEY } },
      { name: 'GetObjectCommand', input: { Bucket: 'fotos', Key: KEY, Range: 'bytes=0-7' } },
    ]);
    const empty = createS3Storage(config, fakeClient(() => ({})).client);
    expect(await empty.inspect(KEY, 8)).toEqual({ size: 0, head: Buffer.alloc(0) });
  });

  test('objeto que não existe (NotFound, NoSuchKey ou 404) é null; outra falha sobe', async () => {
    for (const error of [missing('NotFound'), missing('NoSuchKey'), missing('Http', 404)]) {
      const storage = createS3Storage(config, fakeClient(() => error).client);
      expect(await storage.inspect(KEY, 8)).toBeNull();
      expect(await storage.read(KEY)).toBeNull();
    }
    for (const error of [missing('AccessDenied', 403), new Error('rede')]) {
      const storage = createS3Storage(config, fakeClient(() => error).client);
      await expect(storage.inspect(KEY, 8)).rejects.toBe(error);
      await expect(storage.read(KEY)).rejects.toBe(error);
    }
  });

  test('ler, gravar e apagar pelos comandos do bucket', async () => {
    const body = Readable.from(['x']);
    const { client, sent } = fakeClient(({ name }) =>
      name === 'GetObjectCommand' ? { Body: body, ContentLength: 1 } : {},
    );
    const storage = createS3Storage(config, client);
    expect(await storage.read(KEY)).toEqual({ stream: body, size: 1 });
    await storage.write(KEY, Buffer.from('abc'));
    await storage.remove(KEY);
    expect(sent).toEqual([
      { name: 'GetObjectCommand', input: { Bucket: 'fotos', Key: KEY } },
      { name: 'PutObjectCommand', input: { Bucket: 'fotos', Key: KEY, Body: Buffer.from('abc') } },
      { name: 'DeleteObjectCommand', input: { Bucket: 'fotos', Key: KEY } },
    ]);
    const noBody = createS3Storage(config, fakeClient(() => ({ ContentLength: 3 })).client);
    expect(await noBody.read(KEY)).toBeNull();
  });
});

describe('tipo do arquivo e envio do arquivo guardado', () => {
  test('os bytes iniciais decidem; poucos bytes não bastam', () => {
    expect(MAGIC_BYTES_NEEDED).toBe(8);
    expect(detectFileType(Uint8Array.from([0xff, 0xd8]), ['image/jpeg'])).toBeNull();
    expect(detectFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]), ['image/png'])).toBeNull();
    expect(detectFileType(Uint8Array.from([0xff, 0xd8, 0xff]), ['image/png', 'image/jpeg'])).toBe('image/jpeg');
    expect(detectFileType(Uint8Array.from([0xff, 0xd8, 0xff]), ['image/png'])).toBeNull();
  });

  test('arquivo guardado sai inline, sem cache e sem adivinhação de tipo; com o tamanho quando conhecido', async () => {
    const app = Fastify();
    app.get('/com-tamanho', async (_request, reply) =>
      sendStoredFile(reply, { stream: Readable.from([Buffer.from('abc')]), size: 3 }, 'image/png'),
    );
    app.get('/sem-tamanho', async (_request, reply) =>
      sendStoredFile(
        reply,
        { stream: Readable.from([Buffer.from('abcd')]), size: undefined },
        'application/pdf',
        'private, max-age=60',
      ),
    );
    try {
      const sized = await app.inject({ url: '/com-tamanho' });
      expect(sized.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'private, no-store',
        'content-length': '3',
      });
      expect(sized.body).toBe('abc');
      const unsized = await app.inject({ url: '/sem-tamanho' });
      expect(unsized.headers['cache-control']).toBe('private, max-age=60');
      expect(unsized.headers['content-length']).toBeUndefined();
      expect(unsized.body).toBe('abcd');
    } finally {
      await app.close();
    }
  });
});
