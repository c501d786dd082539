import type { GameDefinition, GameState, Match } from '@tabletop/game-kit';
import { game } from '@tabletop/super-tic-tac-toe/rules';
import { act, type ClientSocket } from './server';

type TttMatch = Parameters<typeof game.apply>[0];
export type TttMove = ReturnType<typeof game.legalActions>[number];

/**
 * A complete game that ends with a winner, found by playing the rules module with a few deterministic move
 * choices: works with any correct implementation of the rules.
 */
export function winningGame(start: GameState): {
  moves: { playerId: number; action: TttMove }[];
  final: Match<unknown>;
} {
  for (let salt = 1; salt < 500; salt++) {
    let match = start as unknown as TttMatch;
    const moves: { playerId: number; action: TttMove }[] = [];
    let ply = 0;
    while (!match.gameOver && match.player && ply < 200) {
      const legal = game.legalActions(match, match.player.id);
      const action = legal[(ply * 7919 + salt * 104729) % legal.length];
      moves.push({ playerId: match.player.id, action });
      const result = game.apply(match, match.player.id, action);
      if (!result.ok) throw new Error(`rules refused their own legal action: ${result.error.message}`);
      match = result.match;
      ply++;
    }
    if (match.gameOver && match.score.some((entry) => entry.score === 100)) return { moves, final: match };
  }
  throw new Error('found no winning line');
}

/** The match one action makes of a state, as the rules compute it. */
export function applied(state: GameState, playerId: number, action: unknown): Match<unknown> {
  const result = game.apply(state as unknown as TttMatch, playerId, action as TttMove);
  if (!result.ok) throw new Error(result.error.message);
  return result.match;
}

export { game };

/**
 * Plays `turns` whole turns for every seat of a started game over its players' sockets, each turn by the rules'
 * first legal actions (a pass where the game has one, so a turn of several actions ends): returns the game as the
 * last action left it. Bounded: fails after 1,000 actions.
 */
export async function playTurns(
  rules: GameDefinition,
  start: GameState,
  socketOf: (playerId: number) => ClientSocket,
  turns: number,
): Promise<GameState> {
  let state = start;
  const finished = new Map<number, number>();
  const done = () => state.score.every((entry) => (finished.get(entry.player.id) ?? 0) >= turns);
  for (let step = 0; !done(); step++) {
    if (step >= 1000 || !state.player || state.gameOver) throw new Error(`the game stopped before ${turns} turns each`);
    const mover = state.player.id;
    const legal = rules.legalActions(state, mover);
    const action = legal.find((candidate) => (candidate as { type?: unknown }).type === 'pass') ?? legal[0];
    const ack = await act(socketOf(mover), { code: state.code, version: state.version, action, id: `t${step}` });
    if (!ack.ok) throw new Error(`action refused: ${ack.error}`);
    const result = rules.apply(state, mover, action);
    if (!result.ok) throw new Error(result.error.message);
    state = { ...result.match, code: state.code, version: state.version + 1 };
    if (state.player?.id !== mover) finished.set(mover, (finished.get(mover) ?? 0) + 1);
  }
  return state;
}
