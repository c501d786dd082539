import { game, parseMatch, parseNotation, printMatch } from './index';
import { LEFT, RIGHT, court } from './test-support/matches';

const CANONICAL = `round: 4, phase: draw, turn: right
actions: 1/0, red: 2, drawn: left right
possession: right, kickoff: left, shooter: ROOTZ
score: 2-1, random: 1 2 3 4
pile: 9 1
Z5   A9   Z4   Z10  R11  R7   F7   R3
A6   Z8   A11  A2   F3   R9   F10  F11
A8z  Z6   A5   B8   B4*  R10  F6   F1f
Z2   A1a  Z1   B5   B3   F4   R1   R5
Z7   A7   Z11  A4   F8   R4r  F5   R8
A10  Z9   Z3   A3   R2   R6   F9   F2
`;

describe('the 8×6 notation', () => {
  it('reads every header field, cards and icons', () => {
    const match = parseMatch(CANONICAL);
    expect(match).toMatchObject({ game: 'winzards/football', player: RIGHT, gameOver: false });
    expect(match.score.map((entry) => entry.score)).toEqual([2, 1]);
    expect(match.state).toMatchObject({
      round: 4,
      phase: 'draw',
      actionsLeft: { [LEFT.id]: 1, [RIGHT.id]: 0 },
      redCard: 2,
      drawn: [LEFT.id, RIGHT.id],
      possession: RIGHT.id,
      kickOff: LEFT.id,
      shooter: 'ROOTZ',
      random: [1, 2, 3, 4],
      drawValues: [9, 1],
      lastDraw: null,
      lastShot: null,
      animation: null,
    });
    const cells = match.state.unconvertedCourt;
    expect(cells).toHaveLength(48);
    expect(cells[0]).toStrictEqual({ character: 'Zurf', value: 5 });
    expect(cells[1]).toStrictEqual({ character: 'Zapp', value: 9 });
    expect(cells[16]).toStrictEqual({ character: 'Zapp', value: 8, icon: 'ZURF' });
    expect(cells[20]).toStrictEqual({ character: 'Blaze', value: 4, icon: 'FOOTBALL' });
    expect(cells[23]).toStrictEqual({ character: 'Frozt', value: 1, icon: 'FROZT' });
    expect(cells[25]).toStrictEqual({ character: 'Zapp', value: 1, icon: 'ZAPP' });
    expect(cells[37]).toStrictEqual({ character: 'Rootz', value: 4, icon: 'ROOTZ' });
    expect(cells[4]).toStrictEqual({ character: 'Rootz', value: 11 });
  });

  it('prints the canonical form back (parse → print round-trips)', () => {
    expect(printMatch(parseMatch(CANONICAL))).toBe(CANONICAL);
  });

  it('round-trips a dealt match and one in play', () => {
    const start = game.setup([LEFT, RIGHT], 'round-trip');
    expect(parseMatch(printMatch(start))).toEqual(start);
    const over = parseMatch(CANONICAL.replace('turn: right', 'turn: over'));
    expect(over).toMatchObject({ player: null, gameOver: true });
    expect(printMatch(over)).toBe(CANONICAL.replace('turn: right', 'turn: over'));
  });

  it('fills what a scenario leaves out: fillers, round 2, act, left to move, full actions, the missing Blaze values as the pile', () => {
    const match = parseMatch(court({ 19: 'B8*', 20: 'B4', 27: 'B5', 28: 'B3', 26: 'A9a' }));
    expect(match.player).toEqual(LEFT);
    expect(match.state).toMatchObject({
      round: 2,
      phase: 'act',
      actionsLeft: { 1: 2, 2: 2 },
      redCard: 0,
      possession: LEFT.id,
      kickOff: LEFT.id,
      drawn: [],
      shooter: null,
      drawValues: [1, 2, 6, 7, 9, 10, 11],
    });
    expect(match.state.unconvertedCourt[0]).toStrictEqual({ character: 'Zurf', value: 1 });
    expect(match.state.unconvertedCourt[7]).toStrictEqual({ character: 'Frozt', value: 1 });
    expect(match.state.unconvertedCourt[26]).toStrictEqual({ character: 'Zapp', value: 9, icon: 'ZAPP' });
    expect(parseMatch(`round: 1\n${court()}`).state.phase).toBe('ball');
    expect(parseMatch(`pile: empty\n${court()}`).state.drawValues).toEqual([]);
  });

  it.each([
    ['a short row', court().replace('. . . . . . . .', '. . .'), /Row 1 must hold 8 cells/],
    ['a missing row', court().split('\n').slice(1).join('\n'), /Expected 6 rows/],
    ['an unknown card', court().replace('.', 'X5'), /Cannot read the cell "X5"/],
    ['a value of 12', court().replace('.', 'Z12'), /Cannot read the cell "Z12"/],
    ['a value of 0', court().replace('.', 'Z0'), /Cannot read the cell "Z0"/],
    ['two balls', court({ 0: '.*', 1: '.*' }), /FOOTBALL stands on the court twice/],
    ['an unknown field', `colour: red\n${court()}`, /Unknown header field "colour: red"/],
    ['a bad phase', `phase: dance\n${court()}`, /Unknown header field "phase: dance"/],
    ['a bad pile', `pile: a b\n${court()}`, /Cannot read the pile/],
  ])('refuses %s with a clear error', (_, text, error) => {
    const result = parseNotation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
    expect(() => parseMatch(text)).toThrow(/Bad Winzard Football notation/);
  });

  it('never throws on a non-string or a wrong player count', () => {
    expect(parseNotation(42 as unknown as string)).toEqual({ ok: false, error: 'The notation must be a string' });
    expect(parseNotation(court(), [LEFT])).toMatchObject({ ok: false });
  });

  it('takes other player ids', () => {
    const players = [
      { id: 7, name: 'Seven' },
      { id: 9, name: 'Nine' },
    ];
    const match = parseMatch(`turn: right, possession: right, drawn: left\n${court()}`, players);
    expect(match.player).toEqual(players[1]);
    expect(match.state).toMatchObject({ actionsLeft: { 7: 2, 9: 2 }, possession: 9, drawn: [7], kickOff: 7 });
    expect(printMatch(match)).toMatch(/turn: right/);
  });
});
