import { useSyncExternalStore } from 'react';

/** What the player allows when it becomes their turn while the tab is hidden. */
export interface TurnAlertSettings {
  sound: boolean;
  notify: boolean;
}

const STORAGE_KEY = 'turnAlerts';
/** Sound is on until turned off; notifications need the browser's permission, asked for only on the player's click. */
export const DEFAULT_TURN_ALERTS: TurnAlertSettings = { sound: true, notify: false };

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: TurnAlertSettings } | null = null;

function parse(raw: string | null): TurnAlertSettings {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<TurnAlertSettings> | null;
    return {
      sound: typeof stored?.sound === 'boolean' ? stored.sound : DEFAULT_TURN_ALERTS.sound,
      notify: typeof stored?.notify === 'boolean' ? stored.notify : DEFAULT_TURN_ALERTS.notify,
    };
  } catch {
    return DEFAULT_TURN_ALERTS;
  }
}

/** The saved settings; the same object until they change (useSyncExternalStore compares snapshots by identity). */
export function readTurnAlerts(): TurnAlertSettings {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (cached?.raw !== raw) cached = { raw, settings: parse(raw) };
  return cached.settings;
}

export function saveTurnAlerts(change: Partial<TurnAlertSettings>): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readTurnAlerts(), ...change }));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTurnAlertSettings(): TurnAlertSettings {
  return useSyncExternalStore(subscribe, readTurnAlerts);
}
