import { fireEvent, render, screen } from '@testing-library/react';
import { readTurnAlerts } from '../turn/turn-alert-settings';
import { TurnAlertsMenu } from './TurnAlertsMenu';

function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission) {
  const api = { permission, requestPermission: jest.fn(async () => answer) };
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: api });
  return api;
}

function openMenu() {
  render(<TurnAlertsMenu />);
  fireEvent.click(screen.getByRole('button', { name: 'Turn alerts' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => delete (window as { Notification?: unknown }).Notification);

describe('TurnAlertsMenu', () => {
  it('turns the sound off and on again, and keeps the choice', () => {
    fakeNotificationApi('default', 'default');
    openMenu();
    const sound = screen.getByRole('menuitemcheckbox', { name: /Sound on my turn/ });
    expect(sound).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(readTurnAlerts().sound).toBe(false);
    fireEvent.click(sound);
    expect(readTurnAlerts().sound).toBe(true);
  });

  it("asks the browser's permission only when notifications are turned on, and turns them on when granted", async () => {
    const api = fakeNotificationApi('default', 'granted');
    openMenu();
    expect(api.requestPermission).not.toHaveBeenCalled();
    const notify = screen.getByRole('menuitemcheckbox', { name: /Notify me on my turn/ });
    expect(notify).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(notify);
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    await screen.findByRole('menuitemcheckbox', { name: /Notify me on my turn/, checked: true });
    expect(readTurnAlerts().notify).toBe(true);
  });

  it('says where to allow notifications when the browser refused them', async () => {
    fakeNotificationApi('default', 'denied');
    openMenu();
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /Notify me on my turn/ }));
    expect(await screen.findByText(/Blocked in this browser/)).toBeInTheDocument();
    expect(readTurnAlerts().notify).toBe(false);
  });
});
