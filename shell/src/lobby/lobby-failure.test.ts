import { ApiError } from '../api/errors';
import { isAlreadyGone, lobbyFailureToast } from './lobby-failure';

describe('lobbyFailureToast', () => {
  it('leaves a refused create, join or start to the inline *Inactive code', () => {
    expect(lobbyFailureToast('join', new ApiError('Not Found', 404))).toBeNull();
    expect(lobbyFailureToast('create', new ApiError('Bad Request', 400))).toBeNull();
    expect(lobbyFailureToast('start', new ApiError('Conflict', 409))).toBeNull();
  });

  it('reports network and server failures', () => {
    expect(lobbyFailureToast('join', new ApiError('Something went wrong', 500))).toBe(
      'Could not join the game: Something went wrong',
    );
    expect(lobbyFailureToast('start', new ApiError('Service Unavailable', 503))).toBe(
      'Could not start the game: Service Unavailable',
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
