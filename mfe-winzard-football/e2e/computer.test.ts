import type { Page } from '@playwright/test';
import { test, expect } from '../../e2e/tests/fixtures';
import { DIRECTION_NAMES } from '@tabletop/board-kit/keypad-labels';
import { chooseHardAction, type GameState, type Match } from '@tabletop/game-kit';
import {
  WIN_GOALS,
  cellPoint,
  choiceOf,
  game,
  turnOptions,
  type WinzardAction,
  type WinzardState,
  type WinzardView,
} from '../src/rules';
import { expectFinalScore, expectRulesEnding, playEasy, playUntilOver } from '../../e2e/tests/computer-play';
import { DEBOUNCE_MS, forfeit, guestPage } from '../../e2e/tests/guests';

// The person plays as the Hard search does (below), which beats Easy 3-0 in about 40 of its own actions (at most
// about 120 in `npm run bots`); this bounds the loop.
const MAX_ACTIONS = 250;
// The Hard search's iterations for each of the person's choices; the seed makes each the same for the same position.
// 250 iterations still win 3-0 and cost the test runner a fraction of a deeper search's time, which the browser and
// the server on the same 2 cores want.
const SEARCH_ITERATIONS = 250;

const DECISION_BUTTONS: Partial<Record<WinzardAction['type'], string>> = {
  draw: 'Draw a card',
  skipDraw: 'Skip draw',
  skipShot: 'Skip shot',
};

function cell(page: Page, index: number) {
  const { x, y } = cellPoint(index);
  return page.getByRole('button', { name: `Cell ${x},${y}`, exact: true });
}

/** The person's choice: the Hard search, run here on the person's own view of the match, as the server sends it. */
function choose(match: GameState<WinzardView>, me: number): WinzardAction {
  const { action } = chooseHardAction(game, match as unknown as Match<WinzardState>, me, {
    seed: `person-${match.version}`,
    maxIterations: SEARCH_ITERATIONS,
  });
  if (!action) throw new Error(`no action for the person at version ${match.version}`);
  return action;
}

/**
 * Does the action through the board, as a person would: a placement's cell; Draw a card, Skip draw or Skip shot; a
 * piece and then its target cell (with Move here or Tackle here when both end there); or the shooter and an arrow.
 */
async function act(
  page: Page,
  match: GameState<WinzardView>,
  me: number,
  action: WinzardAction,
  send: () => Promise<void>,
) {
  const choice = choiceOf(match, action);
  const decision = DECISION_BUTTONS[action.type];
  if (decision) {
    await send();
    await page.getByRole('button', { name: decision, exact: true }).click();
    return;
  }
  if (choice.source === null) {
    const target = cell(page, choice.cell as number);
    await expect(target).toHaveAttribute('data-marker', 'target');
    await send();
    await target.click();
    return;
  }
  // A shot's only shooter is picked already; any other source is picked with a click.
  const source = cell(page, choice.source);
  await expect(source).toHaveAttribute('data-marker', /^(selectable|selected)$/);
  if ((await source.getAttribute('data-marker')) !== 'selected') await source.click();
  await expect(source).toHaveAttribute('data-marker', 'selected');
  await send();
  if (action.type === 'shoot') {
    await page.getByRole('button', { name: `Shoot ${DIRECTION_NAMES[action.direction]}`, exact: true }).click();
    return;
  }
  await cell(page, choice.cell as number).click();
  const sameTarget = turnOptions(match, me).bySource[choice.source].filter(
    (other) => other.kind !== 'shoot' && other.cell === choice.cell,
  );
  if (sameTarget.length > 1) {
    const kind = action.type.charAt(0).toUpperCase() + action.type.slice(1);
    await page.getByRole('button', { name: `${kind} here`, exact: true }).click();
  }
}

test('a whole Football game against Computer (Easy), played through the board to three goals', async ({ browser }) => {
  test.setTimeout(300_000);
  const person = await guestPage(browser);
  await playEasy(person, 'FOOTBALL');
  await expect(person.getByRole('button', { name: /^Cell \d,\d$/ })).toHaveCount(48);
  await expect(person.getByRole('table', { name: 'Score' }).getByRole('row')).toHaveCount(2);

  const { match, me } = await playUntilOver<WinzardView>(person, MAX_ACTIONS, (now, mine, send) =>
    act(person, now, mine, choose(now, mine), send),
  );
  expect(match.gameOver).toBe(true);
  // Somebody scored the three goals that end the game; nobody forfeited.
  expect(Math.max(...match.score.map(({ score }) => score))).toBe(WIN_GOALS);
  await expectRulesEnding(person, match, me);
  await expectFinalScore(person, match);
});

test('Football against Computer (Easy): the computer answers the kick-off, and forfeiting ends the game', async ({
  browser,
}) => {
  const person = await guestPage(browser);
  // The person kicks off (ball, goalkeeper); the computer places its goalkeeper and round 2 begins.
  await playEasy(person, 'FOOTBALL');
  await expect(person.getByRole('table', { name: 'Score' }).getByRole('row')).toHaveCount(2);
  await cell(person, 19).click();
  await person.waitForTimeout(DEBOUNCE_MS);
  await cell(person, 24).click();
  await expect(person.getByRole('heading', { name: /Round 2$/ })).toBeVisible();
  await forfeit(person);
  await expect(person.getByRole('status', { name: 'Result' })).toHaveText(/^You forfeited: Computer \(Easy\) wins$/);
  await expect(person.getByRole('button', { name: 'Forfeit' })).toBeHidden();
});
