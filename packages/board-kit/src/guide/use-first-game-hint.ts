import type { GameState, Player } from '@tabletop/game-kit';
import { useEffect, useRef, useState } from 'react';
import type { GameGuide } from './game-guide';

/** The localStorage key remembering that `userId` has played a first turn of `game` in this browser. */
export function firstGameKey(game: string, userId: number): string {
  return `tabletop:played:${game}:${userId}`;
}

function hasPlayed(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (a private window): show the hint, it costs one line.
    return false;
  }
}

function rememberPlayed(key: string): void {
  try {
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Storage blocked: the hint shows again next game, nothing worse.
  }
}

/**
 * Whether to show the first-turn hint: during the viewer's first turn of their first game of this kind, as this
 * browser remembers it per user (localStorage). Once that turn has passed, never again for this user and game.
 */
export function useFirstGameHint(game: string, userId: number, myTurn: boolean): boolean {
  const key = firstGameKey(game, userId);
  const [played, setPlayed] = useState(() => hasPlayed(key));
  const hadTurn = useRef(false);

  useEffect(() => {
    if (played) return;
    if (myTurn) hadTurn.current = true;
    else if (hadTurn.current) {
      rememberPlayed(key);
      setPlayed(true);
    }
  }, [key, myTurn, played]);

  return !played && myTurn;
}

/** The game's first-turn hint while it is to be shown to `me` in this match (see useFirstGameHint), else null. */
export function useFirstTurnHint(match: GameState<unknown>, me: Player, guide: GameGuide): string | null {
  const myTurn = !match.gameOver && match.player?.id === me.id;
  return useFirstGameHint(match.game, me.id, myTurn) ? guide.firstTurnHint : null;
}
