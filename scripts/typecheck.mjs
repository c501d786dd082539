#!/usr/bin/env node
// Type-checks every part under TypeScript strict (typecheck-commands.mjs), one project per core at a time.
import { runTogether } from './run-together.mjs';
import { typecheckCommands } from './typecheck-commands.mjs';

await runTogether(typecheckCommands);
