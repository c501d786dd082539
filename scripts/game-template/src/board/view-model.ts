import { finishedHeader, turnHeader, type BoardSeen, type HeaderView } from '@tabletop/board-kit';
import { withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import { game, STEPS, TARGET, type RaceState } from '../rules';

export interface StepView {
  add: number;
  /** A legal action for the viewer: enabled and highlighted. */
  playable: boolean;
}

export interface BoardView {
  header: HeaderView;
  total: number;
  target: number;
  steps: StepView[];
}

/**
 * What the board shows to `me`: the server's state plus the rules' legal actions, nothing decided here; `seen` (the
 * computer seats, a replay) words the heading.
 */
export function boardView(served: GameState<RaceState>, me: Player, seen: BoardSeen = {}): BoardView {
  // Guests read as `Guest 5F2A`; ids, not names, decide everything below.
  const match = withDisplayNames(served);
  const legal = legalSteps(match, me);
  return {
    header: headerOf(match, me, seen),
    total: match.state?.total ?? 0,
    target: TARGET,
    steps: STEPS.map((add) => ({ add, playable: legal.has(add) })),
  };
}

function resultOf(match: GameState<RaceState>, me: Player): string {
  const winner = match.score.find((entry) => entry.score > 0)?.player;
  if (!winner) return 'Draw';
  return winner.id === me.id ? 'You win' : `${winner.name} wins`;
}

function headerOf(match: GameState<RaceState>, me: Player, seen: BoardSeen): HeaderView {
  if (match.gameOver) return finishedHeader(match, () => resultOf(match, me));
  if (!match.player || !match.state) return { title: 'Waiting for players', detail: null };
  // board-kit words the turn line alike in every game: yours, whom you wait for, a spectator's, a replay's.
  return turnHeader(match, me, seen, {
    title: `${match.player.name}'s turn`,
    yourTurn: `Your turn: reach ${TARGET} to win`,
  });
}

function legalSteps(match: GameState<RaceState>, me: Player): Set<number> {
  try {
    return new Set(game.legalActions(match, me.id).map((action) => action.add));
  } catch {
    // A state the rules cannot read offers nothing to click; the board still renders what it can.
    return new Set();
  }
}
