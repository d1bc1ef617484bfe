import { eq } from 'drizzle-orm';
import { chaveMovimentos, chaves } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

const HOUR = 3_600_000;
let made = 0;

/** A key of A, available, made for one request. */
export const newKeyOfA = async (t: TestApp): Promise<number> => {
  const [row] = await t.db
    .insert(chaves)
    .values({ idCondo: 1001, nome: `Chave da grade ${++made}`, criadoEm: t.clock.now() })
    .returning({ id: chaves.id });
  return row!.id;
};

/** A key of A out with a provider until an hour from now: its open movement. */
export const newMovementOfA = async (t: TestApp, portadorNome = 'Prestador da grade'): Promise<number> => {
  const idChave = await newKeyOfA(t);
  const now = t.clock.now();
  const [row] = await t.db
    .insert(chaveMovimentos)
    .values({
      idCondo: 1001,
      idChave,
      tipoPortador: 'PRESTADOR',
      portadorNome,
      portadorDocumento: '12.345.678-9',
      retiradaEm: now,
      devolucaoPrevista: new Date(now.getTime() + HOUR),
    })
    .returning({ id: chaveMovimentos.id });
  return row!.id;
};

/** The access world's marked key of A (access-world.ts): out with a provider of the same name. */
export const seedMarkedKey = async (t: TestApp, mark: string) => {
  const id = await newMovementOfA(t, mark);
  const [movement] = await t.db
    .select({ idChave: chaveMovimentos.idChave })
    .from(chaveMovimentos)
    .where(eq(chaveMovimentos.id, id));
  await t.db.update(chaves).set({ nome: mark }).where(eq(chaves.id, movement!.idChave));
};
