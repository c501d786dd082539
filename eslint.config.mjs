// Lint holds the architecture: rules stay pure, boards stay independent of the shell and the backend, and a game
// needs nothing of the site's wire protocol.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { repoRoot, gameWorkspaces } = createRequire(import.meta.url)('./scripts/workspaces.cjs');

const RULES_ARE_PURE =
  'Rules modules are pure: they import only @tabletop/game-kit and their own files, so the server and the board run the same code.';
const MUI_BY_SUBPATH = {
  name: '@mui/material',
  message:
    "Import MUI by subpath ('@mui/material/Button', '@mui/material/styles'): the barrel defeats tree-shaking and the per-module sharing between the shell and the boards.",
};
const REACT_CODE = [
  'shell/src/**/*.{ts,tsx}',
  'mfe-*/src/board/**/*.{ts,tsx}',
  'packages/board-kit/src/**/*.{ts,tsx}',
  'bench/board-floor/**/*.{ts,tsx}',
];
const BACKEND_NAMES_NO_GAME =
  'The backend hosts every game backend/package.json depends on, loaded by name at run time (games/registry.ts): its source names none.';
const BOARDS_ARE_INDEPENDENT =
  'A board ships on its own: it may use the game kits and its own rules, never the shell or the backend.';
/** Every game package's name, found as the build finds games (a new folder is covered without an edit here). */
const GAME_PACKAGES = gameWorkspaces().map(
  (dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).name,
);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A game package by name, or a game folder reached by a relative path. */
const A_GAME = `^(${GAME_PACKAGES.map(escape).join('|')})(/|$)|^(\\.\\./)+mfe-[^/]+(/|$)`;
const GAMES_ARE_INDEPENDENT = {
  regex: A_GAME,
  message: 'A game ships on its own: it uses the kits and its own files (relatively), never another game.',
};
/** The site's wire protocol: the backend, the shell, the bench and the browser tests share it; a game never needs it. */
const GAMES_KNOW_NO_PROTOCOL = {
  regex: '^@tabletop/protocol(/|$)|^(\\.\\./)+(packages/)?protocol(/|$)',
  message:
    "A game depends only on the game contract (@tabletop/game-kit) and the board kit: the site's wire protocol (@tabletop/protocol) is the backend's, the shell's, the bench's and the browser tests' business.",
};
const PROTOCOL_IS_A_KIT =
  'The protocol is a kit under the backend and the shell: pure TypeScript that imports only @tabletop/game-kit and its own files.';
const TESTS_CLOSE_THEIR_CONTEXTS = {
  name: '@playwright/test',
  importNames: ['test'],
  message:
    "Browser tests take `test` from e2e/tests/fixtures.ts, which closes the browser contexts a test opens; Playwright's own leaves them running for the rest of the run.",
};
const SHELL_KNOWS_NO_GAME = {
  regex: A_GAME,
  message: 'The shell knows no game: it finds them through GET /api/games and loads their boards as remotes.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Other builds: the bench's floor page, and backend builds the bench compares (bench/README.md).
      '**/dist-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      'coverage/**',
      // Placeholders until `npm run new-game` fills them in; scripts/test/new-game.test.ts lints the game it makes.
      'scripts/game-template/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Type-aware: a promise nobody awaits or handles, or one handed to something that ignores what it returns (an
    // event listener, a timer, onClick), is an unhandled rejection waiting to happen, and one ends the process.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The game kit's own tsconfig leaves its tests out (they are checked by tsconfig.test.json).
    files: ['packages/game-kit/src/**/*.test.ts', 'packages/game-kit/src/testing/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './packages/game-kit/tsconfig.test.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // The same for the protocol's tests.
    files: ['packages/protocol/src/**/*.test.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './packages/protocol/tsconfig.test.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@tabletop/(?!(game-kit|protocol)($|/))', message: BACKEND_NAMES_NO_GAME }] },
      ],
    },
  },
  {
    // A game's browser tests (mfe-<game>/e2e) are checked with the site's (e2e/tsconfig.json includes them).
    files: ['mfe-*/e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './e2e/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.d.cts'], ...tseslint.configs.disableTypeChecked },
  {
    files: REACT_CODE,
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // On a component (MUI's Button in a Dialog, which moves focus into itself anyway) autoFocus picks the
      // dialog's least destructive action, as the WAI-ARIA dialog pattern asks; on a bare element it stays an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: REACT_CODE,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [MUI_BY_SUBPATH] }],
    },
  },
  {
    files: ['mfe-*/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GAMES_ARE_INDEPENDENT, GAMES_KNOW_NO_PROTOCOL] }] },
  },
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [TESTS_CLOSE_THEIR_CONTEXTS] }] },
  },
  {
    files: ['mfe-*/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [TESTS_CLOSE_THEIR_CONTEXTS], patterns: [GAMES_ARE_INDEPENDENT, GAMES_KNOW_NO_PROTOCOL] },
      ],
    },
  },
  {
    // Boards build on the board kit, so it stays on the game's side of the line too.
    files: ['packages/board-kit/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [MUI_BY_SUBPATH], patterns: [GAMES_KNOW_NO_PROTOCOL] }] },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: [MUI_BY_SUBPATH], patterns: [SHELL_KNOWS_NO_GAME] }] },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [MUI_BY_SUBPATH],
          patterns: [
            GAMES_ARE_INDEPENDENT,
            GAMES_KNOW_NO_PROTOCOL,
            {
              regex: '^(@tabletop/(shell|backend)(/|$)|(\\.\\./)+(shell|backend)(/|$))',
              message: BOARDS_ARE_INDEPENDENT,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mfe-*/src/rules/**/*.ts', 'packages/game-kit/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            GAMES_ARE_INDEPENDENT,
            {
              regex: '^(?!\\.{1,2}/|@tabletop/game-kit$)|(^|/)(shell|backend|board)(/|$)',
              message: RULES_ARE_PURE,
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the game state.' },
        { object: 'Date', property: 'now', message: 'Rules have no clock.' },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'setTimeout', 'setInterval', 'process', 'window', 'document', 'require', 'performance'].map(
          (name) => ({ name, message: RULES_ARE_PURE }),
        ),
      ],
    },
  },
  {
    files: ['packages/protocol/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.{1,2}/|@tabletop/game-kit$)|(^|/)(shell|backend|board)(/|$)', message: PROTOCOL_IS_A_KIT },
          ],
        },
      ],
    },
  },
);
