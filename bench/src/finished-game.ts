/**
 * A finished game of a chosen length, played for real through the server (HTTP lobby, Socket.IO actions): for the
 * replay's load time, two guests play Winzard Football, the longest of the games, with random legal actions chosen
 * from each player's own view, and the first one forfeits once the log holds `moves - 1` actions (unless the rules
 * ended it before); for the history database's template, two registered players play Super Tic-Tac-Toe to its end.
 */
import type { GameState } from '@tabletop/game-kit';
import type { ActionAck, ClientToServerEvents, ServerToClientEvents } from '@tabletop/protocol';
import { game as winzardFootball } from '@tabletop/winzard-football/rules';
import { io, type Socket } from 'socket.io-client';
import { postJson } from './load/http';
import { pick } from './random';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const WAIT_MS = 30_000;

/** A game to play: its url and its rules' legal actions from a player's view. */
export interface GameToPlay {
  url: string;
  rules: { legalActions(state: never, player: number): unknown[] };
  /** Both players register first (a rated game), instead of playing as guests. */
  registered?: boolean;
}

const WINZARD_FOOTBALL: GameToPlay = { url: 'winzards/football', rules: winzardFootball };

export interface Guest {
  id: number;
  jwt: string;
  name: string;
}

interface Seat extends Guest {
  socket: ClientSocket;
  /** The newest view of the game this seat was sent. */
  view?: GameState;
}

export interface FinishedGame {
  /** The game's id, for /replay/{id}. */
  id: number;
  moves: number;
  /** A player of it, to open the replay as. */
  viewer: Guest;
}

const bearer = (guest: Guest) => ({ authorization: `Bearer ${guest.jwt}` });

/** `work` answers through `done` or `fail`; no answer within WAIT_MS fails too. */
function withTimeout<T>(what: string, work: (done: (value: T) => void, fail: (why: string) => void) => void) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`finished game: no answer to ${what}`)), WAIT_MS);
    work(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (why) => {
        clearTimeout(timer);
        reject(new Error(`finished game: ${what} refused: ${why}`));
      },
    );
  });
}

async function seat(baseUrl: string, registered: boolean): Promise<Seat> {
  let guest = await postJson<Guest>(`${baseUrl}/api/auth/guest`, {});
  if (registered) {
    const password = `bench-${guest.id}-password`;
    const registration = { username: `bench_${guest.id}`, password, repeatPassword: password };
    guest = await postJson<Guest>(`${baseUrl}/api/auth/register`, registration, bearer(guest));
  }
  const socket: ClientSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: guest.jwt },
  });
  await withTimeout<void>('connect', (done) => socket.once('connect', () => done()));
  const seat: Seat = { ...guest, socket };
  const keep = (state: GameState) => {
    if (!seat.view || state.version >= seat.view.version) seat.view = state;
  };
  socket.on('startGame', keep);
  socket.on('emit-state', keep);
  return seat;
}

/** The seat's own view of the game at `version`: the push that brought it, or the one still to come. */
function viewAt(player: Seat, version: number): Promise<GameState> {
  if (player.view && player.view.version >= version) return Promise.resolve(player.view);
  return withTimeout<GameState>(`the state at version ${version}`, (done) => {
    const onState = (state: GameState) => {
      if (state.version < version) return;
      player.socket.off('emit-state', onState);
      done(state);
    };
    player.socket.on('emit-state', onState);
  });
}

function act(player: Seat, state: GameState, action: unknown): Promise<void> {
  return withTimeout<void>('action', (done, fail) =>
    player.socket.emit('action', { code: state.code, version: state.version, action }, (answer: ActionAck) =>
      answer.ok ? done() : fail(answer.error),
    ),
  );
}

/** Plays a game of `moves` logged actions (its last a forfeit, unless the rules end it sooner) to its end. */
export async function playFinishedGame(
  baseUrl: string,
  moves: number,
  random: () => number,
  game: GameToPlay = WINZARD_FOOTBALL,
): Promise<FinishedGame> {
  const registered = game.registered ?? false;
  const seats = [await seat(baseUrl, registered), await seat(baseUrl, registered)];
  try {
    const started = withTimeout<GameState>('startGame', (done) => seats[0].socket.once('startGame', done));
    const { code } = await postJson<GameState>(`${baseUrl}/api/game/create`, { game: game.url }, bearer(seats[0]));
    await postJson(`${baseUrl}/api/game/join`, { game: game.url, code }, bearer(seats[1]));
    let state = await started;
    while (!state.gameOver && state.version < moves - 1) {
      const mover = seats.find((candidate) => candidate.id === state.player?.id);
      if (!mover) throw new Error('finished game: nobody to move');
      const view = await viewAt(mover, state.version);
      await act(mover, view, pick(game.rules.legalActions(view as never, mover.id), random));
      state = await viewAt(mover, view.version + 1);
    }
    if (!state.gameOver)
      await withTimeout<void>('leave', (done) => seats[0].socket.emit('leave', { code }, () => done()));
    const history = await fetch(`${baseUrl}/api/history?limit=1`, { headers: bearer(seats[0]) });
    if (!history.ok) throw new Error(`finished game: GET /api/history ${history.status}`);
    const [row] = ((await history.json()) as { games: { id: number; moves: number }[] }).games;
    const { id, jwt, name } = seats[1];
    return { id: row.id, moves: row.moves, viewer: { id, jwt, name } };
  } finally {
    for (const player of seats) player.socket.close();
  }
}
