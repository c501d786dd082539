import type { GameState } from '@tabletop/game-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadBoard } from '../games/board-preload';
import { gameRoute } from '../games/catalogue';
import { joinGame, quickMatch } from '../lobby/lobby-api';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { JOIN_TABLE_REFUSALS, QUICK_MATCH_REFUSALS, refusalText, type StatusMeanings } from './refusal-text';

/** What is under way: a quick match of a game, or joining a table by its code. */
export type Pending = { kind: 'quick'; game: string } | { kind: 'join'; code: string } | null;

/** The home page's ways to a seat: `Play now` and an open table's `Join`; each lands on the game's page. */
export function useSeatTaking() {
  const { adopt } = useMatch();
  const { notify } = useNotify();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);

  async function take(
    game: string,
    what: NonNullable<Pending>,
    failed: string,
    meanings: StatusMeanings,
    request: () => Promise<GameState>,
  ) {
    setPending(what);
    // The board loads while the server seats the player: the game page then shows it without waiting for its code.
    preloadBoard(game);
    try {
      const state = await request();
      adopt(state);
      void navigate(gameRoute(state.game));
    } catch (error) {
      notify(`${failed}: ${refusalText(error, meanings)}`);
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    playNow: (game: string) =>
      take(game, { kind: 'quick', game }, 'Could not find you a table', QUICK_MATCH_REFUSALS, () => quickMatch(game)),
    join: (game: string, code: string) =>
      take(game, { kind: 'join', code }, 'Could not join the table', JOIN_TABLE_REFUSALS, () => joinGame(game, code)),
  };
}
