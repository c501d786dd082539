// Lints code the tests make up, as if it were the file at a given path, in one process: type-aware rules load a
// TypeScript project per tsconfig, which is too slow to do again for every case. Reads [{ path, code, typed }] as
// JSON on stdin and writes, for each, the rule ids reported (a parse error as "parse-error: <message>"); a case
// { path, rulesOf: [...] } gets instead those rules' settings in the config for that real file.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/** Where typed probes live: no tsconfig includes them (they exist only here), so they get a default project. */
const TYPED_PROBES = 'lint-probe/*';

const cases = JSON.parse(
  await new Promise((resolve) => {
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => resolve(input));
  }),
);

// Made-up files are in no tsconfig: the repository's config, minus type information for the architecture and
// accessibility cases (whose rules need none), and with a default project (the web settings) for the typed ones.
const untyped = new ESLint({ overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked } });
const typed = new ESLint({
  overrideConfig: {
    files: [TYPED_PROBES],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: [TYPED_PROBES], defaultProject: 'tsconfig.web.json' } },
    },
  },
});

const results = [];
for (const { path, code, typed: needsTypes, rulesOf } of cases) {
  if (rulesOf) {
    // The repository's own config for a real file: each rule's severity (2 = error), and whether it has types.
    const config = await typed.calculateConfigForFile(path);
    const { projectService, project } = config.languageOptions.parserOptions;
    results.push([
      ...rulesOf.map((rule) => `${rule}: ${config.rules[rule]?.[0] ?? 0}`),
      `typed: ${Boolean(projectService || project)}`,
    ]);
    continue;
  }
  const [report] = await (needsTypes ? typed : untyped).lintText(code, { filePath: path });
  results.push(report.messages.map((message) => message.ruleId ?? `parse-error: ${message.message}`));
}
process.stdout.write(JSON.stringify(results));
