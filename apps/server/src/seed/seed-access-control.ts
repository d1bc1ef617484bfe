import { completeCpf, isValidCpf } from '@portaria/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blocos, pessoas, solicitacoesAcesso, unidades, usuarios } from '../db/schema/index.ts';

/** Known demo people of the access-control area (issue 12 "Demo data"); the browser journeys invite some of them. */
export const ACCESS_DEMO = {
  /** Blocked by the owner in 4521 Bloco A 103: a request for this CPF there answers MORADOR_BLOQUEADO. */
  blocked: { nome: 'Otávio Ramos Pereira', bloco: 'Bloco A', unidade: '103' },
  /** Waiting for the syndic in 4521 Bloco B 104. */
  pending: { nome: 'Larissa Moura Campos', bloco: 'Bloco B', unidade: '104' },
  /** No resident of this 4521 unit has the app. */
  withoutApp: { bloco: 'Bloco A', unidade: '102' },
  /** Nobody lives in this 7310 unit any more (its residents left; kept in the history). */
  empty: { bloco: 'Torre Única', unidade: '504' },
  /** No phone on record in 4521: the face-biometrics invitation offers only the link, never the SMS. */
  withoutPhone: { nome: 'Sebastião Moreira Lopes', bloco: 'Bloco C', unidade: '102' },
  /** Registered by the demo doorkeeper (Carlos): he may delete these. */
  byDoorkeeper: [
    { nome: 'Beatriz Andrade Lima', bloco: 'Bloco B', unidade: '203', perfil: 'morar.morador', flUsoApp: true },
    { nome: 'Rogério Tavares Nogueira', bloco: 'Bloco C', unidade: '101', perfil: 'morar.inquilino', flUsoApp: false },
    { nome: 'Helena Duarte Fonseca', bloco: 'Bloco A', unidade: '302', perfil: 'morar.proprietario', flUsoApp: true },
  ],
} as const;

const cpfFrom = (base: number): string => {
  for (let n = base; ; n++) {
    const cpf = completeCpf(String(n).padStart(9, '0'));
    if (isValidCpf(cpf)) return cpf;
  }
};

const unitId = async (db: Database, idCondo: number, bloco: string, unidade: string): Promise<number> => {
  const [row] = await db
    .select({ id: unidades.idUnidade })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), eq(blocos.nome, bloco), eq(unidades.nome, unidade)));
  return row!.id;
};

const condoPeople = (idCondo: number) =>
  sql`${pessoas.idUnidade} in (select u.id_unidade from unidades u join blocos b on b.id_bloco = u.id_bloco where b.id_condo = ${idCondo})`;

/**
 * The five profiles, legacy records, app users, biometry, a unit nobody lives in, a unit without app users, a
 * blocked CPF and a pending request. Runs after the correspondence seed (which marks the app users).
 */
export const seedAccessControl = async (db: Database, now = new Date()): Promise<void> => {
  const [carlos] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, '52998224725'));
  // Profiles by id, so the same seed gives the same people; tenants keep their profile (vehicles read it).
  const notTenant = sql`${pessoas.perfil} <> 'morar.inquilino'`;
  await db
    .update(pessoas)
    .set({ perfil: 'morar.proprietario' })
    .where(and(notTenant, sql`${pessoas.id} % 4 = 0`));
  await db
    .update(pessoas)
    .set({ perfil: 'morar.parcial' })
    .where(and(notTenant, sql`${pessoas.id} % 9 = 4`));
  await db
    .update(pessoas)
    .set({ perfil: 'morar.restrito' })
    .where(and(notTenant, sql`${pessoas.id} % 13 = 6`));
  // Records that came from the legacy system: the desk cannot edit them.
  await db
    .update(pessoas)
    .set({ flCadastroDoLegado: true })
    .where(sql`${pessoas.id} % 5 = 1`);
  // Face biometry registered, only where the condominium has it (4521).
  await db
    .update(pessoas)
    .set({ statusBiometria: 'CADASTRADA' })
    .where(and(condoPeople(1001), sql`${pessoas.id} % 6 = 2`));
  // Residents came in over the last two years.
  await db.update(pessoas).set({ createdAt: sql`${now}::timestamptz - (${pessoas.id} % 700) * interval '1 day'` });

  const withoutApp = await unitId(db, 1001, ACCESS_DEMO.withoutApp.bloco, ACCESS_DEMO.withoutApp.unidade);
  await db.update(pessoas).set({ appInstalado: false }).where(eq(pessoas.idUnidade, withoutApp));

  const empty = await unitId(db, 1002, ACCESS_DEMO.empty.bloco, ACCESS_DEMO.empty.unidade);
  await db
    .update(pessoas)
    .set({ situacao: 'REMOVIDO', removidoEm: now, appInstalado: false })
    .where(eq(pessoas.idUnidade, empty));

  let base = 481_516_230;
  const people = await Promise.all(
    ACCESS_DEMO.byDoorkeeper.map(async (p, i) => ({
      idUnidade: await unitId(db, 1001, p.bloco, p.unidade),
      cpf: cpfFrom(base + i * 1000),
      nome: p.nome,
      email: `${p.nome.split(' ')[0]!.toLowerCase()}.demo@email.com.br`,
      telefone: `1198765${String(4300 + i).padStart(4, '0')}`,
      perfil: p.perfil,
      flUsoApp: p.flUsoApp,
      createdBy: carlos?.id ?? null,
      createdAt: new Date(now.getTime() - (i + 2) * 86_400_000),
    })),
  );
  base += 10_000;
  const blockedUnit = await unitId(db, 1001, ACCESS_DEMO.blocked.bloco, ACCESS_DEMO.blocked.unidade);
  await db.insert(pessoas).values([
    ...people,
    {
      idUnidade: blockedUnit,
      cpf: cpfFrom(base),
      nome: ACCESS_DEMO.blocked.nome,
      email: null,
      telefone: '11987650099',
      perfil: 'morar.morador',
      situacao: 'BLOQUEADO',
    },
  ]);
  await db.insert(pessoas).values({
    idUnidade: await unitId(db, 1001, ACCESS_DEMO.withoutPhone.bloco, ACCESS_DEMO.withoutPhone.unidade),
    cpf: cpfFrom(base + 2000),
    nome: ACCESS_DEMO.withoutPhone.nome,
    email: 'sebastiao.demo@email.com.br',
    telefone: null,
    perfil: 'morar.morador',
  });
  const pendingUnit = await unitId(db, 1001, ACCESS_DEMO.pending.bloco, ACCESS_DEMO.pending.unidade);
  await db.insert(solicitacoesAcesso).values({
    idCondo: 1001,
    idUnidade: pendingUnit,
    nomeSolicitante: ACCESS_DEMO.pending.nome,
    cpfCnpjSolicitante: cpfFrom(base + 1000),
    tipoVinculo: 'morar.inquilino',
    emailSolicitante: 'larissa.campos@email.com.br',
    celularSolicitante: '11987651234',
    acessoApp: false,
    createdBy: carlos?.id ?? null,
    createdAt: new Date(now.getTime() - 5 * 3_600_000),
  });
  // Keep the demo's doorkeeper-created residents visible in every list of the unit.
  await db
    .update(pessoas)
    .set({ flCadastroDoLegado: false })
    .where(
      inArray(
        pessoas.cpf,
        people.map((p) => p.cpf),
      ),
    );
};
