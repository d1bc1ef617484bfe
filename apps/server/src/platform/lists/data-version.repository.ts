import type { DataListId } from '@portaria/shared/areas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataVersions } from '../../db/schema/index.ts';

/** The lists whose answers are cached (or may be): one version each per condominium, declared by each area. */
export type DataArea = DataListId;

/**
 * Marks the area's lists of the condominium as changed. Runs INSIDE the write's transaction (platform/change/record-change.ts
 * calls it, so a write cannot forget it): the new version becomes visible exactly when the data does.
 */
export const bumpDataVersion = async (tx: Database, idCondo: number, area: DataArea): Promise<void> => {
  await tx
    .insert(dataVersions)
    .values({ idCondo, area, versao: 1 })
    .onConflictDoUpdate({
      target: [dataVersions.idCondo, dataVersions.area],
      set: { versao: sql`${dataVersions.versao} + 1` },
    });
};

const prepare = (db: Database) =>
  db
    .select({ versao: dataVersions.versao })
    .from(dataVersions)
    .where(and(eq(dataVersions.idCondo, sql.placeholder('idCondo')), eq(dataVersions.area, sql.placeholder('area'))))
    .prepare('data_version_read');

// One prepared statement per database handle (tests build many).
const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

/** The area's version (0 before its first write). Read only by cached lists, one primary-key lookup. */
export const readDataVersion = async (db: Database, idCondo: number, area: DataArea): Promise<number> => {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ idCondo, area });
  return Number(row?.versao ?? 0);
};
