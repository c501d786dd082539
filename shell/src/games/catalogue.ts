import type { ClockSetting } from '@tabletop/game-kit';
import type { GameManifestEntry } from '@tabletop/protocol';

/** A game the shell offers, as GET /api/games describes it: the menu, the home page's cards, the routes. */
export interface CatalogueGame {
  url: string;
  menuLabel: string;
  displayText: string;
  players: [min: number, max: number];
  showScore: boolean;
  /** One line for its card. */
  description?: string;
  /** A small picture of its board. */
  picture?: string;
  /** The clock its quick matches and listed tables get unless the player picks another. */
  clock?: ClockSetting;
}

/** The menu's label comes from the game's manifest (SUPER TIC-TAC-TOE, REPELLO, FOOTBALL). */
export function toCatalogueGame(entry: GameManifestEntry): CatalogueGame {
  return {
    url: entry.url,
    menuLabel: entry.menuLabel,
    displayText: entry.displayText,
    players: entry.players,
    showScore: entry.showScore,
    description: entry.description,
    picture: entry.picture,
    clock: entry.clock,
  };
}

export function gameRoute(url: string): string {
  return `/game/${url}`;
}

/** `2 players`, or `2–4 players`. */
export function playersLabel([min, max]: [number, number]): string {
  return min === max ? `${min} players` : `${min}–${max} players`;
}
