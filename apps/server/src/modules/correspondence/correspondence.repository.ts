import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, correspondencias, retiradas, unidades, usuarios } from '../../db/schema/index.ts';

export type ListFilter = {
  idCondo: number;
  idUnidade?: number | undefined;
  idBloco?: number | undefined;
  status?: 'PENDENTE' | 'RETIRADA' | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

const c = correspondencias;

/** A parcel's columns the answer carries as they are, in `correspondenciaSchema`'s order (the JS row and the JSON). */
export const parcelTextColumns = {
  categoria: c.categoria,
  tamanho: c.tamanho,
  descricao: c.descricao,
  destinatario: c.destinatario,
  codigoRastreio: c.codigoRastreio,
  observacao: c.observacao,
  prateleira: c.prateleira,
};

export const rowColumns = {
  id: c.id,
  dataChegada: c.dataChegada,
  ...parcelTextColumns,
  hashFoto: c.hashFoto,
  status: c.status,
  idUnidade: c.idUnidade,
  unidadeNome: unidades.nome,
  nmBloco: blocos.nome,
  dataRetirada: retiradas.dataRetirada,
  retiradaNome: retiradas.nome,
  retiradaIdMorador: retiradas.idMorador,
  retiradaCadastrado: retiradas.cadastrado,
  valiosa: c.valiosa,
  retiradaId: retiradas.id,
  retiradaConferencia: retiradas.conferencia,
  retiradaHashAssinatura: retiradas.hashAssinatura,
  retiradaHashFoto: retiradas.hashFoto,
  // Who released it, for the history's detail (decision 131); one probe by primary key per released row of the page.
  retiradaPorteiro: sql<
    string | null
  >`(select ${usuarios.nome} from ${usuarios} where ${usuarios.id} = ${retiradas.idUsuario})`,
};

/** Database row -> the spec's read shape. */
export const toCorrespondencia = (r: Row): Correspondencia => ({
  id: r.id,
  dataChegada: r.dataChegada.toISOString(),
  categoria: r.categoria as Correspondencia['categoria'],
  tamanho: r.tamanho as Correspondencia['tamanho'],
  descricao: r.descricao,
  destinatario: r.destinatario,
  codigoRastreio: r.codigoRastreio,
  observacao: r.observacao,
  prateleira: r.prateleira,
  foto: r.hashFoto,
  unidade: { idUnidade: r.idUnidade, nome: r.unidadeNome, nmBloco: r.nmBloco },
  status: r.status as Correspondencia['status'],
  dataRetirada: r.dataRetirada ? r.dataRetirada.toISOString() : null,
  moradorRetirada:
    r.retiradaNome && r.retiradaCadastrado ? { idMorador: r.retiradaIdMorador, nome: r.retiradaNome } : null,
  nomeMoradorNaoCadastro: r.retiradaNome && r.retiradaCadastrado === false ? r.retiradaNome : null,
  valiosa: r.valiosa,
  retirada: r.retiradaId
    ? {
        porteiro: r.retiradaPorteiro,
        conferencia: r.retiradaConferencia,
        hashAssinatura: r.retiradaHashAssinatura,
        hashFoto: r.retiradaHashFoto,
      }
    : null,
});

const baseSelect = (db: Database) =>
  db
    .select(rowColumns)
    .from(c)
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(retiradas, eq(retiradas.id, c.idRetirada));

/** A parcel joined to its unit, block and pickup, as the lists, the registration and the reports read it. */
export type Row = Awaited<ReturnType<typeof baseSelect>>[number];

export const findByIds = async (db: Database, idCondo: number, ids: number[]): Promise<Row[]> =>
  baseSelect(db).where(and(eq(c.idCondo, idCondo), inArray(c.id, ids)));
