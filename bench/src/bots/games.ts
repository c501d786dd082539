import type { GameDefinition } from '@tabletop/game-kit';
import { game as repello } from '@tabletop/repello/rules';
import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { game as winzardFootball } from '@tabletop/winzard-football/rules';

/** The games the play-off knows, by their url. */
export const GAMES: GameDefinition[] = [superTicTacToe, repello, winzardFootball] as GameDefinition[];

export function gameByUrl(url: string): GameDefinition | undefined {
  return GAMES.find((rules) => rules.url === url);
}
