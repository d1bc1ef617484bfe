import { sql } from 'drizzle-orm';
import { formatCpf } from '@portaria/shared';
import { loadConfig } from '../config.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { isDatabaseEmpty } from '../db/is-empty.ts';
import { DEMO_LOGINS, seedDemo } from './seed-demo.ts';

/**
 * `npm run seed`: migrates and loads the demo data into an empty database.
 * With data already there it refuses, unless run with `-- --reset`, which wipes EVERY table first.
 * Stop the server before: PGlite allows one process per data folder.
 */
// Through the root script npm swallows `--reset` as a config flag and exposes it as npm_config_reset.
const isReset = process.argv.includes('--reset') || process.env.npm_config_reset === 'true';
const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await migrate(database.db);
  if (!(await isDatabaseEmpty(database.db))) {
    if (!isReset) {
      console.log('O banco já tem dados; nada foi alterado.');
      console.log('Para apagar tudo e recriar os dados de demonstração: npm run seed -- --reset');
      process.exitCode = 0;
    } else {
      await database.db.execute(
        sql`TRUNCATE condominios, blocos, unidades, pessoas, usuarios, roles, role_permissions, usuario_roles, custom_permissions, sessions, tokens, audit_log RESTART IDENTITY CASCADE`,
      );
      console.log('Dados anteriores apagados.');
    }
  }
  if (await isDatabaseEmpty(database.db)) {
    await seedDemo(database.db);
    console.log('Dados de demonstração criados: condomínios 1001 (ref. 4521) e 1002 (ref. 7310).');
    for (const login of DEMO_LOGINS)
      console.log(`  ${login.perfil}: CPF ${formatCpf(login.cpf)}  senha ${login.password}`);
  }
} finally {
  await database.close();
}
