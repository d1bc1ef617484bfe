import { formatCpf } from '@portaria/shared';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase, migrate } from './db/client.ts';
import { isDatabaseEmpty } from './db/is-empty.ts';
import { DEMO_LOGINS, seedDemo } from './seed/seed-demo.ts';
import { openSetup } from './modules/administration/setup.repository.ts';
import { describeSmsDelivery } from './platform/notices/create-notifier.ts';

const config = loadConfig();
const database = await createDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  namedStatements: config.namedStatements,
  quickCompile: config.pgliteQuickCompile,
});
await migrate(database.db);
const isNewDemo = config.demoData && (await isDatabaseEmpty(database.db));
if (isNewDemo) await seedDemo(database.db);
// Without the demo, an installation nobody administers yet prints its one-time setup address (issue 31).
const setupSecret = config.demoData ? null : await openSetup(database.db, new Date());

const app = await buildApp({ db: database.db, config });
await app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
const engine = database.engine === 'pglite' ? `PGlite em ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)';
console.log(`\nPortaria em ${base}`);
console.log(`Banco de dados: ${engine}`);
// The demo passwords go to the terminal once, when they are created, and never through the logger.
if (setupSecret) {
  console.log('Instalação sem administrador. Abra uma única vez para configurar:');
  console.log(`  ${base}/instalacao/${setupSecret}`);
} else if (!config.demoData) {
  console.log('Sem dados de demonstração (DEMO_DATA=false).');
} else if (isNewDemo) {
  console.log('Dados de demonstração criados. Logins:');
  for (const login of DEMO_LOGINS)
    console.log(`  ${login.perfil}: CPF ${formatCpf(login.cpf)}  senha ${login.password}`);
} else {
  console.log('Logins de demonstração: veja a seção "Demo logins" do README.');
}
console.log(describeSmsDelivery(config, base));
// The base of every link sent by SMS or e-mail: configuration only, never a request's Host (decision 097).
console.log(`Links enviados (convites e documentos): ${config.publicUrl}`);
if (!process.env.PUBLIC_URL && config.nodeEnv === 'production') {
  console.log(
    'AVISO: PUBLIC_URL não definida; os links enviados apontam para este computador. Defina PUBLIC_URL com o endereço público.',
  );
}
console.log(`Documentação da API: ${base}/api/docs\n`);

let isClosing = false;
const shutdown = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info(`${signal} recebido, encerrando`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'falha ao encerrar');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
