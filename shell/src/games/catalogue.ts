/** The games the shell offers (spec §1, §2): menu labels and routes. Boards come from the manifest. */
export interface CatalogueGame {
  url: string;
  menuLabel: string;
  displayText: string;
  players: [min: number, max: number];
  showScore: boolean;
}

export const GAMES: readonly CatalogueGame[] = [
  {
    url: 'super_tic_tac_toe',
    menuLabel: 'SUPER TIC-TAC-TOE',
    displayText: 'Super Tic-Tac-Toe',
    players: [2, 2],
    showScore: false,
  },
  { url: 'repello', menuLabel: 'REPELLO', displayText: 'Repello', players: [2, 4], showScore: true },
  { url: 'winzards/football', menuLabel: 'FOOTBALL', displayText: 'Football', players: [2, 2], showScore: true },
];

export function findGame(url: string): CatalogueGame | undefined {
  return GAMES.find((game) => game.url === url);
}

export function gameRoute(url: string): string {
  return `/game/${url}`;
}
