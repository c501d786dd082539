import type { Page } from '@playwright/test';
import { test, expect } from '../../e2e/tests/fixtures';
import { DIRECTION_NAMES } from '@tabletop/board-kit/keypad-labels';
import type { GameState } from '@tabletop/game-kit';
import { game, turnOptions, type RepelloAction, type RepelloState } from '../src/rules';
import { expectFinalScore, expectRulesEnding, playEasy, playUntilOver } from '../../e2e/tests/computer-play';
import { forfeit, guestPage } from '../../e2e/tests/guests';

// Two players hold 15 repellers each and every move drops one; the person's choice (below) ends each turn quickly.
const MAX_ACTIONS = 300;

function square(page: Page, x: number, y: number) {
  return page.getByRole('button', { name: `Square ${x},${y}`, exact: true });
}

const positionKey = (match: GameState<RepelloState>) =>
  match.state.repellers.map(({ id, x, y }) => `${id}@${x},${y}`).join(' ');

/**
 * The person's choice, in the rules' own order among equals: fewest pieces left on the board (a push off it), then a
 * position not seen before, then the fewest repels left to make. A plain first choice can push one piece back and
 * forth between two others for the 200 repels a turn allows.
 */
function choose(match: GameState<RepelloState>, me: number, seen: Set<string>): RepelloAction {
  const rank = (action: RepelloAction) => {
    const result = game.apply(match, me, action);
    if (!result.ok) throw new Error(`the rules refused their own action: ${result.error.message}`);
    const next = result.match as GameState<RepelloState>;
    const onBoard = next.state.repellers.filter(({ x }) => x !== null).length;
    const repels = next.player?.id === me ? game.legalActions(next, me).filter(({ type }) => type === 'repel') : [];
    return [onBoard, seen.has(positionKey(next)) ? 1 : 0, repels.length];
  };
  const legal = game.legalActions(match, me);
  const ranks = legal.map(rank);
  const before = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  let best = 0;
  ranks.forEach((r, i) => {
    if (before(r, ranks[best]) < 0) best = i;
  });
  return legal[best];
}

/**
 * Does the action through the board, as a person would: a green square to place on, a move's landing square (or its
 * arrow when two moves land there), a piece to repel and then its arrow, or Pass.
 */
async function act(
  page: Page,
  match: GameState<RepelloState>,
  me: number,
  action: RepelloAction,
  send: () => Promise<void>,
) {
  if (action.type === 'pass') {
    await send();
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
  } else if (action.type === 'place') {
    await expect(square(page, action.x, action.y)).toHaveAccessibleDescription(/you may place your stack here/);
    await send();
    await square(page, action.x, action.y).click();
  } else if (action.type === 'move') {
    const { moves } = turnOptions(match, me);
    const { landing } = moves.find(({ direction }) => direction === action.direction)!;
    const sameLanding = moves.filter((move) => move.landing.x === landing.x && move.landing.y === landing.y);
    if (sameLanding.length === 1) {
      await expect(square(page, landing.x, landing.y)).toHaveAccessibleDescription(/your stack lands here/);
      await send();
      await square(page, landing.x, landing.y).click();
    } else {
      await send();
      await page.getByRole('button', { name: `Move ${DIRECTION_NAMES[action.direction]}`, exact: true }).click();
    }
  } else {
    const piece = match.state.repellers.find(({ id }) => id === action.id)!;
    await expect(square(page, piece.x!, piece.y!)).toHaveAccessibleDescription(/pick(ed)? (it )?to repel/);
    await square(page, piece.x!, piece.y!).click();
    await expect(square(page, piece.x!, piece.y!)).toHaveAccessibleDescription(/picked to repel/);
    await send();
    await page.getByRole('button', { name: `Push ${DIRECTION_NAMES[action.direction]}`, exact: true }).click();
  }
}

test('a whole Repello game against one Computer (Easy), played to its end by the rules', async ({ browser }) => {
  // A whole game of computer turns takes over a minute on two cores: room for a slower machine, within CI's budget.
  test.setTimeout(240_000);
  const person = await guestPage(browser);
  await playEasy(person, 'REPELLO', 1);
  await expect(person.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);
  await expect(person.getByRole('table', { name: 'Score' }).getByRole('row')).toHaveCount(2);

  const seen = new Set<string>();
  const { match, me, actions } = await playUntilOver<RepelloState>(person, MAX_ACTIONS, async (now, mine, send) => {
    seen.add(positionKey(now));
    await act(person, now, mine, choose(now, mine, seen), send);
  });
  expect(match.gameOver).toBe(true);
  // The game ended by its rules (stacks used up, or nobody able to move), not by a forfeit.
  expect(match.forfeited).toBeUndefined();
  expect(actions).toBeGreaterThan(10);
  await expectRulesEnding(person, match, me);
  await expectFinalScore(person, match);
});

test('Repello against two Computers (Easy): both answer a placement, and forfeiting ends the game', async ({
  browser,
}) => {
  const person = await guestPage(browser);
  await playEasy(person, 'REPELLO', 2);
  await expect(person.getByRole('table', { name: 'Score' }).getByRole('row')).toHaveCount(3);
  await square(person, 3, 6).click();
  await expect(person.getByRole('heading', { name: /Round 2/ })).toBeVisible();
  await forfeit(person);
  await expect(person.getByRole('button', { name: 'Forfeit' })).toBeHidden();
});
