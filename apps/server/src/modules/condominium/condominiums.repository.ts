import { and, asc, eq } from 'drizzle-orm';
import { dedupePeople, maskId, type Condominium, type Person } from '@portaria/shared';
import type { Database } from '../../db/client.ts';
import { blocos, condominios, pessoas, unidades } from '../../db/schema/index.ts';

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
const byName = (a: { nome: string }, b: { nome: string }) => collator.compare(a.nome, b.nome);

/** Name and reference, for notices and report headers. */
export const findCondominiumHeader = async (db: Database, idCondo: number) => {
  const [row] = await db
    .select({ nome: condominios.nome, referencia: condominios.referencia })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row ?? null;
};

/** tem_biometria: the biometry options (invitations, a schedule's facial biometry) exist only when true. */
export const hasBiometrics = async (db: Database, idCondo: number): Promise<boolean> => {
  const [row] = await db
    .select({ tem: condominios.temBiometria })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row?.tem ?? false;
};

/** The whole condominium tree in four queries (no N+1), sorted naturally ("Bloco 2" < "Bloco 10", "102" < "1001"). */
export const loadCondominium = async (db: Database, idCondo: number): Promise<Condominium | null> => {
  const [condo] = await db.select().from(condominios).where(eq(condominios.idCondo, idCondo));
  if (!condo) return null;
  const [blockRows, unitRows, peopleRows] = await Promise.all([
    db.select({ idBloco: blocos.idBloco, nome: blocos.nome }).from(blocos).where(eq(blocos.idCondo, idCondo)),
    db
      .select({ idUnidade: unidades.idUnidade, idBloco: unidades.idBloco, nome: unidades.nome })
      .from(unidades)
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      // A deactivated unit leaves every picker of the desk (issue 31); its history stays where it was.
      .where(and(eq(blocos.idCondo, idCondo), eq(unidades.ativa, true))),
    db
      .select({ idUnidade: pessoas.idUnidade, cpf: pessoas.cpf, nome: pessoas.nome })
      .from(pessoas)
      .innerJoin(unidades, eq(unidades.idUnidade, pessoas.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(blocos.idCondo, idCondo), eq(unidades.ativa, true), eq(pessoas.situacao, 'ATIVO')))
      .orderBy(asc(pessoas.id)),
  ]);

  const peopleByUnit = new Map<number, Person[]>();
  for (const p of peopleRows) {
    const list = peopleByUnit.get(p.idUnidade) ?? [];
    list.push({ cpf: p.cpf, nome: p.nome });
    peopleByUnit.set(p.idUnidade, list);
  }
  const unitsByBlock = new Map<number, Condominium['blocos'][number]['unidades']>();
  for (const u of unitRows) {
    const list = unitsByBlock.get(u.idBloco) ?? [];
    // De-duplicated on the full CPF, then masked: no screen that reads this tree needs a resident's whole CPF
    // (docs/decisions/064); the pickup choice reads its own list, with the formatted CPF the spec shows.
    const people = dedupePeople(peopleByUnit.get(u.idUnidade) ?? []).map((p) => ({ ...p, cpf: maskId(p.cpf) }));
    list.push({ idUnidade: u.idUnidade, nome: u.nome, pessoas: people });
    unitsByBlock.set(u.idBloco, list);
  }
  const blocks = blockRows.sort(byName).map((b) => {
    const units = (unitsByBlock.get(b.idBloco) ?? []).sort(byName);
    return { idBloco: b.idBloco, nome: b.nome, quantidadeUnidades: units.length, unidades: units };
  });
  return {
    idCondo: condo.idCondo,
    referencia: condo.referencia,
    nome: condo.nome,
    nomeFantasia: condo.nomeFantasia,
    tem_biometria: condo.temBiometria,
    comprovanteRetirada: condo.comprovanteRetirada,
    blocos: blocks,
  };
};

/** A condominium's own support contacts and links (issue 31): null where it keeps the installation's. */
export const findSupportSettings = async (db: Database, idCondo: number) => {
  const [row] = await db
    .select({
      chatUrl: condominios.chatUrl,
      biometricsPanelUrl: condominios.painelBiometriaUrl,
      supportWhatsapp: condominios.suporteWhatsapp,
      supportPhone: condominios.suporteTelefone,
    })
    .from(condominios)
    .where(eq(condominios.idCondo, idCondo));
  return row ?? null;
};
