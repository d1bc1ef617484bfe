import { inTransaction } from '../platform/change/transaction.ts';
import { DEFAULT_COST, hashPassword, type HashCost } from '../platform/access/passwords.ts';
import type { Database } from '../db/client.ts';
import { blocos, condominios, pessoas, unidades } from '../db/schema/index.ts';
import { buildBlocks, type DemoBlock } from './demo-data.ts';
import { seedAccessControl } from './seed-access-control.ts';
import { seedCorrespondence } from './seed-correspondence.ts';
import { seedReservations } from './seed-reservations.ts';
import { seedDocuments, seedOccurrences } from './seed-documents-occurrences.ts';
import { seedStaff } from './seed-staff.ts';
import { seedTimeline } from './seed-timeline.ts';
import { seedVehicles } from './seed-vehicles.ts';
import { seedKeys } from './seed-keys.ts';
import { seedVisitors } from './seed-visitors.ts';

export const DEMO_LOGINS = [
  { nome: 'Carlos Eduardo Souza', cpf: '52998224725', password: 'Portaria@2024', perfil: 'Porteiro' },
  { nome: 'Maria Helena Prado', cpf: '11144477735', password: 'Sindico@2024', perfil: 'Síndica' },
  { nome: 'Renata Alves Costa', cpf: '74185296355', password: 'Admin@2024', perfil: 'Administradora' },
] as const;

const STAFF_CPFS = ['52998224725', '11144477735', '39053344705', '74185296355'];

const insertCondominium = async (db: Database, idCondo: number, blocks: DemoBlock[]) => {
  const blockRows = await db
    .insert(blocos)
    .values(blocks.map((b) => ({ idCondo, nome: b.nome })))
    .returning({ idBloco: blocos.idBloco, nome: blocos.nome });
  const blockId = new Map(blockRows.map((b) => [b.nome, b.idBloco]));
  const unitValues = blocks.flatMap((b) => b.unidades.map((u) => ({ idBloco: blockId.get(b.nome)!, nome: u.nome })));
  const unitRows = await db
    .insert(unidades)
    .values(unitValues)
    .returning({ idUnidade: unidades.idUnidade, idBloco: unidades.idBloco, nome: unidades.nome });
  const unitId = new Map(unitRows.map((u) => [`${u.idBloco}|${u.nome}`, u.idUnidade]));
  const people = blocks.flatMap((b) =>
    b.unidades.flatMap((u) =>
      u.pessoas.map((p) => ({ ...p, idUnidade: unitId.get(`${blockId.get(b.nome)}|${u.nome}`)! })),
    ),
  );
  await db.insert(pessoas).values(people);
};

const hashes = new Map<string, Promise<string>>();
// Hash each demo password once per process: test files seed many databases.
const cachedHash = (password: string, cost: HashCost) => {
  const key = `${password}|${cost.memoryCost}|${cost.timeCost}`;
  if (!hashes.has(key)) hashes.set(key, hashPassword(password, cost));
  return hashes.get(key)!;
};

/** Demo condominiums, residents and staff. Call it only on an empty database. */
export const seedDemo = async (db: Database, options: { hashCost?: HashCost; now?: Date } = {}): Promise<void> => {
  const cost = options.hashCost ?? DEFAULT_COST;
  const taken = new Set(STAFF_CPFS);
  await inTransaction(db, async (t) => {
    await t.insert(condominios).values([
      {
        idCondo: 1001,
        referencia: 4521,
        nome: 'Residencial Jardim das Palmeiras',
        nomeFantasia: 'Jardim das Palmeiras',
        temBiometria: true,
      },
      {
        idCondo: 1002,
        referencia: 7310,
        nome: 'Edifício Solar do Atlântico',
        nomeFantasia: 'Solar do Atlântico',
        temBiometria: false,
        multiplosBlocos: false,
      },
    ]);
    const palmeiras = ['Bloco A', 'Bloco B', 'Bloco C'].map((nome) => ({ nome, units: 24 }));
    await insertCondominium(t, 1001, buildBlocks(1001, palmeiras, taken));
    await insertCondominium(t, 1002, buildBlocks(1002, [{ nome: 'Torre Única', units: 20 }], taken));
    await seedStaff(t, {
      carlos: await cachedHash(DEMO_LOGINS[0].password, cost),
      maria: await cachedHash(DEMO_LOGINS[1].password, cost),
      renata: await cachedHash(DEMO_LOGINS[2].password, cost),
    });
    await seedVehicles(t);
    await seedCorrespondence(t);
    await seedAccessControl(t);
    await seedTimeline(t);
    await seedReservations(t, options.now);
    await seedDocuments(t, new Date());
    await seedOccurrences(t, new Date());
    await seedVisitors(t, options.now);
    await seedKeys(t, options.now ?? new Date());
  });
};
