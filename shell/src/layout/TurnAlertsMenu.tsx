import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import Check from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { saveTurnAlerts, useTurnAlertSettings } from '../turn/turn-alert-settings';
import { askNotificationPermission, notificationSupport, type NotificationSupport } from '../turn/turn-notification';

const NOTIFY_HINT: Partial<Record<NotificationSupport, string>> = {
  denied: 'Blocked in this browser: allow notifications for this site in its settings',
  unsupported: 'This browser cannot show notifications',
};

/** The app bar's bell: whether a hidden tab chimes and notifies when the player's turn comes. */
export function TurnAlertsMenu() {
  const settings = useTurnAlertSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [support, setSupport] = useState<NotificationSupport>(notificationSupport);
  const notifying = settings.notify && support === 'granted';
  const anyOn = settings.sound || notifying;

  /** Turning notifications on asks the browser first; this click is the only time it is asked. */
  async function toggleNotify() {
    if (notifying) {
      saveTurnAlerts({ notify: false });
      return;
    }
    const answer = support === 'granted' ? support : await askNotificationPermission();
    setSupport(answer);
    saveTurnAlerts({ notify: answer === 'granted' });
  }

  return (
    <>
      <Tooltip title="Turn alerts">
        <IconButton
          color="inherit"
          aria-label="Turn alerts"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'turn-alerts-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {anyOn ? <NotificationsActiveIcon /> : <NotificationsOffIcon />}
        </IconButton>
      </Tooltip>
      <Menu id="turn-alerts-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={settings.sound}
          onClick={() => saveTurnAlerts({ sound: !settings.sound })}
        >
          <ListItemIcon>{settings.sound && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText primary="Sound on my turn" secondary="While this tab is hidden" />
        </MenuItem>
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={notifying}
          disabled={support === 'unsupported'}
          onClick={() => void toggleNotify()}
        >
          <ListItemIcon>{notifying && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText
            primary="Notify me on my turn"
            secondary={NOTIFY_HINT[support] ?? 'While this tab is hidden'}
            slotProps={{ secondary: { sx: { maxWidth: 260, whiteSpace: 'normal' } } }}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
