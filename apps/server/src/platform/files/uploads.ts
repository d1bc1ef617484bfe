import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import {
  claimUpload,
  createFileRow,
  findCondoFile,
  findFileByHash,
  markStored,
  releaseUpload,
} from './files.repository.ts';
import { detectFileType, MAGIC_BYTES_NEEDED, type FileType } from './file-type.ts';
import { storageKey, type FileStorage } from './storage.ts';
import { HttpError } from '../http/http-error.ts';

/** The area's pt-BR copy for each refusal of the upload path. */
export type UploadMessages = {
  tooLarge: string;
  empty: string;
  typeRejected: string;
  linkInvalid: string;
  alreadyDone: string;
  inProgress: string;
  /** A record pointing at a file that never arrived, or another condominium's. */
  unknown: string;
};

/**
 * What one kind of attachment accepts: photos of a parcel (jpg, png), an occurrence's files (jpg, png, pdf)… The
 * file row records its `area`, so the one PUT route checks each file against the policy it was created under.
 */
export type UploadPolicy<T extends FileType = FileType> = {
  area: string;
  accepted: readonly T[];
  maxBytes: number;
  messages: UploadMessages;
};

type Deps = { db: Database; storage: FileStorage; now: () => Date };

const UPLOAD_TTL_SECONDS = 15 * 60;
/** After a 413 the rest of the body is read and thrown away, up to this much, so the client sees the answer. */
const DISCARD_MAX = 64 * 1024 * 1024;

/** 413 above the policy's size, 400 when empty, 415 when the first bytes are not an accepted type. */
export const checkFileBytes = <T extends FileType>(policy: UploadPolicy<T>, head: Uint8Array, size: number): T => {
  if (size > policy.maxBytes) throw new HttpError(413, policy.messages.tooLarge);
  if (size === 0) throw new HttpError(400, policy.messages.empty);
  const type = detectFileType(head, policy.accepted);
  if (!type) throw new HttpError(415, policy.messages.typeRejected);
  return type;
};

/**
 * Reads at most maxBytes. One more is a 413 without keeping the rest in memory: the rest is drained, not cut,
 * because a socket closed while the client is still sending reaches it as a reset instead of the answer.
 */
export const readLimited = (stream: Readable, maxBytes: number, tooLarge: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isOver = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (isOver) {
        if (size > maxBytes + DISCARD_MAX) stream.destroy();
        return;
      }
      if (size > maxBytes) {
        isOver = true;
        chunks.length = 0;
        reject(new HttpError(413, tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/**
 * Step 1: a file row of the token's condominium (AGUARDANDO) and where the browser PUTs its bytes (disk: an
 * HMAC-signed url of this server; S3: a presigned PUT), valid 15 minutes. The server names the file.
 */
export const createUpload = async (
  { db, storage, now }: Deps,
  policy: UploadPolicy,
  owner: { idCondo: number; userId: number },
  contentType: string | undefined,
) => {
  if (contentType && !(policy.accepted as readonly string[]).includes(contentType))
    throw new HttpError(415, policy.messages.typeRejected);
  const at = now();
  const hash = randomBytes(16).toString('hex');
  const expiresAt = new Date(at.getTime() + UPLOAD_TTL_SECONDS * 1000);
  await createFileRow(db, {
    hash,
    area: policy.area,
    idCondo: owner.idCondo,
    idUsuario: owner.userId,
    driver: storage.driver,
    uploadExpiraEm: expiresAt,
    createdAt: at,
  });
  const target = await storage.createUploadUrl({
    key: storageKey(owner.idCondo, hash),
    contentType,
    expiresAt,
    now: at,
  });
  return { url: target.url, fileName: hash, expiresIn: UPLOAD_TTL_SECONDS };
};

/**
 * Step 2 (disk driver): the PUT of the signed url. No bearer: the signature, bound to the file's name and an
 * expiry, is the permission. Only one PUT may write a file (the RECEBENDO claim: a second one at the same time
 * is 409); the size is counted while reading and the bytes decide the type. A refused upload frees the link.
 */
export const receiveUpload = async (
  { db, storage, now }: Deps,
  policies: readonly [UploadPolicy, ...UploadPolicy[]],
  request: { fileName: string; expires: string; signature: string; contentLength: number; body: Readable | null },
) => {
  const file = /^[a-f0-9]{32}$/.test(request.fileName) ? await findFileByHash(db, request.fileName) : null;
  const policy = (file && policies.find((p) => p.area === file.area)) ?? policies[0];
  const { messages } = policy;
  const key = file ? storageKey(file.idCondo, file.hash) : '';
  const isValid =
    file &&
    policy.area === file.area &&
    (await storage.verifyUploadSignature({ key, expires: request.expires, signature: request.signature, now: now() }));
  if (!file || !isValid) throw new HttpError(403, messages.linkInvalid);
  if (file.status === 'ARMAZENADO') throw new HttpError(409, messages.alreadyDone);
  if (request.contentLength > policy.maxBytes) throw new HttpError(413, messages.tooLarge);
  if (!(await claimUpload(db, file.idCondo, file.hash))) {
    const current = await findFileByHash(db, file.hash);
    throw new HttpError(409, current?.status === 'ARMAZENADO' ? messages.alreadyDone : messages.inProgress);
  }
  try {
    const body = request.body ? await readLimited(request.body, policy.maxBytes, messages.tooLarge) : Buffer.alloc(0);
    const contentType = checkFileBytes(policy, body.subarray(0, 16), body.length);
    await storage.write(key, body);
    await markStored(db, file.idCondo, file.hash, contentType, body.length);
    return { fileName: file.hash, contentType, tamanho: body.length };
  } catch (error) {
    await releaseUpload(db, file.idCondo, file.hash);
    throw error;
  }
};

/**
 * Step 3: a record may only point at a file of its own condominium that arrived and passed the checks. With S3
 * the browser uploaded straight to the bucket, so the object is checked here (and deleted when it fails).
 */
export const ensureUploadReady = async (
  db: Database,
  storage: FileStorage,
  policy: UploadPolicy,
  idCondo: number,
  hash: string,
) => {
  const file = await findCondoFile(db, idCondo, hash);
  // A file uploaded under another area's policy (a parcel photo as a document) is as unknown as a missing one.
  if (!file || file.area !== policy.area) throw new HttpError(400, policy.messages.unknown);
  if (file.status === 'ARMAZENADO') return;
  const key = storageKey(idCondo, hash);
  const object = storage.driver === 's3' ? await storage.inspect(key, MAGIC_BYTES_NEEDED) : null;
  if (!object) throw new HttpError(400, policy.messages.unknown);
  try {
    const type = checkFileBytes(policy, object.head, object.size);
    await markStored(db, idCondo, hash, type, object.size);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
};
