import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { arquivos, condominios, usuarios } from '../../db/schema/index.ts';
import { createClock, createTestDatabase } from '../../test/test-app.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import type { ModuleDeps } from '../http/deps.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './storage.ts';
import { uploadRoutes } from './upload.routes.ts';
import { createUpload, ensureUploadReady, type UploadPolicy } from './uploads.ts';

const messagesOf = (area: string) => ({
  tooLarge: `${area}: grande`,
  empty: `${area}: vazio`,
  typeRejected: `${area}: tipo`,
  linkInvalid: `${area}: link`,
  alreadyDone: `${area}: feito`,
  inProgress: `${area}: andamento`,
  unknown: `${area}: desconhecido`,
});
const PHOTOS: UploadPolicy = {
  area: 'fotos',
  accepted: ['image/jpeg', 'image/png'],
  maxBytes: 64,
  messages: messagesOf('fotos'),
};
const PAPERS: UploadPolicy = {
  area: 'papeis',
  accepted: ['application/pdf'],
  maxBytes: 32,
  messages: messagesOf('papeis'),
};

const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]);
const PDF = Buffer.from('%PDF-1.7\nabc');
const CONDO = 4001;
const OTHER = 4002;

/** The signed-upload path of the platform with two areas' policies, on a fresh database and a temporary folder. */
describe('envio de arquivo pela url assinada', () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  let app: FastifyInstance;
  let storage: FileStorage;
  let dataDir: string;
  let userId: number;
  const clock = createClock();

  beforeAll(async () => {
    const handle = await createTestDatabase();
    db = handle.db;
    closeDb = handle.close;
    await db.insert(condominios).values([
      { idCondo: CONDO, referencia: 4001, nome: 'Residencial Teste', nomeFantasia: 'Teste' },
      { idCondo: OTHER, referencia: 4002, nome: 'Outro', nomeFantasia: 'Outro' },
    ]);
    const [user] = await db
      .insert(usuarios)
      .values({ cpf: '52998224725', nome: 'Carlos Porteiro' })
      .returning({ id: usuarios.id });
    userId = user!.id;
    dataDir = mkdtempSync(join(tmpdir(), 'portaria-upload-'));
    storage = createDiskStorage(dataDir, 'segredo-de-teste');
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(server);
    await server.register(uploadRoutes([PHOTOS, PAPERS]), {
      prefix: '/api',
      ...({ db, storage, now: clock.now } as unknown as ModuleDeps),
    });
    app = server;
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => clock.set(new Date('2024-10-01T12:00:00.000Z')));

  const newUpload = (policy = PHOTOS, idCondo = CONDO, contentType?: string) =>
    createUpload({ db, storage, now: clock.now }, policy, { idCondo, userId }, contentType);
  const put = (url: string, body: Buffer | string = JPG, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { 'content-type': 'application/octet-stream', ...headers },
    });
  const rowOf = async (hash: string) => (await db.select().from(arquivos).where(eq(arquivos.hash, hash)))[0]!;

  test('cria o registro AGUARDANDO da área, com validade de 15 minutos, e a url assinada deste servidor', async () => {
    const created = await newUpload(PHOTOS, CONDO, 'image/png');
    expect(created.fileName).toMatch(/^[a-f0-9]{32}$/);
    expect(created.expiresIn).toBe(900);
    const expires = Math.floor(new Date('2024-10-01T12:15:00.000Z').getTime() / 1000);
    expect(created.url).toMatch(
      new RegExp(`^/api/arquivos/upload/${created.fileName}\\?expires=${expires}&signature=[a-f0-9]{64}$`),
    );
    expect(await rowOf(created.fileName)).toMatchObject({
      idCondo: CONDO,
      idUsuario: userId,
      area: 'fotos',
      driver: 'disk',
      status: 'AGUARDANDO',
      uploadExpiraEm: new Date('2024-10-01T12:15:00.000Z'),
      createdAt: new Date('2024-10-01T12:00:00.000Z'),
    });
    expect((await newUpload()).fileName).not.toBe(created.fileName);
  });

  test('um tipo declarado que a área não aceita é recusado antes de criar o registro', async () => {
    await expect(newUpload(PHOTOS, CONDO, 'application/pdf')).rejects.toMatchObject({
      statusCode: 415,
      message: 'fotos: tipo',
    });
    await expect(newUpload(PAPERS, CONDO, 'application/pdf')).resolves.toMatchObject({ expiresIn: 900 });
  });

  test('o PUT grava os bytes, marca ARMAZENADO com o tipo lido dos bytes e o tamanho', async () => {
    const { url, fileName } = await newUpload();
    const res = await put(url, JPG, { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fileName, contentType: 'image/jpeg', tamanho: JPG.length });
    expect(await rowOf(fileName)).toMatchObject({ status: 'ARMAZENADO', contentType: 'image/jpeg', tamanho: 10 });
    expect(readFileSync(join(dataDir, 'files', String(CONDO), fileName))).toEqual(JPG);
    // Already stored: a second PUT of the same link is refused.
    const again = await put(url);
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'fotos: feito' }]);
  });

  test('cada arquivo segue a política da área que o criou', async () => {
    const paper = await newUpload(PAPERS);
    const refused = await put(paper.url, JPG);
    expect([refused.statusCode, refused.json()]).toEqual([415, { message: 'papeis: tipo' }]);
    const accepted = await put(paper.url, PDF);
    expect(accepted.json()).toMatchObject({ contentType: 'application/pdf', tamanho: PDF.length });
  });

  test('assinatura errada, vencida, de outro arquivo ou nome que não é hash: 403 e nada é gravado', async () => {
    const { url, fileName } = await newUpload();
    const other = await newUpload();
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const expires = new URL(url, 'http://x').searchParams.get('expires')!;
    const tampered = url.replace(/signature=[a-f0-9]{64}/, `signature=${'0'.repeat(64)}`);
    for (const wrong of [
      tampered,
      `/api/arquivos/upload/${other.fileName}?expires=${expires}&signature=${signature}`,
      `/api/arquivos/upload/${fileName}?expires=${Number(expires) + 1}&signature=${signature}`,
      `/api/arquivos/upload/${fileName}`,
      `/api/arquivos/upload/nao-e-hash?expires=${expires}&signature=${signature}`,
      `/api/arquivos/upload/${'f'.repeat(32)}?expires=${expires}&signature=${signature}`,
    ]) {
      const res = await put(wrong);
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'fotos: link' }]);
    }
    clock.advance(15 * 60 * 1000 + 1000);
    const late = await put(url);
    expect(late.statusCode).toBe(403);
    expect((await rowOf(fileName)).status).toBe('AGUARDANDO');
  });

  test('Content-Length acima do limite: 413 antes de ler; corpo maior que o declarado: 413 e o link volta a valer', async () => {
    const { url, fileName } = await newUpload();
    const declared = await put(url, JPG, { 'content-length': '65' });
    expect(declared.statusCode).toBe(413);
    const big = Buffer.concat([JPG, Buffer.alloc(60)]);
    const res = await put(url, big);
    expect([res.statusCode, res.json()]).toEqual([413, { message: 'fotos: grande' }]);
    expect((await rowOf(fileName)).status).toBe('AGUARDANDO');
    const exact = await put(url, Buffer.concat([JPG, Buffer.alloc(54)]));
    expect(exact.json()).toMatchObject({ tamanho: 64 });
  });

  test('corpo vazio: 400 e o link continua valendo para outra tentativa', async () => {
    const { url, fileName } = await newUpload();
    const empty = await put(url, '');
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'fotos: vazio' }]);
    expect((await rowOf(fileName)).status).toBe('AGUARDANDO');
    expect((await put(url)).statusCode).toBe(200);
  });

  test('um envio em andamento (RECEBENDO) recusa outro com 409', async () => {
    const { url, fileName } = await newUpload();
    await db.update(arquivos).set({ status: 'RECEBENDO' }).where(eq(arquivos.hash, fileName));
    const res = await put(url);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'fotos: andamento' }]);
  });

  test('um arquivo de uma área sem política aqui é um link inválido; um PUT sem corpo é vazio', async () => {
    const { url, fileName } = await newUpload();
    await db.update(arquivos).set({ area: 'outra' }).where(eq(arquivos.hash, fileName));
    const foreign = await put(url);
    expect([foreign.statusCode, foreign.json()]).toEqual([403, { message: 'fotos: link' }]);
    const paper = await newUpload(PAPERS);
    const bodiless = await app.inject({ method: 'PUT', url: paper.url });
    expect([bodiless.statusCode, bodiless.json()]).toEqual([400, { message: 'papeis: vazio' }]);
    expect((await rowOf(paper.fileName)).status).toBe('AGUARDANDO');
  });

  describe('antes de um registro usar o arquivo', () => {
    test('arquivo armazenado da área e do condomínio: pronto', async () => {
      const { url, fileName } = await newUpload();
      await put(url);
      await expect(ensureUploadReady(db, storage, PHOTOS, CONDO, fileName)).resolves.toBeUndefined();
    });

    test('de outro condomínio, de outra área, inexistente ou que não chegou: 400 com a mensagem da área', async () => {
      const stored = await newUpload();
      await put(stored.url);
      const waiting = await newUpload();
      const paper = await newUpload(PAPERS);
      await put(paper.url, PDF);
      for (const [idCondo, hash] of [
        [OTHER, stored.fileName],
        [CONDO, paper.fileName],
        [CONDO, 'f'.repeat(32)],
        [CONDO, waiting.fileName],
      ] as const)
        await expect(ensureUploadReady(db, storage, PHOTOS, idCondo, hash)).rejects.toMatchObject({
          statusCode: 400,
          message: 'fotos: desconhecido',
        });
    });

    test('S3: o objeto enviado direto ao bucket é conferido; aprovado, vira ARMAZENADO; reprovado, é apagado', async () => {
      const removed: string[] = [];
      const objects = new Map<string, Buffer>();
      const bucket: FileStorage = {
        ...storage,
        driver: 's3',
        inspect: async (key, bytes) => {
          const data = objects.get(key);
          return data ? { size: data.length, head: data.subarray(0, bytes) } : null;
        },
        remove: async (key) => void removed.push(key),
      };
      const good = await newUpload();
      objects.set(`${CONDO}/${good.fileName}`, Buffer.concat([JPG, Buffer.alloc(20)]));
      await ensureUploadReady(db, bucket, PHOTOS, CONDO, good.fileName);
      expect(await rowOf(good.fileName)).toMatchObject({
        status: 'ARMAZENADO',
        contentType: 'image/jpeg',
        tamanho: 30,
      });

      const bad = await newUpload();
      objects.set(`${CONDO}/${bad.fileName}`, PDF);
      await expect(ensureUploadReady(db, bucket, PHOTOS, CONDO, bad.fileName)).rejects.toMatchObject({
        statusCode: 415,
      });
      expect(removed).toEqual([`${CONDO}/${bad.fileName}`]);
      expect((await rowOf(bad.fileName)).status).toBe('AGUARDANDO');

      const missing = await newUpload();
      await expect(ensureUploadReady(db, bucket, PHOTOS, CONDO, missing.fileName)).rejects.toMatchObject({
        statusCode: 400,
        message: 'fotos: desconhecido',
      });
    });
  });
});
