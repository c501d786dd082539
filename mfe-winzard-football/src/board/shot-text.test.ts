import type { ShotPath, ShotRecord } from '../rules';
import { ALICE, BOB } from './test-matches';
import { lastShotText, shotOutcomeText } from './shot-text';
import type { PlayerView } from './view-model';

function seats(me: number | null): PlayerView[] {
  const seat = (player: typeof ALICE, side: 'left' | 'right'): PlayerView => ({
    player,
    side,
    keeper: side === 'left' ? 'ZURF' : 'FROZT',
    field: side === 'left' ? 'ZAPP' : 'ROOTZ',
    score: 0,
    actionsLeft: 0,
    possession: false,
    toMove: false,
    me: player.id === me,
  });
  return [seat(ALICE, 'left'), seat(BOB, 'right')];
}

const shot = (outcome: ShotRecord['outcome'], stoppedBy?: ShotRecord['stoppedBy']): ShotRecord => ({
  player: ALICE.id,
  shooter: 'ZAPP',
  from: 19,
  path: [],
  outcome,
  at: 19,
  stoppedBy,
});

describe('the shot log says whose pawn is whose', () => {
  it('never reads "ZAPP\'s shot was blocked by ZAPP": a pawn that stops its own shot is "itself"', () => {
    expect(lastShotText(shot('blocked', 'ZAPP'), seats(ALICE.id))).toBe('Your ZAPP shot, blocked by itself');
    expect(lastShotText(shot('blocked', 'ZAPP'), seats(BOB.id))).toBe("Your opponent's ZAPP shot, blocked by itself");
  });

  it('names the stopper from the viewer’s side: their own, their opponent’s, or a player’s for a spectator', () => {
    expect(lastShotText(shot('saved', 'FROZT'), seats(ALICE.id))).toBe(
      "Your ZAPP shot, saved by your opponent's FROZT",
    );
    expect(lastShotText(shot('saved', 'FROZT'), seats(BOB.id))).toBe("Your opponent's ZAPP shot, saved by your FROZT");
    expect(lastShotText(shot('blocked', 'ZURF'), seats(ALICE.id))).toBe('Your ZAPP shot, blocked by your own ZURF');
    expect(lastShotText(shot('blocked', 'ZURF'), seats(BOB.id))).toBe(
      "Your opponent's ZAPP shot, blocked by their own ZURF",
    );
    expect(lastShotText(shot('blocked', 'ROOTZ'), seats(null))).toBe("Alice's ZAPP shot, blocked by Bob's ROOTZ");
  });

  it('tells goals, own goals, passes and shots out with the shooter’s owner', () => {
    expect(lastShotText(shot('goal'), seats(ALICE.id))).toBe('Your ZAPP scored!');
    expect(lastShotText(shot('own-goal'), seats(BOB.id))).toBe("Own goal by your opponent's ZAPP");
    expect(lastShotText(shot('pass'), seats(null))).toBe("Alice's ZAPP passed the ball");
    expect(lastShotText(shot('out'), seats(ALICE.id))).toBe('Your ZAPP shot out');
    expect(lastShotText(null, seats(ALICE.id))).toBeNull();
  });

  it('previews a shot to its shooter the same way', () => {
    const players = seats(ALICE.id);
    const blocked: ShotPath = { kind: 'blocked', stoppedBy: 'ZAPP', rest: 19, path: [] };
    expect(shotOutcomeText(blocked, 'ZAPP', false, players)).toBe('blocked by itself');
    const saved: ShotPath = { kind: 'saved', stoppedBy: 'FROZT', rest: 20, path: [20] };
    expect(shotOutcomeText(saved, 'ZAPP', false, players)).toBe("saved by your opponent's FROZT");
    expect(shotOutcomeText({ kind: 'goal', mouth: 'left', path: [] }, 'ZAPP', true, players)).toBe('own goal!');
  });
});
