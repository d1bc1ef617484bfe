import { ADMINISTRATOR_ROLE, DEFAULT_ROLES } from '@portaria/shared/administration/roles';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import type { CondominiumSettings } from '@portaria/shared/administration/administration.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { databaseErrorOf } from '../../platform/http/database-errors.ts';
import { blocos, condominios, rolePermissions, roles, usuarioRoles } from '../../db/schema/index.ts';

/** What the console writes of a condominium (the create form adds the reference and the division in blocks). */
export type CondominiumValues = {
  nome: string;
  nomeFantasia: string | null;
  cnpj: string | null;
  endereco: string | null;
  temBiometria: boolean;
  suporteWhatsapp: string | null;
  suporteTelefone: string | null;
  chatUrl: string | null;
  painelBiometriaUrl: string | null;
  /** Absent: unchanged (7 on a new condominium). */
  diasAlertaEncomenda?: number | undefined;
  /** Absent: unchanged (3 and 7 on a new condominium). */
  diasPrimeiroLembrete?: number | undefined;
  diasEntreLembretes?: number | undefined;
  /** Absent: unchanged (off on a new condominium). */
  comprovanteRetirada?: boolean | undefined;
};

const settingsColumns = {
  idCondo: condominios.idCondo,
  referencia: condominios.referencia,
  nome: condominios.nome,
  nomeFantasia: condominios.nomeFantasia,
  cnpj: condominios.cnpj,
  endereco: condominios.endereco,
  temBiometria: condominios.temBiometria,
  suporteWhatsapp: condominios.suporteWhatsapp,
  suporteTelefone: condominios.suporteTelefone,
  chatUrl: condominios.chatUrl,
  painelBiometriaUrl: condominios.painelBiometriaUrl,
  diasAlertaEncomenda: condominios.diasAlertaEncomenda,
  diasPrimeiroLembrete: condominios.diasPrimeiroLembrete,
  diasEntreLembretes: condominios.diasEntreLembretes,
  comprovanteRetirada: condominios.comprovanteRetirada,
  ativo: condominios.ativo,
  multiplosBlocos: condominios.multiplosBlocos,
};

export const findSettings = async (db: Database, idCondo: number): Promise<CondominiumSettings | null> => {
  const [row] = await db.select(settingsColumns).from(condominios).where(eq(condominios.idCondo, idCondo));
  return row ?? null;
};

/** The condominiums where the user is an administrator, active or not, by name. */
export const listManaged = (db: Database, idUsuario: number): Promise<CondominiumSettings[]> =>
  db
    .select(settingsColumns)
    .from(condominios)
    .where(
      sql`exists (select 1 from ${usuarioRoles} join ${roles} on ${roles.id} = ${usuarioRoles.idRole}
        where ${usuarioRoles.idUsuario} = ${idUsuario} and ${roles.idCondo} = ${condominios.idCondo}
          and ${roles.nome} = ${ADMINISTRATOR_ROLE})`,
    )
    .orderBy(asc(condominios.nome), asc(condominios.idCondo));

/**
 * A new condominium with the default roles (decision 116), one block when it has a single one, and the creator as
 * its administrator. Ids follow the largest (the demo's are 1001, 1002); a reference left empty takes the next free.
 */
export const insertCondominium = async (
  t: Database,
  values: CondominiumValues & { referencia: number | null; multiplosBlocos: boolean },
  creatorId: number,
): Promise<number> => {
  const referencia =
    values.referencia ?? sql`(select coalesce(max(${condominios.referencia}), 1000) + 1 from ${condominios})`;
  const [row] = await t
    .insert(condominios)
    .values({
      ...values,
      idCondo: sql`(select coalesce(max(${condominios.idCondo}), 1000) + 1 from ${condominios})`,
      referencia,
      nomeFantasia: values.nomeFantasia ?? values.nome,
    })
    .returning({ idCondo: condominios.idCondo });
  const idCondo = row!.idCondo;
  const roleRows = await t
    .insert(roles)
    .values(DEFAULT_ROLES.map((r) => ({ idCondo, nome: r.nome })))
    .returning({ id: roles.id, nome: roles.nome });
  const idOf = (nome: string) => roleRows.find((r) => r.nome === nome)!.id;
  await t
    .insert(rolePermissions)
    .values(DEFAULT_ROLES.flatMap((r) => r.permissoes.map((permissao) => ({ idRole: idOf(r.nome), permissao }))));
  await t.insert(usuarioRoles).values({ idUsuario: creatorId, idRole: idOf(ADMINISTRATOR_ROLE) });
  if (!values.multiplosBlocos) await t.insert(blocos).values({ idCondo, nome: M.singleBlockName });
  return idCondo;
};

export const updateSettings = async (t: Database, idCondo: number, values: CondominiumValues) => {
  await t
    .update(condominios)
    .set({ ...values, nomeFantasia: values.nomeFantasia ?? values.nome })
    .where(eq(condominios.idCondo, idCondo));
};

export const setActive = async (t: Database, idCondo: number, ativo: boolean): Promise<boolean> => {
  const rows = await t
    .update(condominios)
    .set({ ativo })
    .where(and(eq(condominios.idCondo, idCondo), eq(condominios.ativo, !ativo)))
    .returning({ idCondo: condominios.idCondo });
  return rows.length === 1;
};

/** Which unique value a clash was on, by the constraint PostgreSQL names (both drivers give it). */
export const clashOf = (error: unknown): 'cnpj' | 'referencia' | 'cpf' | null => {
  const name = String(databaseErrorOf(error)?.constraint ?? '');
  if (name.includes('cnpj')) return 'cnpj';
  if (name.includes('referencia')) return 'referencia';
  if (name.includes('cpf')) return 'cpf';
  return null;
};
