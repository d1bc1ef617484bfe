/**
 * `npm start` runs this first: the web app is built only when its inputs changed since the last build (sources of
 * apps/web and packages/shared, the Vite config, the lockfile), so a restart takes the server's time, not Vite's.
 * The inputs' hash is kept in node_modules/.cache/portaria (outside the served dist); a missing dist or hash means a build.
 * The server is built every time (~0.5 s, scripts/server-bundle.ts): `npm start` then runs it with plain node.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildServerBundle } from './server-bundle.ts';

const root = new URL('..', import.meta.url).pathname;
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/scripts',
  'packages/shared/src',
  'package-lock.json',
];
const hashFile = join(root, 'node_modules/.cache/portaria/web-build-hash');

const filesUnder = (path: string): string[] => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
};

const hash = createHash('sha256');
for (const file of INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
  hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
}
const current = hash.digest('hex');
const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';

if (current === previous && existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('App web sem mudanças desde o último build: build pulado.');
} else {
  execSync('npm run build -w @portaria/web', { cwd: root, stdio: 'inherit' });
  mkdirSync(dirname(hashFile), { recursive: true });
  writeFileSync(hashFile, `${current}\n`);
}

await buildServerBundle('start');
