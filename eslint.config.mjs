// Lint holds the architecture: rules stay pure, boards stay independent of the shell and the backend.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const RULES_ARE_PURE =
  'Rules modules are pure: they import only @tabletop/game-kit and their own files, so the server and the board run the same code.';
const MUI_BY_SUBPATH = {
  name: '@mui/material',
  message:
    "Import MUI by subpath ('@mui/material/Button', '@mui/material/styles'): the barrel defeats tree-shaking and the per-module sharing between the shell and the boards.",
};
const BOARDS_ARE_INDEPENDENT =
  'A board ships on its own: it may use the game kits and its own rules, never the shell or the backend.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      'coverage/**',
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
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/board/**/*.{ts,tsx}', 'packages/board-kit/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [MUI_BY_SUBPATH] }],
    },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [MUI_BY_SUBPATH],
          patterns: [
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
);
