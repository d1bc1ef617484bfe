import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { webBoundaries } from './eslint-rules/web-boundaries.js';
import { serverBoundaries } from './eslint-rules/server-boundaries.js';
import { KNOWN_CROSSINGS } from './eslint-rules/server-boundaries-known.js';
import { noImportCycles } from './eslint-rules/import-cycles.js';

const WEB_SRC = fileURLToPath(new URL('apps/web/src', import.meta.url));
const SERVER_SRC = fileURLToPath(new URL('apps/server/src', import.meta.url));
const SHARED_SRC = fileURLToPath(new URL('packages/shared/src', import.meta.url));
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const local = {
  rules: {
    'web-boundaries': webBoundaries(WEB_SRC),
    'server-boundaries': serverBoundaries(SERVER_SRC, KNOWN_CROSSINGS),
    'no-import-cycles': noImportCycles([SERVER_SRC, WEB_SRC, SHARED_SRC], ROOT),
  },
};

// A word of two letters or more: pt-BR copy, as opposed to '', '/', '·' or a number.
const WORD = '/[A-Za-zÀ-ÿ]{2,}/';
// A text that starts like a pt-BR label or sentence ('Cadastro', 'Erro ao buscar...'), for module constants.
const CAPITALISED = '/^[A-ZÀ-Ý][a-zà-ÿ]+/';
const COPY_PROPS = '/^(label|title|description|message|helperText|placeholder|alt|aria-label|aria-description)$/';
const COPY_VALUE = `JSXAttribute[name.name=${COPY_PROPS}] > JSXExpressionContainer`;
const copyMessage = 'Texto para o usuário vem das mensagens em packages/shared (STYLE.md, convenção 7).';

/** STYLE.md convention 7: a literal pt-BR text in a component fails lint; the copy lives in *.messages.ts. */
const inlineCopy = [
  `JSXText[value=${WORD}]`,
  `JSXExpressionContainer > Literal[value=${WORD}]`,
  `JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
  `JSXAttribute[name.name=${COPY_PROPS}] > Literal[value=${WORD}]`,
  `${COPY_VALUE} > :matches(LogicalExpression, ConditionalExpression) > Literal[value=${WORD}]`,
  `Property[key.name=${COPY_PROPS}] > Literal[value=${WORD}]`,
  `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > Literal[value=${CAPITALISED}]`,
].map((selector) => ({ selector, message: copyMessage }));

/** The same rule for plain modules: hooks and helpers of the web, and the server's areas (their answers' texts). */
const inlineCopyInModules = [
  `Property[key.name=${COPY_PROPS}] > Literal[value=${WORD}]`,
  `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > Literal[value=${CAPITALISED}]`,
  `NewExpression[callee.name='HttpError'] > Literal[value=${WORD}]`,
  `NewExpression[callee.name='HttpError'] > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
].map((selector) => ({ selector, message: copyMessage }));

const htmlSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Stored data is text: render it, never as HTML (decision 064).',
  },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Stored data is text: use textContent (decision 064).',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Stored data is text: never build HTML (decision 064).',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'Stored data is text: never build HTML (decision 064).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Stored names may hold markup ("<script>…"): the web prints every value as text, never as HTML (decision 064).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/web-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/server-boundaries': 'error' },
  },
  {
    // No loop in the import graph of the three source folders (decision 110).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-import-cycles': 'error' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    // Both lists: a later block's no-restricted-syntax replaces an earlier one for the same files.
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks, ...inlineCopy] },
  },
  {
    files: ['apps/web/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...htmlSinks, ...inlineCopyInModules] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-support.ts'],
    rules: { 'no-restricted-syntax': ['error', ...inlineCopyInModules] },
  },
);
