#!/usr/bin/env node
// `npm run fuzz [-- --cases N --seed S]`: the full hostile-input fuzzer (100,000 cases by default) against a real server
// and the local PostgreSQL. Prints the counts and the seed; exits non-zero on any failure. FUZZ_SEED replays a run.
import { parseArgs } from 'node:util';
import { run } from './run.mjs';

const { values } = parseArgs({ options: { cases: { type: 'string' }, seed: { type: 'string' } } });
const env = {
  ...process.env,
  FUZZ_CASES: values.cases ?? process.env.FUZZ_CASES ?? '100000',
  ...((values.seed ?? process.env.FUZZ_SEED) ? { FUZZ_SEED: values.seed ?? process.env.FUZZ_SEED } : {}),
};
run('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', 'backend/test/fuzz.e2e.test.ts'], { env });
