import { clockSettingProblem, type ClockSetting } from './clock';

/**
 * A game's identity, written once in its folder (`src/rules/manifest.json`): the rules, the backend's registry, the
 * GET /api/games answer, the shell's menu and cards, the build and the deployment all read it from there.
 */
export interface GameManifest {
  /** The route id: Match.game and `/game/<url>`. */
  url: string;
  displayText: string;
  /** The GAMES menu's entry, in capitals: SUPER TIC-TAC-TOE, REPELLO, FOOTBALL. */
  menuLabel: string;
  /** One line for the game's card on the home page. */
  description: string;
  players: [min: number, max: number];
  showScore: boolean;
  /** The board's Module Federation container name. */
  remoteName: string;
  /** The board's build folder, relative to the game's folder. */
  boardDist: string;
  /** Where the game stands in the menu and on the home page: smaller first. */
  order: number;
  /**
   * The clock a quick match or a listed table of this game gets unless the player picks another: sized so that a
   * usual game fits (seconds: `initial` each, `increment` added at the end of each turn; CLOCK_LIMITS).
   */
  clock: ClockSetting;
}

/** What the rules' GameDefinition takes from the manifest. */
export type GameIdentity = Pick<GameManifest, 'url' | 'displayText' | 'players' | 'showScore'>;

const URL_PATTERN = /^[a-z0-9_]+(\/[a-z0-9_]+)?$/;
const REMOTE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Checks a manifest read from JSON; throws naming every bad field, so a game team sees its mistake at build time. */
export function readGameManifest(json: unknown, source = 'game manifest'): GameManifest {
  const value = (json ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const text = (field: string, pattern?: RegExp): void => {
    const found = value[field];
    if (typeof found !== 'string' || found.trim() === '') problems.push(`${field} must be a non-empty string`);
    else if (pattern && !pattern.test(found)) problems.push(`${field} must match ${String(pattern)}`);
  };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) problems.push('must be a JSON object');
  text('url', URL_PATTERN);
  text('displayText');
  text('menuLabel');
  text('description');
  text('remoteName', REMOTE_NAME_PATTERN);
  text('boardDist');
  const players = value.players;
  if (
    !Array.isArray(players) ||
    players.length !== 2 ||
    !players.every((count) => Number.isInteger(count) && (count as number) >= 1) ||
    (players[0] as number) > (players[1] as number)
  ) {
    problems.push('players must be [min, max]: whole numbers, 1 ≤ min ≤ max');
  }
  if (typeof value.showScore !== 'boolean') problems.push('showScore must be true or false');
  if (typeof value.order !== 'number' || !Number.isFinite(value.order)) problems.push('order must be a number');
  const clockProblem = clockSettingProblem(value.clock);
  if (clockProblem) problems.push(clockProblem);
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return value as unknown as GameManifest;
}

export function gameIdentity(manifest: GameManifest): GameIdentity {
  return {
    url: manifest.url,
    displayText: manifest.displayText,
    players: [manifest.players[0], manifest.players[1]],
    showScore: manifest.showScore,
  };
}

/** `@tabletop/connect-four` → `connect-four`: the board's path (`/boards/<slug>/`) and its compose service. */
export function gameSlug(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '');
}

/** `connect-four` → `BOARD_URL_CONNECT_FOUR`: where ops point browsers at the board's manifest. */
export function boardUrlVariable(slug: string): string {
  return `BOARD_URL_${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
