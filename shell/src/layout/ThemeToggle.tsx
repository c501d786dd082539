import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorMode } from '../theme/ColorModeContext';

/** A sun in light mode, a moon in dark mode. */
export function ThemeToggle() {
  const { mode, toggleMode } = useColorMode();
  return (
    <Tooltip title={mode === 'dark' ? 'Dark mode' : 'Light mode'}>
      <IconButton color="inherit" aria-label="Toggle theme" onClick={toggleMode}>
        {mode === 'dark' ? <DarkModeIcon data-testid="moon-icon" /> : <LightModeIcon data-testid="sun-icon" />}
      </IconButton>
    </Tooltip>
  );
}
