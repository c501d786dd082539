#!/usr/bin/env node
// `npm run new-game -- <name>`: a new game folder mfe-<name>/ from scripts/game-template (a tiny complete game,
// race to 21, with its rules, tests, board, harness, guide, thumbnail, manifest and README), plus the lines outside
// the folder a game needs: its backend dependency, its compose board service and its row in the README's Hosted
// games table. Then `npm install`.
//   --root <dir>          the repository to write into (default: this one; tests point it at a throwaway copy)
//   --display-name <text> the game's name as players read it (default: from <name>, `race-to-21` → `Race To 21`)
//   --no-install          skip `npm install` (the folder is then not linked into node_modules yet)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'game-template');
const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIRST_DEV_PORT = 3101;

function fail(message) {
  console.error(`new-game: ${message}`);
  process.exit(1);
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

const { values, positionals } = readArguments();

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        root: { type: 'string', default: resolve(dirname(fileURLToPath(import.meta.url)), '..') },
        'display-name': { type: 'string' },
        'no-install': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(
      `${error.message}\nusage: npm run new-game -- <name> [--display-name <text>] [--root <dir>] [--no-install]`,
    );
  }
}

const [name, ...extra] = positionals;
if (!name || extra.length > 0) fail('usage: npm run new-game -- <name>   (e.g. race-to-21)');
if (!NAME_PATTERN.test(name)) {
  fail(`"${name}" is not a game name: use lower-case letters, digits and single hyphens, starting with a letter`);
}
const root = resolve(values.root);
const folder = join(root, `mfe-${name}`);
if (existsSync(folder)) fail(`mfe-${name} already exists; pick another name or remove that folder`);

/** The games already here, by their manifests: the new one must not take a route or remote name they use. */
const games = readdirSync(root)
  .filter((dir) => dir.startsWith('mfe-') && existsSync(join(root, dir, 'src/rules/manifest.json')))
  .map((dir) => ({ dir, manifest: readJson(join(root, dir, 'src/rules/manifest.json')) }));

const url = name.replace(/-/g, '_');
// The name is written into JSON, TypeScript strings and Markdown as it is: no quotes, backslashes or markup.
if (values['display-name'] !== undefined && !/^[\p{L}\p{N} .,!?&+-]+$/u.test(values['display-name'])) {
  fail('--display-name may hold letters, digits, spaces and . , ! ? & + - only');
}
const displayText =
  values['display-name'] ?? name.replace(/(^|-)([a-z0-9])/g, (_, dash, c) => `${dash && ' '}${c.toUpperCase()}`);
const identity = {
  url,
  displayText,
  menuLabel: displayText.toUpperCase(),
  remoteName: url,
  // After every game already here, in steps of 10, so the menu keeps its order and one can go in between later.
  order: Math.max(0, ...games.map((game) => game.manifest.order)) + 10,
};
const taken = games.find((game) => game.manifest.url === url || game.manifest.remoteName === url);
if (taken) fail(`${taken.dir} already uses the route or remote name "${url}"`);

const devPort = Math.max(FIRST_DEV_PORT - 1, ...games.map((game) => devPortOf(join(root, game.dir)))) + 1;
const placeholders = {
  __SLUG__: name,
  __URL__: url,
  __DISPLAY_TEXT__: identity.displayText,
  __MENU_LABEL__: identity.menuLabel,
  __REMOTE_NAME__: identity.remoteName,
  __DEV_PORT__: String(devPort),
};

copyTemplate();
format();
addBackendDependency();
addComposeService();
addReadmeRow();
console.log(`Created mfe-${name}: ${identity.displayText} (route /game/${url}, menu ${identity.menuLabel}).`);
if (!values['no-install']) install();
console.log(
  `Next: npm run dev -w mfe-${name}  (harness on http://127.0.0.1:${devPort}/), and read mfe-${name}/README.md.`,
);

function devPortOf(dir) {
  const script = readJson(join(dir, 'package.json')).scripts?.dev ?? '';
  return Number(/--port (\d+)/.exec(script)?.[1] ?? 0);
}

