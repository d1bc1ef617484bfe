import { completeCpf } from '@portaria/shared';
import type { Database } from '../src/db/client.ts';
import { blocos, pessoas, unidades } from '../src/db/schema/index.ts';

/** The names the benchmarks give people: every mix of a first name and two surnames, accents included. */
export const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Larissa',
  'Márcio',
  'Natália',
  'Otávio',
  'Paula',
  'Renato',
  'Sônia',
  'Tiago',
  'Úrsula',
  'Vítor',
];
export const LAST_NAMES = [
  'Souza',
  'Araújo',
  'Conceição',
  'Gonçalves',
  'Lima',
  'Pereira',
  'Damásio',
  'Magalhães',
  'Monteiro',
  'Nogueira',
  'Fonseca',
  'Vasconcelos',
  'Tavares',
  'Campos',
  'Ramos',
];

/** The benchmark condominium's size (bench:residents, and what bench:offline's desk reads). */
export const BENCH_RESIDENTS = { blocks: 50, unitsPerBlock: 100, residents: 20_000 } as const;

/**
 * On a migrated database with the demo: blocks 'Torre 01'..'Torre 50' of condominium 1001, 100 units each
 * ('1000'..'1099'), and 20,000 residents spread over them (valid CPFs, a quarter owners, two thirds with the app).
 */
export const seedBenchResidents = async (db: Database) => {
  const { blocks, unitsPerBlock, residents } = BENCH_RESIDENTS;
  const units = blocks * unitsPerBlock;
  const blockRows = await db
    .insert(blocos)
    .values(
      Array.from({ length: blocks }, (_, i) => ({ idCondo: 1001, nome: `Torre ${String(i + 1).padStart(2, '0')}` })),
    )
    .returning({ idBloco: blocos.idBloco });
  const unitIds: number[] = [];
  for (const block of blockRows) {
    const rows = await db
      .insert(unidades)
      .values(Array.from({ length: unitsPerBlock }, (_, i) => ({ idBloco: block.idBloco, nome: String(1000 + i) })))
      .returning({ idUnidade: unidades.idUnidade });
    unitIds.push(...rows.map((r) => r.idUnidade));
  }
  for (let start = 0; start < residents; start += 2000) {
    await db.insert(pessoas).values(
      Array.from({ length: 2000 }, (_, k) => {
        const i = start + k;
        return {
          idUnidade: unitIds[i % units]!,
          cpf: completeCpf(String(300_000_000 + i * 7)),
          nome: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`,
          telefone: '11987654321',
          perfil: i % 4 === 0 ? 'morar.proprietario' : 'morar.morador',
          appInstalado: i % 3 !== 0,
        };
      }),
    );
  }
  return { blockIds: blockRows.map((b) => b.idBloco), unitIds };
};
