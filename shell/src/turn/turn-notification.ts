export type NotificationSupport = NotificationPermission | 'unsupported';

export function notificationSupport(): NotificationSupport {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser's permission (call it from the player's click only); the answer, or 'unsupported'. */
export async function askNotificationPermission(): Promise<NotificationSupport> {
  if (notificationSupport() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows "Your turn"; a click brings the tab back. Null when notifications are not allowed. */
export function showTurnNotification(): Notification | null {
  if (notificationSupport() !== 'granted') return null;
  // One at a time: a new turn replaces an unread one (same tag).
  const notification = new Notification('Your turn', { body: 'Your move on Tabletop.', tag: 'tabletop-turn' });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  return notification;
}
