import type { GameManifestEntry } from '@tabletop/protocol';

/** GET /api/games as the backend answers it, for tests that render the shell. */
export const GAME_MANIFEST: GameManifestEntry[] = [
  {
    url: 'super_tic_tac_toe',
    displayText: 'Super Tic-Tac-Toe',
    menuLabel: 'SUPER TIC-TAC-TOE',
    players: [2, 2],
    showScore: false,
    remote: { name: 'super_tic_tac_toe', entry: '/boards/super-tic-tac-toe/mf-manifest.json' },
    description: 'Tic-tac-toe on nine boards.',
    picture: '/boards/super-tic-tac-toe/thumbnail.svg',
  },
  {
    url: 'repello',
    displayText: 'Repello',
    menuLabel: 'REPELLO',
    players: [2, 4],
    showScore: true,
    remote: { name: 'repello', entry: '/boards/repello/mf-manifest.json' },
    description: 'Repel pieces off the board.',
    picture: '/boards/repello/thumbnail.svg',
  },
  {
    url: 'winzards/football',
    displayText: 'Football',
    menuLabel: 'FOOTBALL',
    players: [2, 2],
    showScore: true,
    remote: { name: 'winzard_football', entry: '/boards/winzard-football/mf-manifest.json' },
    description: 'Card-powered football.',
    picture: '/boards/winzard-football/thumbnail.svg',
  },
];
