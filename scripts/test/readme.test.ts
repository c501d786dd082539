import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ENV_SETTINGS, type EnvSetting } from '../../backend/src/config/config';
import { repoRoot } from './spawn-service';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const readme = read('README.md');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

/** What is wrong with a README's Main settings table: names the server does not read, main settings it leaves out. */
function settingsTableProblems(text: string): string[] {
  const start = text.indexOf('\n## Main settings\n');
  if (start < 0) return ['no Main settings section'];
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  const listed = [...section.matchAll(/^\| `([A-Z_<>]+)` +\|/gm)].map((match) => match[1]);
  const known: Record<string, EnvSetting> = ENV_SETTINGS;
  const problems = listed.filter((name) => !(name in known)).map((name) => `${name} is no setting the server reads`);
  for (const [name, setting] of Object.entries(known))
    if (setting.main && !listed.includes(name)) problems.push(`${name}, a main setting, is missing`);
  if (!section.includes('](docs/configuration.md)')) problems.push('no link to docs/configuration.md');
  return problems;
}

/** Relative Markdown links in `text` (a file at `file`) whose target does not exist. */
function brokenLinks(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .filter((target) => !existsSync(join(repoRoot, dirname(file), target.split('#')[0])))
    .map((target) => `${file} → ${target}`);
}

const docs = readdirSync(join(repoRoot, 'docs')).filter((name) => name.endsWith('.md'));

describe('README.md', () => {
  it('gives the two set-up commands, and both exist', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    expect(packageJson.scripts.start).toBeDefined();
    expect(packageJson.scripts.test).toBeDefined();
  });

  it('stays a front door: a page a newcomer reads, the rest in docs/ and bench/README.md', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('shows the main settings, each one the server reads, and links the whole list', () => {
    expect(settingsTableProblems(readme)).toEqual([]);
  });

  it('refuses a settings table with a name the server does not read, or without a main setting', () => {
    const table = '\n## Main settings\n\n| `PORT` | `3000` | port |\n| `NO_SUCH_SETTING` | `1` | none |\n';
    expect(settingsTableProblems(table)).toEqual(
      expect.arrayContaining([
        'NO_SUCH_SETTING is no setting the server reads',
        'DATABASE_URL, a main setting, is missing',
        'no link to docs/configuration.md',
      ]),
    );
  });
});

describe('the documents', () => {
  it('are all listed in the index, docs/README.md', () => {
    const index = read('docs/README.md');
    expect(docs.filter((name) => name !== 'README.md' && !index.includes(`](${name}`))).toEqual([]);
  });

  it.each(['README.md', 'bench/README.md', ...docs.map((name) => `docs/${name}`)])(
    '%s links only to files that exist',
    (file) => {
      expect(brokenLinks(file, read(file))).toEqual([]);
    },
  );

  it('would name a link to a file that is not there', () => {
    expect(brokenLinks('docs/README.md', '[gone](gone.md) [web](https://example.com) [here](#top)')).toEqual([
      'docs/README.md → gone.md',
    ]);
  });
});
