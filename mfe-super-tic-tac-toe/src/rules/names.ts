/*
 * How boards and cells are named to people: each numbered 1 to 9, row by row from the top left, as a person counts.
 * The state's indexes run 0..8; the move list, the refusals and the board's accessible names all go through here.
 */

/** `Board 5` for the centre board (index 4). */
export function boardName(board: number): string {
  return `Board ${board + 1}`;
}

/** `Board 5, cell 9` for the centre board's bottom-right cell (indexes 4 and 8). */
export function cellName(board: number, cell: number): string {
  return `${boardName(board)}, cell ${cell + 1}`;
}

/** The move notation's board and cell: `b5 c9`. */
export function notationSquare(board: number, cell: number): string {
  return `b${board + 1} c${cell + 1}`;
}
