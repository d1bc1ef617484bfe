import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocos, correspondencias, retiradas, unidades, usuarios } from '../../db/schema/index.ts';
import type { ListFilter } from './correspondence.repository.ts';

const c = correspondencias;
const r = retiradas;

/** One release with proof (decision 131), with the parcels it took among the report's. */
export type ReceiptRow = {
  id: number;
  dataRetirada: Date;
  nome: string;
  cpf: string | null;
  conferencia: 'CODIGO_RETIRADA' | 'DOCUMENTO' | null;
  porteiro: string | null;
  hashAssinatura: string | null;
  hashFoto: string | null;
  parcelas: string;
};

/**
 * The releases with a signature or photo of the parcels the history's filter shows, newest first: the history
 * PDF's `Comprovante de retirada` pages. A pending filter has none.
 */
export const findReceipts = async (db: Database, f: ListFilter): Promise<ReceiptRow[]> => {
  if (f.status === 'PENDENTE') return [];
  const parts: SQL[] = [eq(c.idCondo, f.idCondo), or(isNotNull(r.hashAssinatura), isNotNull(r.hashFoto))!];
  if (f.idUnidade) parts.push(eq(c.idUnidade, f.idUnidade));
  else if (f.idBloco)
    parts.push(
      inArray(c.idUnidade, db.select({ id: unidades.idUnidade }).from(unidades).where(eq(unidades.idBloco, f.idBloco))),
    );
  if (f.start) parts.push(gte(c.dataChegada, f.start));
  if (f.end) parts.push(lt(c.dataChegada, f.end));
  return db
    .select({
      id: r.id,
      dataRetirada: r.dataRetirada,
      nome: r.nome,
      cpf: r.cpf,
      conferencia: r.conferencia,
      porteiro: usuarios.nome,
      hashAssinatura: r.hashAssinatura,
      hashFoto: r.hashFoto,
      parcelas: sql<string>`string_agg('Cód.' || ${c.id} || ' (' || ${blocos.nome} || ' - ' || ${unidades.nome} || ')', ', ' order by ${c.id})`,
    })
    .from(c)
    .innerJoin(r, eq(r.id, c.idRetirada))
    .innerJoin(unidades, eq(unidades.idUnidade, c.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .leftJoin(usuarios, eq(usuarios.id, r.idUsuario))
    .where(and(...parts))
    .groupBy(r.id, usuarios.nome)
    .orderBy(desc(r.dataRetirada), desc(r.id));
};
