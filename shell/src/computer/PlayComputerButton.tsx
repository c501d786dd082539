import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isErrorShaped } from '../api/errors';
import { gameRoute, type CatalogueGame } from '../games/catalogue';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { playComputer, type ComputerLevel } from './computer-api';

interface PlayComputerButtonProps {
  game: Pick<CatalogueGame, 'url' | 'displayText' | 'players'>;
  /** Off while the page is busy with another request. */
  disabled?: boolean;
}

/**
 * `Play the computer`: asks for the level (`Easy` or `Hard`; and 1 to 3 opponents in a game for more than two), starts
 * the game at once, adopts it and opens its page.
 */
export function PlayComputerButton({ game, disabled = false }: PlayComputerButtonProps) {
  const { adopt } = useMatch();
  const { notify } = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const maxOpponents = game.players[1] - 1;
  const [opponents, setOpponents] = useState(1);

  async function start(level: ComputerLevel) {
    setStarting(true);
    try {
      const state = await playComputer(game.url, level, maxOpponents > 1 ? opponents : undefined);
      adopt(state);
      setOpen(false);
      void navigate(gameRoute(game.url));
    } catch (error) {
      notify(`Could not start the game: ${isErrorShaped(error) ? error.message : 'Something went wrong'}`);
    } finally {
      setStarting(false);
    }
  }

  const titleId = `play-computer-${game.url.replace(/\W/g, '-')}`;
  return (
    <>
      <Button variant="outlined" color="secondary" fullWidth disabled={disabled} onClick={() => setOpen(true)}>
        Play the computer
      </Button>
      <Dialog open={open} onClose={() => !starting && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Play {game.displayText} against the computer</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {maxOpponents > 1 && (
              <Stack spacing={1}>
                <Typography id={`${titleId}-opponents`}>Opponents</Typography>
                <ToggleButtonGroup
                  exclusive
                  value={opponents}
                  onChange={(_event, value: number | null) => value !== null && setOpponents(value)}
                  aria-labelledby={`${titleId}-opponents`}
                >
                  {Array.from({ length: maxOpponents }, (_, i) => i + 1).map((count) => (
                    <ToggleButton key={count} value={count} aria-label={`${count} opponent${count > 1 ? 's' : ''}`}>
                      {count}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
            )}
            <Typography>Choose how strong the computer plays:</Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" fullWidth disabled={starting} onClick={() => void start('easy')}>
                Easy
              </Button>
              <Button
                variant="contained"
                color="secondary"
                fullWidth
                disabled={starting}
                onClick={() => void start('hard')}
              >
                Hard
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" disabled={starting} onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
