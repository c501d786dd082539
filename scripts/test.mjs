#!/usr/bin/env node
// `npm test`: every check and every test, browser tests included, from a fresh clone after `npm install`.
// Steps run in order and the first failure stops the run; the last line sums the tests that ran.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { run, repoRoot } from './run.mjs';
import { runTogether } from './run-together.mjs';
import { typecheckCommands } from './typecheck-commands.mjs';
import { prepareTestMachine } from './test-machine.mjs';

const reports = join(repoRoot, 'test-results');
mkdirSync(reports, { recursive: true });
const jestReport = join(reports, 'jest.json');
const playwrightReport = join(reports, 'playwright.json');

// PostgreSQL, Redis, Chromium and nginx first: a machine that lacks one says so before minutes of checks.
prepareTestMachine();

// Lint, formatting and the type checks read the sources only and are each one single-threaded process: one per core
// at a time, lint (the longest) first.
await runTogether([
  ['npx', ['eslint', '.', '--max-warnings', '0']],
  ...typecheckCommands,
  ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
]);
run('node', ['scripts/build.mjs']);
run('node', [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--json',
  `--outputFile=${jestReport}`,
  ...process.argv.slice(2),
]);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});

const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
const browser = existsSync(playwrightReport) ? JSON.parse(readFileSync(playwrightReport, 'utf8')).stats : {};
const passed = jest.numPassedTests + (browser.expected ?? 0);
const failed = jest.numFailedTests + (browser.unexpected ?? 0) + (browser.flaky ?? 0);
console.log(`\nunit and integration: ${jest.numPassedTests} passed; browser: ${browser.expected ?? 0} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
