import { basename, dirname, relative, resolve, sep } from 'node:path';

/**
 * The server's floors (issue 29, decision 108): areas stand on the platform and never on each other.
 * - an area (`modules/<area>`) imports no other area, except the condominium kernel (modules/condominium: condominiums, blocks, units, the people lookup);
 * - the platform (`platform/`: http, access, change, lists, reports, files, notices, timeline) imports no area;
 * - `db/` (client, schema, migrations) imports no area and no platform; the demo seed
 *   lives beside it in `seed/`;
 * - only repositories, the platform, `db/` itself, the seed and tests import `db/schema` (types excepted).
 * Relative imports are resolved to real paths, as in web-boundaries.js.
 */
export const KERNEL_AREAS = ['condominium'];
const PLATFORM_DIRS = ['platform'];

const MESSAGES = {
  otherArea:
    'Uma área não importa outra (só o núcleo do condomínio: {{kernel}}): leve o que as duas usam para a plataforma.',
  platformToArea: 'A plataforma serve todas as áreas e não importa nenhuma.',
  dbUp: 'db/ guarda cliente, esquema e migrações: não importa áreas nem a plataforma.',
  schema: 'Só repositórios (*.repository.ts), a plataforma, db/ e o seed importam db/schema.',
  stale:
    'A exceção conhecida "{{spec}}" não existe mais neste arquivo: tire-a de eslint-rules/server-boundaries-known.js.',
};

/** The zone of a path under the server's src folder: 'area:<name>', 'platform', 'schema', 'seed', 'db' or null. */
export const zoneOf = (srcRoot, path) => {
  const parts = relative(srcRoot, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'modules') return `area:${parts[1].replace(/\.ts$/, '')}`;
  if (PLATFORM_DIRS.includes(parts[0])) return 'platform';
  if (parts[0] === 'seed') return 'seed';
  if (parts[0] === 'db') return parts[1] === 'schema' || parts[1] === 'schema.ts' ? 'schema' : 'db';
  return null;
};

const isTest = (file) => /\.test\.ts$|\.test-support\.ts$/.test(file) || file.split(sep).includes('test');

const problemOf = (file, from, to) => {
  if (!from || !to || from === to) return null;
  if (from.startsWith('area:') && to.startsWith('area:'))
    return KERNEL_AREAS.includes(to.slice(5)) ? null : 'otherArea';
  if (from === 'platform' && to.startsWith('area:')) return 'platformToArea';
  if ((from === 'db' || from === 'schema') && (to.startsWith('area:') || to === 'platform')) return 'dbUp';
  if (to === 'schema' && from.startsWith('area:') && !basename(file).endsWith('.repository.ts')) return 'schema';
  return null;
};

/**
 * `known`: the crossings that exist today and are being moved (issue 29), as { file, spec } with `file` relative to
 * srcRoot. They are allowed, listed in one place, and a listed crossing that no longer exists is itself an error, so
 * the list only shrinks.
 */
export const serverBoundaries = (srcRoot, known = []) => ({
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const file = context.filename;
    const relFile = relative(srcRoot, file).split(sep).join('/');
    if (isTest(relative(srcRoot, file))) return {};
    const from = zoneOf(srcRoot, file);
    const expected = new Set(known.filter((k) => k.file === relFile).map((k) => k.spec));
    const seen = new Set();
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = zoneOf(srcRoot, resolve(dirname(file), spec));
      // A type from the schema (a column's union, say) couples no query to the tables.
      if (to === 'schema' && node.parent?.importKind === 'type') return;
      const messageId = problemOf(file, from, to);
      if (!messageId) return;
      if (expected.has(spec)) seen.add(spec);
      else context.report({ node, messageId, data: { kernel: KERNEL_AREAS.join(', ') } });
    };
    return {
      'Program:exit': (program) => {
        for (const spec of expected)
          if (!seen.has(spec)) context.report({ node: program, messageId: 'stale', data: { spec } });
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
});
