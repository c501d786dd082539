import { expect, type Page } from '@playwright/test';
import type { GameState } from '@tabletop/game-kit';
import { matchOutcome } from '@tabletop/protocol';
import { openGameFromMenu, waitOutDebounce } from './guests';

/** Opens the game's page, asks for `Play the computer` at `Easy` (with `opponents` in Repello) and waits for the board. */
export async function playEasy(page: Page, menuItem: string, opponents?: number): Promise<void> {
  await openGameFromMenu(page, menuItem);
  // The home page offers it on each game's card: wait for the game's own page, where it is offered once.
  const play = page.getByRole('button', { name: 'Play the computer' });
  await expect(play).toHaveCount(1);
  await play.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Hard' })).toBeVisible();
  if (opponents) await dialog.getByRole('button', { name: `${opponents} opponent${opponents > 1 ? 's' : ''}` }).click();
  await dialog.getByRole('button', { name: 'Easy' }).click();
  await expect(dialog).toBeHidden();
}

/** A reader of the signed-in user's current game, over the same API the shell uses, with the page's own token. */
export interface MatchReader {
  me: number;
  read<S>(): Promise<GameState<S>>;
}

export async function matchReader(page: Page): Promise<MatchReader> {
  const { token, user } = await page.evaluate(() => ({
    token: localStorage.getItem('jwt'),
    user: localStorage.getItem('user'),
  }));
  const me = (JSON.parse(user ?? 'null') as { id: number } | null)?.id;
  expect(me).toEqual(expect.any(Number));
  return {
    me: me!,
    async read<S>() {
      const response = await page.request.get('/api/game/current-state', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as GameState<S>;
    },
  };
}

/**
 * The match once it is the person's turn again (newer than `afterVersion`) or over: the computers answer on their
 * own, so this waits for them. Bounded by the poll's timeout.
 */
async function nextTurn<S>(reader: MatchReader, afterVersion: number): Promise<GameState<S>> {
  let latest: GameState<S> | undefined;
  await expect
    .poll(
      async () => {
        latest = await reader.read<S>();
        return latest.version > afterVersion && (latest.gameOver || latest.player?.id === reader.me);
      },
      { timeout: 15_000, intervals: [25, 50] },
    )
    .toBe(true);
  return latest!;
}

/**
 * Plays the page's game to its end: on each of the person's turns `turn` makes one action through the board, calling
 * `send` (waitOutDebounce on the page) just before the click that sends it; the computers answer on their own.
 * Bounded by `maxActions` turns of anyone; answers the last match read, the person's id and how many turns passed.
 */
export async function playUntilOver<S>(
  page: Page,
  maxActions: number,
  turn: (match: GameState<S>, me: number, send: () => Promise<void>) => Promise<void>,
): Promise<{ match: GameState<S>; me: number; actions: number }> {
  const reader = await matchReader(page);
  const send = () => waitOutDebounce(page);
  let match = await reader.read<S>();
  let actions = 0;
  for (; actions < maxActions && !match.gameOver; actions++) {
    if (match.player?.id === reader.me) await turn(match, reader.me, send);
    match = await nextTurn<S>(reader, match.version);
  }
  return { match, me: reader.me, actions };
}

/**
 * The ending panel of a game that ended by its rules: the headline the final score calls for (no forfeit), and the
 * ways on.
 */
export async function expectRulesEnding(page: Page, match: GameState, me: number): Promise<void> {
  const outcome = matchOutcome(match);
  expect(outcome).not.toBeNull();
  expect(outcome!.endedBy ?? null).toBeNull();
  expect(outcome!.forfeited).toEqual([]);
  const headline = outcome!.draw ? /^Draw/ : outcome!.winners[0].id === me ? /^You win$/ : /^Computer \(Easy\) wins$/;
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Result' })).toHaveText(headline);
  await expect(page.getByRole('button', { name: 'Rematch' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'New game' })).toBeEnabled();
}

/** The score panel shows each seat's final score, in seat order. */
export async function expectFinalScore(page: Page, match: GameState): Promise<void> {
  const rows = page.getByRole('table', { name: 'Score' }).getByRole('row');
  await expect(rows).toHaveCount(match.score.length);
  for (const [seat, { score }] of match.score.entries())
    await expect(rows.nth(seat).getByRole('cell').nth(1)).toHaveText(String(score));
}
