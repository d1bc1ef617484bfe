import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { condominios } from './schema/index.ts';

export const isDatabaseEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(condominios);
  return (row?.count ?? 0) === 0;
};
