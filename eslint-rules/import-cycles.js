import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * No import cycles (issue 29 item 6, decision 110). The TypeScript import graph of each source root is read from
 * disk once per lint run: relative imports, re-exports and dynamic imports, resolved as the bundler does (the path,
 * then .ts, .tsx, /index.ts, /index.tsx). Type-only imports count too: they run nothing, but a loop of types is the
 * same knot between two files, and none exists today. Tarjan's algorithm finds the strongly connected components;
 * every import between two files of one component lies on a cycle and is reported where it is written.
 * Written here rather than taken from madge or dpdm: a hundred lines, no dependency to keep installing cleanly.
 */
const SOURCE = /\.(ts|tsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations']);
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const listSources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : listSources(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The specifiers a file imports, re-exports or loads, as [specifier, line] pairs. */
export const importsOf = (path, text) => {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const add = (literal) =>
    found.push([literal.text, source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1]);
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(arg);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const resolveRelative = (from, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};

/** Map of file -> [{ to, spec, line }] for every source file under the roots (imports that leave a root are dropped). */
export const buildGraph = (roots) => {
  const files = roots.flatMap((root) => (existsSync(root) ? listSources(root) : []));
  const inRoots = (path) => roots.some((root) => !relative(root, path).startsWith('..'));
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const [spec, line] of importsOf(file, readFileSync(file, 'utf8'))) {
      const to = resolveRelative(file, spec);
      if (to && inRoots(to)) edges.push({ to, spec, line });
    }
    graph.set(file, edges);
  }
  return graph;
};

/** Tarjan's strongly connected components of more than one file, or of one file importing itself. */
export const cyclesOf = (graph) => {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(v, Math.min(low.get(v), low.get(to)));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), index.get(to)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const isSelfImport = component.length === 1 && (graph.get(v) ?? []).some((e) => e.to === v);
    if (component.length > 1 || isSelfImport) components.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return components;
};

/** The shortest way back from `from` to `to` inside one component, as a list of files. */
const pathBack = (graph, members, from, to) => {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === to) break;
    for (const { to: w } of graph.get(v)) {
      if (members.has(w) && !cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  const path = [];
  for (let v = to; v !== null; v = cameFrom.get(v)) path.unshift(v);
  return path;
};

/**
 * The imports that close a cycle, as { file, spec, line, cycle } where `cycle` is one loop through that import
 * (files relative to `base`, the first repeated at the end).
 */
export const findCycles = (roots, base) => {
  const graph = buildGraph(roots);
  const rel = (path) => relative(base, path).split(sep).join('/');
  const cycles = cyclesOf(graph).flatMap((component) => {
    const members = new Set(component);
    return component.flatMap((file) =>
      graph
        .get(file)
        .filter((e) => members.has(e.to))
        .map((e) => ({
          file,
          spec: e.spec,
          line: e.line,
          cycle: [file, ...pathBack(graph, members, e.to, file)].map(rel),
        })),
    );
  });
  return { cycles, files: graph.size };
};

const MESSAGE =
  'Importação circular: {{cycle}}. Leve o que os dois lados usam para um arquivo que nenhum deles importa.';
const runs = new Map();

/** The ESLint rule: the graph is built once per process for these roots, and each file gets its own imports' reports. */
export const noImportCycles = (roots, base) => ({
  meta: { type: 'problem', messages: { cycle: MESSAGE }, schema: [] },
  create(context) {
    const key = JSON.stringify([roots, base]);
    if (!runs.has(key)) runs.set(key, findCycles(roots, base));
    const mine = runs.get(key).cycles.filter((c) => c.file === context.filename);
    return {
      'Program:exit': () => {
        for (const c of mine)
          context.report({
            loc: { line: c.line, column: 0 },
            messageId: 'cycle',
            data: { cycle: c.cycle.join(' -> ') },
          });
      },
    };
  },
});
