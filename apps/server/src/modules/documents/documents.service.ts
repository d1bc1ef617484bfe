import { createHash, randomBytes } from 'node:crypto';
import type { DocumentItem, SendMail } from '@portaria/shared/documents/document.schemas';
import {
  DOCUMENT_LIMITS as L,
  TIPO_DOCUMENTO_LABELS,
  type TipoDocumento,
} from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { fill } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import { markStored } from '../../platform/files/files.repository.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { ensureUploadReady } from '../../platform/files/uploads.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import { LINK_SLOT } from '../../platform/notices/notices.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { storageKey, type FileStorage } from '../../platform/files/storage.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { demoDocumentPdf } from './demo-documents.ts';
import { DOCUMENT_UPLOADS } from './document-policy.ts';
import {
  countRecentLinks,
  findDocumentByType,
  findDocumentFile,
  findResidentOfUnit,
  findValidLink,
  insertLink,
  listDocuments,
  upsertDocument,
  type DocumentRow,
} from './documents.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type Deps = { db: Database; storage: FileStorage; jobs: JobQueue };

const HOUR_MS = 60 * 60 * 1000;

/** SHA-256 of the link's token: what the database keeps (a leaked table opens nothing). */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toDocumentItem = (row: DocumentRow): DocumentItem => ({
  id: row.id,
  nome: row.nome,
  tipo: row.tipo as TipoDocumento,
  link: `/api/documentos/tipo/0/${row.id}/download`,
  atualizadoEm: row.updatedAt.toISOString(),
});

export const listCondoDocuments = async (db: Database, idCondo: number) => ({
  dados: (await listDocuments(db, idCondo)).map(toDocumentItem),
});

/**
 * The PDF of a document. The demo statute and rules are drawn on first read and then kept through the storage
 * like any upload (the seed has no storage to write to). Null when the file is missing.
 */
export const readDocumentPdf = async ({ db, storage }: Pick<Deps, 'db' | 'storage'>, row: DocumentRow) => {
  const file = await findDocumentFile(db, row.idCondo, row.hashArquivo);
  if (!file) return null;
  const key = storageKey(row.idCondo, file.hash);
  if (file.status === 'DEMO') {
    const condo = await findCondominiumHeader(db, row.idCondo);
    const pdf = await demoDocumentPdf(row.tipo as TipoDocumento, condo?.nome ?? '');
    await storage.write(key, pdf);
    await markStored(db, row.idCondo, file.hash, 'application/pdf', pdf.length);
  } else if (file.status !== 'ARMAZENADO') {
    return null;
  }
  return storage.read(key);
};

/**
 * The e-mail of a document link, with LINK_SLOT where the link goes (filled by the worker from the job's secret;
 * the worker also builds the escaped HTML part, platform/notices/email-html.ts).
 */
export const linkMail = (values: { nome: string; condominio: string; documento: string; ate: string }) => ({
  subject: fill(M.emailSubject, values),
  text: fill(M.emailText, { ...values, link: LINK_SLOT }),
});

/**
 * A 256-bit token bound to this document and condominium, valid 7 days, e-mailed to the resident (or a new address).
 * Link, audit entry, timeline event and the e-mail's job commit together (decision 090); the syndic's "Links
 * enviados" shows whether the e-mail left, and a provider's failure is retried like any notice.
 */
export const sendDocumentLink = async (
  deps: Deps,
  actor: Actor,
  input: SendMail,
  ctx: { baseUrl: string; at: Date },
) => {
  const { db } = deps;
  const { at } = ctx;
  const tipo = input.tipoDocumento as TipoDocumento;
  const unit = await requireUnit(db, actor.idCondo, input.idUnidade, M.unitNotFound);
  const resident = input.idMorador ? await findResidentOfUnit(db, unit.idUnidade, input.idMorador) : null;
  if (input.idMorador && !resident) throw new HttpError(404, M.residentNotFound);
  const document = await findDocumentByType(db, actor.idCondo, tipo);
  if (!document) throw new HttpError(404, M.notFound);
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(at.getTime() + L.linkMs);
  await recordChange(deps, changeBy(actor, at, ['documentos']), async (t) => {
    if (
      (await countRecentLinks(t, actor.idCondo, unit.idUnidade, new Date(at.getTime() - HOUR_MS))) >=
      L.sendsPerUnitPerHour
    ) {
      throw new HttpError(429, M.tooManySends);
    }
    const id = await insertLink(t, {
      tokenHash: hashLinkToken(token),
      idDocumento: document.id,
      idCondo: actor.idCondo,
      idUnidade: unit.idUnidade,
      idMorador: resident?.idMorador ?? null,
      email: input.email,
      expiraEm,
      by: actor.userId,
      at,
    });
    const condo = await findCondominiumHeader(t, actor.idCondo);
    const mail = linkMail({
      nome: resident?.nome.split(' ')[0] ?? 'morador(a)',
      condominio: condo?.nome ?? '',
      documento: TIPO_DOCUMENTO_LABELS[tipo],
      ate: formatDataHora(expiraEm),
    });
    return {
      result: undefined,
      audit: {
        acao: 'documento.enviar',
        entidade: 'documento_link',
        idEntidade: id,
        detalhes: {
          idDocumento: document.id,
          tipoDocumento: tipo,
          idUnidade: unit.idUnidade,
          idMorador: resident?.idMorador ?? null,
          novoEmail: !resident,
        },
      },
      timeline: [
        {
          evento: 'documento.enviar',
          valores: { documento: TIPO_DOCUMENTO_LABELS[tipo] },
          area: 'documentos',
          idUnidade: unit.idUnidade,
          nmPessoa: resident?.nome ?? null,
          entidade: 'documento_link',
          idEntidade: id,
        },
      ],
      notices: [
        {
          entidade: 'documento_link',
          idEntidade: id,
          messages: [
            {
              channel: 'email',
              nome: resident?.nome ?? input.email,
              to: input.email,
              ...mail,
              purpose: 'documento',
              linkBase: `${ctx.baseUrl}/documento/`,
              segredo: token,
            },
          ],
        },
      ],
    };
  });
  return { message: M.sentNotice, expiraEm: expiraEm.toISOString() };
};

/** The document a link opens, or null (unknown, expired or revoked: the same answer for all three). */
export const documentOfLink = async (db: Database, token: string, at: Date) => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return findValidLink(db, hashLinkToken(token), at);
};

/** The syndic uploads or replaces the statute or the internal rules: a PDF of the condominium, checked by its bytes. */
export const replaceDocument = async (deps: Deps, actor: Actor, tipo: TipoDocumento, hash: string, at: Date) => {
  const { db, storage } = deps;
  await ensureUploadReady(db, storage, DOCUMENT_UPLOADS, actor.idCondo, hash);
  const row = await recordChange(deps, changeBy(actor, at, ['documentos']), async (t) => {
    const saved = await upsertDocument(t, {
      idCondo: actor.idCondo,
      tipo,
      nome: `${tipo}.pdf`,
      hashArquivo: hash,
      by: actor.userId,
      at,
    });
    return {
      result: saved,
      audit: {
        acao: 'documento.substituir',
        entidade: 'documento',
        idEntidade: saved.id,
        detalhes: { tipoDocumento: tipo },
      },
      timeline: [
        {
          evento: 'documento.substituir',
          valores: { documento: TIPO_DOCUMENTO_LABELS[tipo] },
          area: 'documentos',
          entidade: 'documento',
          idEntidade: saved.id,
        },
      ],
    };
  });
  return toDocumentItem(row);
};
