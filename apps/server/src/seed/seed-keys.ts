import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blocos, chaveMovimentos, chaves, pessoas, unidades } from '../db/schema/index.ts';

const HOUR = 3_600_000;

const KEYS = [
  { nome: 'Salão de festas', local: 'Térreo, Bloco A', etiqueta: '01' },
  { nome: 'Casa de máquinas', local: 'Cobertura, Bloco B', etiqueta: '02' },
  { nome: 'Portão da garagem', local: 'Subsolo', etiqueta: '03' },
  { nome: 'Churrasqueira', local: 'Área de lazer', etiqueta: '04' },
  { nome: 'Quadro de energia', local: 'Subsolo, sala 2', etiqueta: '05' },
];

/**
 * The keys of Jardim das Palmeiras (issue 34): the party room is out with a resident of Bloco A - 101 and overdue
 * (its reminder not sent yet), the machine room with a provider until later today; the rest are in.
 */
export const seedKeys = async (db: Database, now: Date): Promise<void> => {
  const rows = await db
    .insert(chaves)
    .values(KEYS.map((k) => ({ ...k, idCondo: 1001, criadoEm: new Date(now.getTime() - 30 * 24 * HOUR) })))
    .returning({ id: chaves.id, nome: chaves.nome });
  const idOf = (nome: string) => rows.find((r) => r.nome === nome)!.id;
  const [resident] = await db
    .select({ id: pessoas.id, nome: pessoas.nome, idUnidade: unidades.idUnidade })
    .from(pessoas)
    .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, 1001), eq(blocos.nome, 'Bloco A'), eq(unidades.nome, '101')))
    .orderBy(asc(pessoas.id))
    .limit(1);
  await db.insert(chaveMovimentos).values([
    {
      idCondo: 1001,
      idChave: idOf('Salão de festas'),
      tipoPortador: 'MORADOR',
      portadorNome: resident!.nome,
      idPessoa: resident!.id,
      idUnidade: resident!.idUnidade,
      retiradaEm: new Date(now.getTime() - 5 * HOUR),
      devolucaoPrevista: new Date(now.getTime() - 2 * HOUR),
    },
    {
      idCondo: 1001,
      idChave: idOf('Casa de máquinas'),
      tipoPortador: 'PRESTADOR',
      portadorNome: 'Elevadores Atlas - Jorge Mendes',
      portadorDocumento: '23.456.789-0',
      retiradaEm: new Date(now.getTime() - HOUR),
      devolucaoPrevista: new Date(now.getTime() + 3 * HOUR),
    },
  ]);
};
