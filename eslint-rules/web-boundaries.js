import { dirname, relative, resolve, sep } from 'node:path';

/**
 * STYLE.md "Imports run one way", as bulletproof-react's zones: a feature imports no other feature and not app/;
 * components/ and lib/ import no feature and not app/. Relative imports are resolved to real paths (the web app
 * has no path aliases), so `../../vehicles/api/x` from a correspondence file is caught however deep it sits.
 * Written here rather than taken from eslint-plugin-import-x: its native resolver's platform packages are not all
 * on the registry these machines use, which leaves a lockfile that `npm ci` refuses.
 */
const MESSAGES = {
  otherFeature: 'Uma área não importa outra: leve o que as duas usam para components/ ou lib/.',
  app: 'Uma área não importa app/: app/ monta as áreas, não o contrário.',
  shared: 'components/ e lib/ servem todas as áreas e não importam nenhuma.',
};

/** "features/<name>", "app", "components", "lib" or null, for a path under the web app's src folder. */
const zoneOf = (srcRoot, path) => {
  const parts = relative(srcRoot, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return ['app', 'components', 'lib'].includes(parts[0]) ? parts[0] : null;
};

const problemOf = (from, to) => {
  if (!from || !to || from === to) return null;
  if (from.startsWith('features/')) {
    if (to.startsWith('features/')) return 'otherFeature';
    return to === 'app' ? 'app' : null;
  }
  if (from === 'components' || from === 'lib') return to.startsWith('features/') || to === 'app' ? 'shared' : null;
  return null;
};

export const webBoundaries = (srcRoot) => ({
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const from = zoneOf(srcRoot, context.filename);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const messageId = problemOf(from, zoneOf(srcRoot, resolve(dirname(context.filename), spec)));
      if (messageId) context.report({ node, messageId });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
});
