import { boardUrlVariable, gameIdentity, gameSlug, readGameManifest } from './manifest';

const valid = {
  url: 'connect_four',
  displayText: 'Connect Four',
  menuLabel: 'CONNECT FOUR',
  description: 'Four in a row wins.',
  players: [2, 2],
  showScore: true,
  remoteName: 'connect_four',
  boardDist: 'dist/board',
  order: 40,
  clock: { initial: 120, increment: 2 },
};

describe('readGameManifest', () => {
  it('accepts a whole manifest', () => {
    expect(readGameManifest(valid)).toEqual(valid);
  });

  it('names every bad field at once', () => {
    const bad = { ...valid, url: 'Connect Four', players: [3, 2], showScore: 'yes', remoteName: 'connect-four' };
    expect(() => readGameManifest(bad, 'mfe-x/src/rules/manifest.json')).toThrow(
      /^mfe-x\/src\/rules\/manifest\.json: url must match .*; remoteName must match .*; players must be .*; showScore must be true or false$/,
    );
  });

  it('needs a default clock within the limits players may pick from', () => {
    expect(() => readGameManifest({ ...valid, clock: undefined })).toThrow(/clock must be \{ initial, increment \}/);
    expect(() => readGameManifest({ ...valid, clock: { initial: 5, increment: 0 } })).toThrow(/clock\.initial/);
    expect(() => readGameManifest({ ...valid, clock: { initial: 60, increment: 61 } })).toThrow(/clock\.increment/);
  });

  it('refuses what is not an object', () => {
    expect(() => readGameManifest(null)).toThrow(/must be a JSON object/);
    expect(() => readGameManifest([valid])).toThrow(/must be a JSON object/);
  });

  it('accepts a route with one slash (winzards/football)', () => {
    expect(readGameManifest({ ...valid, url: 'winzards/football' }).url).toBe('winzards/football');
  });
});

it('gameIdentity gives the rules what the contract names', () => {
  expect(gameIdentity(readGameManifest(valid))).toEqual({
    url: 'connect_four',
    displayText: 'Connect Four',
    players: [2, 2],
    showScore: true,
  });
});

it('derives the slug and the board URL variable from the package name', () => {
  expect(gameSlug('@tabletop/connect-four')).toBe('connect-four');
  expect(boardUrlVariable(gameSlug('@tabletop/super-tic-tac-toe'))).toBe('BOARD_URL_SUPER_TIC_TAC_TOE');
});
