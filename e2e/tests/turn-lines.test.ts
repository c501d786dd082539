import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { displayName } from '@tabletop/game-kit';
import { matchReader, playEasy } from './computer-play';
import { forfeit, guestPage, startTwoPlayerGame, waitOutDebounce } from './guests';
import { playTtt, tttCell, X_WINS } from './history';
import { atBothSizes, expectInWindow } from './screens';

/**
 * Holds the server's game pushes (a move made by someone else) on the page's socket until released, so a screen that
 * lasts only while another seat moves stays up to be checked; acknowledgements and everything else pass at once.
 */
function heldPushes() {
  let holding = false;
  const held: { client: WebSocketRoute; message: string | Buffer }[] = [];
  return {
    async install(page: Page) {
      await page.routeWebSocket(/\/socket\.io\//, (client) => {
        const server = client.connectToServer();
        client.onMessage((message) => server.send(message));
        server.onMessage((message) => {
          const push = typeof message === 'string' && /^42\["(state-patch|emit-state)"/.test(message);
          if (holding && push) held.push({ client, message });
          else client.send(message);
        });
      });
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { client, message } of held.splice(0)) client.send(message);
    },
  };
}

/** The board's heading: its title (the move list beside it has a heading of its own). */
function heading(page: Page) {
  return page
    .getByRole('heading', { level: 2 })
    .filter({ hasNotText: /^Moves$/ })
    .first();
}

test('a game against the computer reads Computer is thinking… while the computer moves, never Waiting for it', async ({
  browser,
}) => {
  const pushes = heldPushes();
  const page = await guestPage(browser, (opened) => pushes.install(opened));
  await playEasy(page, 'SUPER TIC-TAC-TOE');
  await expect(tttCell(page, 4, 4)).toBeEnabled();

  // The computer's answer is held back: its turn stays on screen.
  pushes.hold();
  await waitOutDebounce(page);
  await tttCell(page, 4, 4).click();
  await expect(tttCell(page, 4, 4)).toHaveText('X');
  const thinking = page.getByText('Computer is thinking…', { exact: true });
  await atBothSizes(page, 'computer-thinking', async () => {
    await expect(thinking).toBeVisible();
    await expectInWindow(page, thinking, 'the turn line');
    await expect(heading(page)).toHaveText("Player O's Turn");
    await expect(page.getByText(/Waiting for/)).toHaveCount(0);
  });

  pushes.release();
  await expect(page.getByText('Your turn', { exact: true })).toBeVisible();
  await expect(thinking).toHaveCount(0);
});

test('a watcher reads who is to move, never Waiting for', async ({ browser }) => {
  const { creator, joiner, code } = await startTwoPlayerGame(
    browser,
    'SUPER TIC-TAC-TOE',
    /\/game\/super_tic_tac_toe$/,
  );
  await playTtt(creator, joiner, X_WINS.slice(0, 1));
  const { score } = await (await matchReader(creator)).read();
  const joinerName = displayName(score[1].player.name);

  const spectator = await guestPage(browser);
  await spectator.goto(`/game/super_tic_tac_toe?watch=${code}`);
  const toMove = spectator.getByText(`${joinerName} to move`, { exact: true });
  await atBothSizes(spectator, 'watcher-turn-line', async () => {
    await expect(toMove).toBeVisible();
    await expectInWindow(spectator, toMove, 'the turn line');
    await expect(heading(spectator)).toHaveText("Player O's Turn");
    await expect(spectator.getByText(/Waiting for|Your turn/)).toHaveCount(0);
  });
  // The players still read their own turn lines.
  await expect(creator.getByText(`Waiting for ${joinerName}`, { exact: true })).toBeVisible();
});

test('a replay names each move and who is to move, and the result at the end', async ({ browser }) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);
  const opening = X_WINS.slice(0, 3);
  await playTtt(creator, joiner, opening);
  const { score } = await (await matchReader(creator)).read();
  const [xName, oName] = score.map((entry) => displayName(entry.player.name));
  await forfeit(joiner);
  await expect(creator.getByRole('status', { name: 'Result' })).toHaveText(/forfeited: you win$/);

  await creator.getByRole('link', { name: 'My games' }).click();
  await creator.getByRole('table', { name: 'My games' }).getByRole('link', { name: 'Replay' }).first().click();
  await expect(creator).toHaveURL(/\/replay\/\d+$/);
  const controls = creator.getByRole('group', { name: 'Replay controls' });
  const turnLine = (text: string) => creator.getByText(text, { exact: true });

  await atBothSizes(creator, 'replay-start', async () => {
    await expect(heading(creator)).toHaveText("Player X's Turn");
    await expect(turnLine(`${xName} to move`)).toBeVisible();
    await expectInWindow(creator, heading(creator), 'the replay board heading');
  });

  await controls.getByRole('button', { name: 'Next' }).click();
  const [board, cell] = opening[0];
  await atBothSizes(creator, 'replay-first-move', async () => {
    await expect(heading(creator)).toHaveText(`1. X b${board + 1} c${cell + 1}`);
    await expect(turnLine(`${oName} to move`)).toBeVisible();
    await expectInWindow(creator, turnLine(`${oName} to move`), 'the replay turn line');
    await expect(creator.getByText(/Waiting for|Your turn/)).toHaveCount(0);
  });

  await controls.getByRole('button', { name: 'Last' }).click();
  await atBothSizes(creator, 'replay-end', async () => {
    await expect(heading(creator)).toHaveText('Game Over');
    await expect(creator.getByText(`${xName} (X) wins`, { exact: true })).toBeVisible();
    await expect(creator.getByText(/to move$/)).toHaveCount(0);
  });
});
