import type { GameState, Player } from '@tabletop/game-kit';
import type { HeaderView } from '../BoardHeader';
import { COMPUTER_THINKING, type BoardSeen } from '../turn-line';

interface RunningGame<G extends GameState> {
  /** A running game in which `mover` is to move. */
  match: G;
  /** The seat to move: the tests seat the computer there. */
  moverSeat: number;
  /** A player in the game who is waiting for the mover. */
  waiting: Player;
  /** The heading the board shows a viewer, as its view model builds it. */
  heading: (match: G, viewer: Player, seen?: BoardSeen) => HeaderView;
  /** What the game's move list would call the move that led here, for a replay's title. */
  moveText: string;
}

/**
 * The turn line every board words alike (board-kit's turnHeader), checked through one game's view model: the
 * computer's turn, a spectator's, and a replay's. Call it inside a game's board tests; it declares its own cases.
 */
export function describeRunningGameHeading<G extends GameState>({
  match,
  moverSeat,
  waiting,
  heading,
  moveText,
}: RunningGame<G>): void {
  describe('the heading of a running game', () => {
    const mover = match.score[moverSeat].player;
    const computer = { ...mover, name: 'Computer (Hard)' };
    const spectator = { id: 99, name: 'Carol' };

    it('says the computer is thinking while a computer seat is to move', () => {
      const againstComputer = {
        ...match,
        player: computer,
        score: match.score.map((entry, seat) => (seat === moverSeat ? { ...entry, player: computer } : entry)),
      };
      expect(heading(againstComputer, waiting, { computers: [computer.id] }).detail).toBe(COMPUTER_THINKING);
      expect(heading(againstComputer, waiting).detail).toBe('Waiting for Computer (Hard)');
    });

    it('names who is to move to a spectator', () => {
      expect(heading(match, spectator).detail).toBe(`${mover.name} to move`);
    });

    it('names the move that led to a replay’s position, and who is to move', () => {
      const replay = { lastMove: { number: 1, text: moveText } };
      expect(heading(match, { id: 0, name: 'Replay' }, { replay })).toEqual({
        title: `1. ${moveText}`,
        detail: `${mover.name} to move`,
      });
    });
  });
}
