import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import type { TipoOcorrencia } from '@portaria/shared/occurrences/occurrences.constants';
import type { Database } from '../../db/client.ts';
import {
  blocos,
  ocorrenciaConteudos,
  ocorrencias,
  roles,
  unidades,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index.ts';

const o = ocorrencias;

export type NewOccurrence = {
  idCondo: number;
  idUnidade: number;
  tipoOcorrencia: TipoOcorrencia;
  conteudo: string;
  email: string;
  hashAnexo: string | null;
  createdBy: number;
  at: Date;
};

/** The occurrence and its first content (the resident's message, with the attachment), in the caller's transaction. */
export const insertOccurrence = async (db: Database, v: NewOccurrence): Promise<{ id: number; idConteudo: number }> => {
  const [row] = await db
    .insert(o)
    .values({
      idCondo: v.idCondo,
      idUnidade: v.idUnidade,
      tipoOcorrencia: v.tipoOcorrencia,
      publica: 'S',
      tipoUsuario: 'MORADOR',
      conteudo: v.conteudo,
      email: v.email,
      dataOcorrencia: v.at,
      createdBy: v.createdBy,
      createdAt: v.at,
    })
    .returning({ id: o.id });
  const [content] = await db
    .insert(ocorrenciaConteudos)
    .values({
      idOcorrencia: row!.id,
      idCondo: v.idCondo,
      conteudo: v.conteudo,
      hashAnexo: v.hashAnexo,
      autor: 'MORADOR',
      createdAt: v.at,
    })
    .returning({ id: ocorrenciaConteudos.id });
  return { id: row!.id, idConteudo: content!.id };
};

export type OccurrenceFilter = {
  idCondo: number;
  idUnidade?: number | undefined;
  start: Date;
  end: Date;
  conteudo?: string | undefined;
  encerrado?: 'S' | 'N' | undefined;
  publica?: 'S' | 'N' | undefined;
};

export const firstAttachment = sql<string | null>`(select ${ocorrenciaConteudos.hashAnexo} from ${ocorrenciaConteudos}
  where ${ocorrenciaConteudos.idOcorrencia} = ${o.id} and ${ocorrenciaConteudos.hashAnexo} is not null
  order by ${ocorrenciaConteudos.id} limit 1)`;

export const summaryColumns = {
  idOcorrencia: o.id,
  dataOcorrencia: o.dataOcorrencia,
  tipoOcorrencia: o.tipoOcorrencia,
  flEncerrado: o.flEncerrado,
  conteudo: o.conteudo,
  email: o.email,
  idUnidade: unidades.idUnidade,
  nmUnidade: unidades.nome,
  nmBloco: blocos.nome,
  hashAnexo: firstAttachment,
};

type SummaryRow = {
  idOcorrencia: number;
  dataOcorrencia: Date;
  tipoOcorrencia: string;
  flEncerrado: string;
  conteudo: string;
  email: string;
  idUnidade: number;
  nmUnidade: string;
  nmBloco: string;
  hashAnexo: string | null;
};

export const toSummary = (r: SummaryRow): OccurrenceSummary => ({
  idOcorrencia: r.idOcorrencia,
  dataOcorrencia: r.dataOcorrencia.toISOString(),
  tipoOcorrencia: r.tipoOcorrencia as TipoOcorrencia,
  unidade: { idUnidade: r.idUnidade, nome: r.nmUnidade, nmBloco: r.nmBloco },
  flEncerrado: r.flEncerrado === 'S' ? 'S' : 'N',
  conteudo: r.conteudo,
  email: r.email,
  hashAnexo: r.hashAnexo,
});

/** The occurrence only if it is of this condominium. */
export const findOccurrence = async (db: Database, idCondo: number, id: number) => {
  const [row] = await db
    .select(summaryColumns)
    .from(o)
    .innerJoin(unidades, eq(unidades.idUnidade, o.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(o.id, id), eq(o.idCondo, idCondo)));
  return row ?? null;
};

export const listContents = (db: Database, idCondo: number, idOcorrencia: number) =>
  db
    .select({
      id: ocorrenciaConteudos.id,
      conteudo: ocorrenciaConteudos.conteudo,
      anexo: ocorrenciaConteudos.hashAnexo,
      autor: ocorrenciaConteudos.autor,
      createdAt: ocorrenciaConteudos.createdAt,
    })
    .from(ocorrenciaConteudos)
    .where(and(eq(ocorrenciaConteudos.idOcorrencia, idOcorrencia), eq(ocorrenciaConteudos.idCondo, idCondo)))
    .orderBy(asc(ocorrenciaConteudos.id));

/** A content of this condominium holding exactly this attachment (another condominium's is not found). */
export const findContentAttachment = async (db: Database, idCondo: number, contentId: number, hash: string) => {
  const [row] = await db
    .select({ hash: ocorrenciaConteudos.hashAnexo })
    .from(ocorrenciaConteudos)
    .where(
      and(
        eq(ocorrenciaConteudos.id, contentId),
        eq(ocorrenciaConteudos.idCondo, idCondo),
        eq(ocorrenciaConteudos.hashAnexo, hash),
      ),
    );
  return row?.hash ?? null;
};

/** E-mails of the condominium's syndics (role SINDICO), who receive each new occurrence. */
export const findSyndicEmails = async (db: Database, idCondo: number): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ email: usuarios.email })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.idUsuario, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuarioRoles.idRole))
    .where(and(eq(roles.idCondo, idCondo), eq(roles.nome, 'SINDICO'), isNotNull(usuarios.email)));
  return rows.map((r) => r.email!).filter(Boolean);
};
