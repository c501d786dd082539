import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { readGameManifest, type GameDefinition, type GameManifest } from '@tabletop/game-kit';

/** What a game package's `./rules` export gives: its rules and its manifest. */
export interface GameRulesModule {
  // The registry holds games of different state types; each is only ever used with its own matches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<any, any>;
  manifest: GameManifest;
}

/** An installed game: its package, where it is installed and what its rules export. */
export interface DiscoveredGame extends GameRulesModule {
  packageName: string;
  /** The game's folder name (mfe-<slug>), where the package really lives (workspace links resolved). */
  folder: string;
}

/** A dependency marked as a game that cannot be hosted: the server refuses to start with it. */
export class GameDiscoveryError extends Error {}

/** The marker in a package.json that makes a dependency a game. */
export const GAME_MARKER = { key: 'tabletop', value: 'game' } as const;

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Where `name` is installed as seen from `packageJsonPath`: Node's lookup, without resolving an export. */
function installedDir(packageJsonPath: string, name: string): string | undefined {
  const lookup = createRequire(packageJsonPath).resolve.paths(name) ?? [];
  return lookup.map((base) => path.join(base, name)).find((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The dependencies of the package at `packageJsonPath` whose own package.json carries `"tabletop": "game"`. */
export function findGamePackages(packageJsonPath: string): { name: string; dir: string }[] {
  const dependencies = Object.keys((readJson(packageJsonPath).dependencies as Record<string, string>) ?? {});
  return dependencies.flatMap((name) => {
    const dir = installedDir(packageJsonPath, name);
    if (!dir) throw new GameDiscoveryError(`${name} is a dependency of ${packageJsonPath} but is not installed`);
    return readJson(path.join(dir, 'package.json'))[GAME_MARKER.key] === GAME_MARKER.value ? [{ name, dir }] : [];
  });
}

function loadGame(name: string, dir: string, load: (specifier: string) => unknown): DiscoveredGame {
  const fail = (problem: string) =>
    new GameDiscoveryError(`Game package ${name} (${dir}, marked "tabletop": "game"): ${problem}`);
  let rules: Partial<Record<keyof GameRulesModule, unknown>>;
  try {
    rules = (load(`${name}/rules`) ?? {}) as typeof rules;
  } catch (error) {
    throw fail(`its ./rules export could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
  let manifest: GameManifest;
  try {
    manifest = readGameManifest(rules.manifest, 'the manifest its ./rules exports');
  } catch (error) {
    throw fail((error as Error).message);
  }
  const game = rules.game as GameDefinition<unknown, unknown> | undefined;
  if (typeof game?.apply !== 'function' || typeof game.setup !== 'function')
    throw fail('its ./rules export has no `game` (a GameDefinition with setup and apply)');
  if (game.url !== manifest.url) throw fail(`its game's url '${game.url}' is not its manifest's url '${manifest.url}'`);
  return { packageName: name, folder: path.basename(realpathSync(dir)), game, manifest };
}

/**
 * Every game the package at `packageJsonPath` depends on, loaded with `load` (the caller's `require`, so the
 * caller's module resolution applies) and sorted by the manifests' `order`. Throws a GameDiscoveryError naming the
 * package when a marked one has no valid rules or manifest, or when two claim the same route or remote.
 */
export function discoverGames(packageJsonPath: string, load: (specifier: string) => unknown): DiscoveredGame[] {
  const games = findGamePackages(packageJsonPath)
    .map(({ name, dir }) => loadGame(name, dir, load))
    .sort((a, b) => a.manifest.order - b.manifest.order || a.manifest.url.localeCompare(b.manifest.url));
  for (const field of ['url', 'remoteName'] as const) {
    const seen = new Map<string, string>();
    for (const { packageName, manifest } of games) {
      const other = seen.get(manifest[field]);
      if (other)
        throw new GameDiscoveryError(`${other} and ${packageName} both have the ${field} '${manifest[field]}'`);
      seen.set(manifest[field], packageName);
    }
  }
  return games;
}
