import { ApiError } from '../api/errors';
import { isAlreadyGone, lobbyFailureToast, lobbyFieldError } from './lobby-failure';

describe('lobbyFieldError', () => {
  it("keeps the spec's Inactive code for a refused code or seat", () => {
    expect(lobbyFieldError(new ApiError('Not Found', 404, { reason: 'Inactive code' }))).toBe('Inactive code');
    expect(lobbyFieldError(new ApiError('Conflict', 409, { reason: 'The game has already started' }))).toBe(
      'Inactive code',
    );
  });

  it('gives another active game and a throttled request their own message', () => {
    expect(lobbyFieldError(new ApiError('Conflict', 409, { reason: 'You already have an active game' }))).toBe(
      'You already have an active game',
    );
    expect(lobbyFieldError(new ApiError('Too Many Requests', 429, { retryAfterSeconds: 7 }))).toBe(
      'Too many attempts, try again in 7 s',
    );
  });

  it('leaves network and server failures to a toast', () => {
    expect(lobbyFieldError(new ApiError('Something went wrong', 500, { unreachable: true }))).toBeNull();
    expect(lobbyFieldError(new ApiError('Internal Server Error', 500))).toBeNull();
  });
});

describe('lobbyFailureToast', () => {
  it('leaves a refused create, join or start to the inline *Inactive code', () => {
    expect(lobbyFailureToast('join', new ApiError('Not Found', 404))).toBeNull();
    expect(lobbyFailureToast('create', new ApiError('Bad Request', 400))).toBeNull();
    expect(lobbyFailureToast('start', new ApiError('Conflict', 409))).toBeNull();
  });

  it('reports network and server failures, saying when the server cannot be reached', () => {
    expect(lobbyFailureToast('join', new ApiError('Something went wrong', 500, { unreachable: true }))).toBe(
      'Could not join the game: The server cannot be reached. Check your connection and try again.',
    );
    expect(lobbyFailureToast('start', new ApiError('Bad Gateway', 502, { unreachable: true }))).toBe(
      'Could not start the game: The server cannot be reached. Check your connection and try again.',
    );
    expect(lobbyFailureToast('join', new ApiError('Internal Server Error', 500))).toBe(
      'Could not join the game: Internal Server Error',
    );
    expect(lobbyFailureToast('create', new Error('The server did not answer with a game'))).toBe(
      'Could not create the game: Something went wrong',
    );
  });

  it('reports every failure to leave or forfeit', () => {
    expect(lobbyFailureToast('leave', new ApiError('Conflict', 409))).toBe('Could not leave the game: Conflict');
    expect(lobbyFailureToast('forfeit', new ApiError('Something went wrong', 500))).toBe(
      'Could not forfeit the game: Something went wrong',
    );
  });
});

describe('isAlreadyGone', () => {
  it('takes a 404 to leave as the seat being free already, and nothing else', () => {
    expect(isAlreadyGone(new ApiError('Not Found', 404))).toBe(true);
    expect(isAlreadyGone(new ApiError('Conflict', 409))).toBe(false);
    expect(isAlreadyGone(new Error('offline'))).toBe(false);
  });
});
