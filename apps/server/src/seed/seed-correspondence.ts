import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blocos, correspondencias, pessoas, retiradas, unidades, usuarios } from '../db/schema/index.ts';

const HOUR = 60 * 60 * 1000;
const CATEGORIAS = ['PACOTE', 'ENVELOPE', 'PACOTE', 'ALIMENTO', 'SACOLA', 'OUTROS'] as const;
const TAMANHOS = ['PEQUENO', 'MEDIO', 'GRANDE', 'EXTRAGRANDE'] as const;
const DESCRICOES = [
  'Caixa de papelão',
  'Envelope pardo',
  'Entrega de restaurante',
  'Sacola de farmácia',
  null,
  'Caixa de livros',
];

/** Pending parcels of Bloco A 101 (the demo's first unit): the release screen has something to show. */
const PENDING_A101 = [
  {
    categoria: 'PACOTE',
    tamanho: 'MEDIO',
    descricao: 'Caixa de loja online',
    codigoRastreio: 'BR123456789BR',
    hoursAgo: 2,
  },
  {
    categoria: 'ENVELOPE',
    tamanho: 'PEQUENO',
    descricao: 'Carta registrada',
    codigoRastreio: 'JT987654321BR',
    hoursAgo: 5,
  },
  { categoria: 'ALIMENTO', tamanho: 'GRANDE', descricao: null, codigoRastreio: null, hoursAgo: 26 },
] as const;

const unitsOf = (db: Database, idCondo: number) =>
  db
    .select({ idUnidade: unidades.idUnidade, bloco: blocos.nome, nome: unidades.nome })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(eq(blocos.idCondo, idCondo))
    .orderBy(asc(blocos.nome), asc(unidades.idUnidade));

/**
 * Demo parcels relative to `now`: 3 pending in 4521 Bloco A 101, and two months of history (mostly released)
 * spread over the units of both condominiums. Also marks two of every three residents as app users.
 */
export const seedCorrespondence = async (db: Database, now = new Date()): Promise<void> => {
  await db
    .update(pessoas)
    .set({ appInstalado: true })
    .where(sql`${pessoas.id} % 3 <> 0`);
  const [carlos] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, '52998224725'));
  for (const idCondo of [1001, 1002]) {
    const units = await unitsOf(db, idCondo);
    const first = units[0]!;
    const people = await db
      .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf, idUnidade: pessoas.idUnidade })
      .from(pessoas)
      .where(
        inArray(
          pessoas.idUnidade,
          units.map((u) => u.idUnidade),
        ),
      );
    const history = Array.from({ length: idCondo === 1001 ? 48 : 16 }, (_, i) => ({
      unit: units[(i * 7 + 3) % units.length]!,
      hoursAgo: 30 + i * 29,
      i,
    }));
    for (const h of history) {
      const resident = people.find((p) => p.idUnidade === h.unit.idUnidade);
      const arrived = new Date(now.getTime() - h.hoursAgo * HOUR);
      const isReleased = h.i % 6 !== 0;
      let idRetirada: number | null = null;
      if (isReleased) {
        const listed = h.i % 4 !== 0 && resident;
        const [pickup] = await db
          .insert(retiradas)
          .values({
            idCondo,
            dataRetirada: new Date(arrived.getTime() + (3 + (h.i % 20)) * HOUR),
            idMorador: listed ? resident.id : null,
            nome: listed ? resident.nome : 'Rosa Aparecida Nunes',
            cpf: listed ? resident.cpf : null,
            cadastrado: Boolean(listed),
            idUsuario: carlos?.id ?? null,
          })
          .returning({ id: retiradas.id });
        idRetirada = pickup!.id;
      }
      await db.insert(correspondencias).values({
        idCondo,
        idUnidade: h.unit.idUnidade,
        idPorteiro: carlos?.id ?? null,
        destinatario: resident?.nome.split(' ').slice(0, 2).join(' ') ?? 'Morador',
        categoria: CATEGORIAS[h.i % CATEGORIAS.length]!,
        tamanho: TAMANHOS[h.i % TAMANHOS.length]!,
        descricao: DESCRICOES[h.i % DESCRICOES.length] ?? null,
        codigoRastreio: h.i % 3 === 0 ? `QB${String(100000000 + h.i * 7919).slice(0, 9)}BR` : null,
        dataChegada: arrived,
        status: isReleased ? 'RETIRADA' : 'PENDENTE',
        idRetirada,
      });
    }
    if (idCondo !== 1001) continue;
    const resident = people.find((p) => p.idUnidade === first.idUnidade);
    for (const p of PENDING_A101) {
      await db.insert(correspondencias).values({
        idCondo,
        idUnidade: first.idUnidade,
        idPorteiro: carlos?.id ?? null,
        destinatario: resident?.nome ?? 'Morador',
        categoria: p.categoria,
        tamanho: p.tamanho,
        descricao: p.descricao,
        codigoRastreio: p.codigoRastreio,
        dataChegada: new Date(now.getTime() - p.hoursAgo * HOUR),
        status: 'PENDENTE',
      });
    }
  }
};
