import { act, renderHook } from '@testing-library/react';
import { DEFAULT_TURN_ALERTS, readTurnAlerts, saveTurnAlerts, useTurnAlertSettings } from './turn-alert-settings';

beforeEach(() => localStorage.clear());

describe('turn alert settings', () => {
  it('default to sound on and notifications off, also when what is stored is unreadable', () => {
    expect(readTurnAlerts()).toEqual(DEFAULT_TURN_ALERTS);
    localStorage.setItem('turnAlerts', '{not json');
    expect(readTurnAlerts()).toEqual({ sound: true, notify: false });
    localStorage.setItem('turnAlerts', JSON.stringify({ sound: 'loud', notify: true }));
    expect(readTurnAlerts()).toEqual({ sound: true, notify: true });
  });

  it('are kept in local storage and each change reaches the components that read them', () => {
    const { result } = renderHook(() => useTurnAlertSettings());
    act(() => saveTurnAlerts({ sound: false }));
    expect(result.current).toEqual({ sound: false, notify: false });
    expect(JSON.parse(localStorage.getItem('turnAlerts') ?? 'null')).toEqual({ sound: false, notify: false });
  });
});
