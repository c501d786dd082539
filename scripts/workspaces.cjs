// Which folders are games and which of them ship a board. A game's rules may land before its board, so a board is
// an mfe-* workspace whose package.json has a build:board script. Used by the build, the tests and the e2e server.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join, resolve } = require('node:path');

const repoRoot = resolve(__dirname, '..');

function gameWorkspaces() {
  return readdirSync(repoRoot)
    .filter((dir) => dir.startsWith('mfe-') && existsSync(join(repoRoot, dir, 'package.json')))
    .sort();
}

function boardWorkspaces() {
  return gameWorkspaces().filter(
    (dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).scripts?.['build:board'],
  );
}

/** Each game's rules project (the backend loads the built rules at run time, so the build makes them first). */
function rulesProjects() {
  return gameWorkspaces()
    .map((dir) => `${dir}/tsconfig.rules.json`)
    .filter((project) => existsSync(join(repoRoot, project)));
}

module.exports = { repoRoot, gameWorkspaces, boardWorkspaces, rulesProjects };
