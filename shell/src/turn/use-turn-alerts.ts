import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useMatch } from '../match/MatchContext';
import { useTurnAlertSettings } from './turn-alert-settings';
import { showTurnNotification } from './turn-notification';
import { playTurnSound } from './turn-sound';
import { isMyTurn, titleWithTurnMark } from './turn-state';

/** How the player is told, outside the page, that it is their turn. */
export interface TurnAlerter {
  playSound(): Promise<void>;
  notify(): Notification | null;
}

const BROWSER_ALERTS: TurnAlerter = { playSound: playTurnSound, notify: showTurnNotification };

/**
 * The tab title carries '(Your turn)' while it is the player's turn. When the turn comes to them while the tab is
 * hidden, a chime and a notification, as the settings allow; the notification goes once the tab is back or the turn
 * is over.
 */
export function useTurnAlerts(alerts: TurnAlerter = BROWSER_ALERTS): void {
  const { match } = useMatch();
  const { user } = useAuth();
  const settings = useTurnAlertSettings();
  const myTurn = isMyTurn(match, user?.id);
  const wasMyTurn = useRef(false);
  const shown = useRef<Notification | null>(null);

  useEffect(() => {
    document.title = titleWithTurnMark(document.title, myTurn);
  }, [myTurn]);
  useEffect(() => () => void (document.title = titleWithTurnMark(document.title, false)), []);

  useEffect(() => {
    const turnCame = myTurn && !wasMyTurn.current;
    wasMyTurn.current = myTurn;
    if (!myTurn) {
      shown.current?.close();
      shown.current = null;
    }
    if (!turnCame || !document.hidden) return;
    // A browser that refuses to play (no interaction with the page yet) only costs the chime.
    if (settings.sound) alerts.playSound().catch((error: unknown) => console.warn('Turn sound not played', error));
    if (settings.notify) shown.current = alerts.notify();
  }, [myTurn, settings, alerts]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden) return;
      shown.current?.close();
      shown.current = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}

/** Mounted once on the signed-in pages. */
export function TurnAlerts(): null {
  useTurnAlerts();
  return null;
}
