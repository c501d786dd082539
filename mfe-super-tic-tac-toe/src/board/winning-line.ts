import { WIN_LINES, type TttState } from '../rules';

/** The three small boards one player won in a line on the big grid (the game's win), or none. */
export function winningLine(state: TttState | null | undefined): readonly number[] {
  const games = state?.games;
  if (!games) return [];
  const line = WIN_LINES.find((boards) => {
    const symbol = games[boards[0]]?.symbol;
    return symbol != null && boards.every((board) => games[board]?.symbol === symbol);
  });
  return line ?? [];
}