function copyTemplate() {
  cpSync(TEMPLATE, folder, { recursive: true });
  for (const path of filesUnder(folder)) {
    const text = readFileSync(path, 'utf8');
    const replaced = Object.entries(placeholders).reduce((out, [key, value]) => out.replaceAll(key, value), text);
    if (replaced !== text) writeFileSync(path, replaced);
    if (path.includes('__SLUG__')) renameSync(path, path.replaceAll('__SLUG__', name));
  }
  renameSync(join(folder, 'package.template.json'), join(folder, 'package.json'));
  // The manifest's other fields are placeholders already; its order is a number, so the template holds 0 there.
  const manifestPath = join(folder, 'src/rules/manifest.json');
  writeFileSync(manifestPath, readFileSync(manifestPath, 'utf8').replace(/"order": 0\b/, `"order": ${identity.order}`));
  if (readJson(manifestPath).order !== identity.order) fail('the template manifest has no "order": 0 to set');
}

/** Names change the width of the README's tables: the folder is written in the repository's Prettier style. */
function format() {
  const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
  const result = spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', folder], { cwd: root });
  if (result.status !== 0) fail(`prettier could not format mfe-${name}: ${result.stderr}`);
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The backend loads every dependency of its own marked `"tabletop": "game"`: this line is what installs the game. */
function addBackendDependency() {
  const path = join(root, 'backend/package.json');
  const backend = readJson(path);
  const dependencies = { ...backend.dependencies, [`@tabletop/${name}`]: '0.1.0' };
  backend.dependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  writeJson(path, backend);
}

/**
 * The board's compose service, cloned from the last board service when the boards share one Dockerfile (the game's
 * name and port swapped in). A compose file that builds each board from a Dockerfile in its own folder is left alone:
 * the template has no Dockerfile to copy, so the service is added by hand there.
 */
function addComposeService() {
  const path = join(root, 'docker-compose.yml');
  if (!existsSync(path)) return;
  const text = readFileSync(path, 'utf8');
  const blocks = [...text.matchAll(/^ {2}board-([a-z0-9-]+):\n(?: {4}.*\n|\s*\n)*/gm)];
  const last = blocks.at(-1);
  if (!last) return console.warn('new-game: docker-compose.yml has no board service to follow; add board-<name>');
  const [block, other] = last;
  if (block.includes(`mfe-${other}/Dockerfile`)) {
    return console.warn(
      `new-game: docker-compose.yml builds each board from its own Dockerfile; add the service board-${name} by hand`,
    );
  }
  const ports = [...text.matchAll(/'(\d+):\1'/g)].map((found) => Number(found[1]));
  const oldPort = /'(\d+):\1'/.exec(block)?.[1];
  const port = String(Math.max(...ports) + 1);
  const upper = (slug) => slug.toUpperCase().replace(/-/g, '_');
  let service = block
    .replaceAll(other, name)
    .replaceAll(upper(other), upper(name))
    .replaceAll(other.replace(/-/g, '_'), url);
  if (oldPort) service = service.replaceAll(oldPort, port);
  const updated = text.slice(0, last.index + block.length) + service + text.slice(last.index + block.length);
  if (!parseYaml(updated).services?.[`board-${name}`]) fail('could not add the board service to docker-compose.yml');
  writeFileSync(path, updated);
}

/** The README's Hosted games table lists every game (scripts/test/games-agree.test.ts holds it to the folders). */
function addReadmeRow() {
  const path = join(root, 'README.md');
  if (!existsSync(path)) return;
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf('\n## Hosted games\n');
  const end = text.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : text.slice(start, end < 0 ? undefined : end);
  const rows = [...section.matchAll(/^\|.*\|$/gm)];
  const last = rows.at(-1);
  if (!last) return console.warn("new-game: README.md has no Hosted games table; add the game's row by hand");
  const { players } = readJson(join(folder, 'src/rules/manifest.json'));
  const seats = players[0] === players[1] ? `${players[0]}` : `${players[0]}–${players[1]}`;
  const row = `| ${displayText} | \`mfe-${name}/\` | \`/game/${url}\` | ${seats} |`;
  const at = start + last.index + last[0].length;
  writeFileSync(path, `${text.slice(0, at)}\n${row}${text.slice(at)}`);
  const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
  spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', path], { cwd: root });
}

function install() {
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail('npm install failed; the game folder is written, run npm install again');
}
