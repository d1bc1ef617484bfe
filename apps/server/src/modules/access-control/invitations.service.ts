import { randomBytes } from 'node:crypto';
import { ACCESS_MESSAGES as M, INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import {
  INVITE_TTL_MS,
  type InviteAnswer,
  type PublicInvite,
} from '@portaria/shared/access-control/invitations.schemas';
import { fill, hidePhone } from '@portaria/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createFileRow, markStored } from '../../platform/files/files.repository.ts';
import { LINK_SLOT, type NoticeMessage } from '../../platform/notices/notices.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { generateToken, hashToken } from '../../platform/access/tokens.ts';
import { checkFileBytes, type UploadPolicy } from '../../platform/files/uploads.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { storageKey, type FileStorage } from '../../platform/files/storage.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { markBiometryRegistered } from './residents.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import type { BiometricsProvider } from './invitations-biometrics-provider.ts';
import {
  findInvitationByHash,
  findResidentId,
  findResidentOfUnit,
  hasBiometrics,
  insertInvitation,
  spendInvitation,
} from './invitations.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;

export type InviteValues = {
  idUnidade: number;
  nomeConvidado: string;
  cpfConvidado?: string | null | undefined;
  idMorador?: number | null | undefined;
  tipoDocumentoEstrangeiro?: 'RNE' | 'PASSAPORTE' | null | undefined;
  documentoEstrangeiro?: string | null | undefined;
  telefone?: string | null | undefined;
  email: string | null;
  tipoEnvio: 'SMS' | 'LINK';
  tipoPessoa: 'MORADOR' | 'VISITANTE' | 'PRESTADOR';
};

/** Spec 02 §9: photos jpg or png up to 10MB; the page sends them scaled down, so far less arrives. */
export const FACE_PHOTOS: UploadPolicy<'image/jpeg' | 'image/png'> = {
  area: 'convites',
  accepted: ['image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  messages: {
    tooLarge: I.photoTooLarge,
    empty: I.photoEmpty,
    typeRejected: I.photoTypeRejected,
    linkInvalid: I.notFound,
    alreadyDone: I.used,
    inProgress: I.used,
    unknown: I.notFound,
  },
};

/** Invitation routes answer 409 where the condominium has no biometrics (issue 12). */
export const requireBiometrics = async (db: Database, idCondo: number) => {
  if (!(await hasBiometrics(db, idCondo))) throw new HttpError(409, I.noBiometrics);
};

type InviteDeps = ChangeDeps & { baseUrl: string };

/**
 * POST seventh/convite: a single-use token of 256 bits, stored as its SHA-256, valid 7 days; the link goes back to
 * the desk and, by SMS, to the person's phone (decision 078). Audit, timeline and the SMS's job commit with the
 * invitation; the token rides in the job only while it is on its way (decisions 090, 106).
 */
export const createInvitation = async (
  deps: InviteDeps,
  actor: Actor,
  v: InviteValues,
  at: Date,
): Promise<InviteAnswer> => {
  const { db } = deps;
  const unit = await requireUnit(db, actor.idCondo, v.idUnidade, M.unitNotFound);
  await requireBiometrics(db, actor.idCondo);
  const listed =
    v.tipoPessoa === 'MORADOR' && v.idMorador != null
      ? await findResidentOfUnit(db, unit.idUnidade, v.idMorador)
      : null;
  if (v.tipoPessoa === 'MORADOR' && v.idMorador != null && !listed) throw new HttpError(404, M.residentNotFound);
  const cpfConvidado = listed?.cpf ?? v.cpfConvidado ?? null;
  const idPessoa =
    listed?.id ??
    (v.tipoPessoa === 'MORADOR' && cpfConvidado ? await findResidentId(db, unit.idUnidade, cpfConvidado) : null);
  const token = generateToken();
  const expiraEm = new Date(at.getTime() + INVITE_TTL_MS);
  const link = `${deps.baseUrl}/convite/${token}`;
  await recordChange(deps, changeBy(actor, at, ['convites']), async (t) => {
    const id = await insertInvitation(t, {
      idCondo: actor.idCondo,
      idUnidade: unit.idUnidade,
      idPessoa,
      nomeConvidado: v.nomeConvidado,
      cpfConvidado,
      tipoDocumentoEstrangeiro: v.tipoDocumentoEstrangeiro ?? null,
      documentoEstrangeiro: v.documentoEstrangeiro ?? null,
      telefone: v.telefone ?? null,
      email: v.email,
      tipoEnvio: v.tipoEnvio,
      tipoPessoa: v.tipoPessoa,
      tokenHash: hashToken(token),
      expiraEm,
      createdBy: actor.userId,
      createdAt: at,
    });
    const detalhes = {
      idUnidade: unit.idUnidade,
      tipoEnvio: v.tipoEnvio,
      tipoPessoa: v.tipoPessoa,
      ...(idPessoa ? { idMorador: idPessoa } : {}),
      ...(v.telefone ? { telefone: hidePhone(v.telefone) } : {}),
    };
    const messages: NoticeMessage[] = [];
    if (v.tipoEnvio === 'SMS' && v.telefone) {
      const condominio = (await findCondominiumHeader(t, actor.idCondo))?.nome ?? '';
      const body = fill(I.inviteSms, { condominio, link: LINK_SLOT });
      messages.push({
        channel: 'sms',
        nome: v.nomeConvidado,
        to: v.telefone,
        body,
        purpose: 'convite-biometria',
        linkBase: `${deps.baseUrl}/convite/`,
        segredo: token,
      });
    }
    return {
      result: undefined,
      audit: { acao: 'convite.enviar', entidade: 'convite', idEntidade: id, detalhes },
      timeline: [
        {
          evento: 'convite.enviar',
          valores: { nome: v.nomeConvidado, tipoEnvio: v.tipoEnvio },
          area: 'convites',
          idUnidade: unit.idUnidade,
          nmPessoa: v.nomeConvidado,
          entidade: 'convite',
          idEntidade: id,
        },
      ],
      notices: [{ entidade: 'convite', idEntidade: id, messages }],
    };
  });
  return { link, expiraEm: expiraEm.toISOString() };
};

/** The invitation of a link, or 404 (unknown) / 410 (used or expired): nothing else about it is told. */
const usableInvitation = async (db: Database, token: string, at: Date) => {
  const invite = await findInvitationByHash(db, hashToken(token));
  if (!invite) throw new HttpError(404, I.notFound);
  if (invite.usadoEm) throw new HttpError(410, I.used);
  if (invite.expiraEm.getTime() <= at.getTime()) throw new HttpError(410, I.expired);
  return invite;
};

export const readInvitation = async (db: Database, token: string, at: Date): Promise<PublicInvite> => {
  const invite = await usableInvitation(db, token, at);
  return {
    condominio: invite.condominio,
    nomeConvidado: invite.nomeConvidado.split(' ')[0] ?? invite.nomeConvidado,
    expiraEm: invite.expiraEm.toISOString(),
  };
};

const DATA_URL = /^data:image\/(?:jpeg|png);base64,([A-Za-z0-9+/=\s]+)$/;

/** A data URL's bytes; anything else is refused as not a photo. */
const photoBytes = (foto: string): Buffer => {
  const match = DATA_URL.exec(foto);
  if (!match) throw new HttpError(415, I.photoTypeRejected);
  return Buffer.from(match[1]!, 'base64');
};

type PhotoDeps = ChangeDeps & { storage: FileStorage; biometrics: BiometricsProvider; log: FastifyBaseLogger };

/**
 * The invitee accepted the consent and sent a photo: checked by its bytes, stored (staff-only), the invitation spent
 * once, the resident's biometry CADASTRADA, audit and timeline in the same transaction; then the provider enrols.
 */
export const receivePhoto = async (deps: PhotoDeps, token: string, foto: string, at: Date) => {
  const { db, storage } = deps;
  const invite = await usableInvitation(db, token, at);
  const bytes = photoBytes(foto);
  const contentType = checkFileBytes(FACE_PHOTOS, bytes.subarray(0, 16), bytes.length);
  const hash = randomBytes(16).toString('hex');
  const key = storageKey(invite.idCondo, hash);
  await storage.write(key, bytes);
  try {
    // The resident's biometry changes: the residents' lists get a new version.
    const change = { idUsuario: null, idCondo: invite.idCondo, at, touches: ['moradores'] as const };
    await recordChange(deps, change, async (t) => {
      if ((await spendInvitation(t, invite.idCondo, invite.id, at, hash)) === 0) throw new HttpError(410, I.used);
      await createFileRow(t, {
        hash,
        area: FACE_PHOTOS.area,
        idCondo: invite.idCondo,
        idUsuario: invite.createdBy as number,
        driver: storage.driver,
        uploadExpiraEm: at,
        createdAt: at,
      });
      await markStored(t, invite.idCondo, hash, contentType, bytes.length);
      if (invite.idPessoa) await markBiometryRegistered(t, invite.idCondo, invite.idPessoa);
      const detalhes = {
        idUnidade: invite.idUnidade,
        tipoPessoa: invite.tipoPessoa,
        consentimento: true,
        ...(invite.idPessoa ? { idMorador: invite.idPessoa } : {}),
      };
      return {
        result: undefined,
        audit: { acao: 'convite.cadastrar_biometria', entidade: 'convite', idEntidade: invite.id, detalhes },
        timeline: [
          {
            evento: 'convite.cadastrar_biometria',
            valores: { nome: invite.nomeConvidado },
            area: 'convites',
            idUnidade: invite.idUnidade,
            nmPessoa: invite.nomeConvidado,
            entidade: 'convite',
            idEntidade: invite.id,
          },
        ],
      };
    });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  await deps.biometrics
    .enroll({
      idCondo: invite.idCondo,
      idConvite: invite.id,
      idPessoa: invite.idPessoa,
      tipoPessoa: invite.tipoPessoa as 'MORADOR',
      nome: invite.nomeConvidado,
      photoKey: key,
      contentType,
    })
    .catch((error: Error) =>
      deps.log.error({ error: error.message, idConvite: invite.id }, 'falha ao enviar a biometria ao terminal'),
    );
  return { statusBiometria: 'CADASTRADA' as const };
};
