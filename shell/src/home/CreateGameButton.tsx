import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { gameRoute, type CatalogueGame } from '../games/catalogue';
import { CreateOptions, useCreateChoice } from '../lobby/CreateOptions';
import { createGame } from '../lobby/lobby-api';
import { lobbyFailureToast, lobbyFieldError } from '../lobby/lobby-failure';
import { useMatch } from '../match/MatchContext';

/**
 * `Create game` on a game's card: the new table's clock and listing, and one button that creates it and opens its
 * page with the invite to share.
 */
export function CreateGameButton({ game, disabled }: { game: CatalogueGame; disabled: boolean }) {
  const { adopt } = useMatch();
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = useCreateChoice(game.clock);

  async function create() {
    setCreating(true);
    setFailure(null);
    try {
      adopt(await createGame(game.url, options.choice.listed, options.choice.clock));
      setOpen(false);
      void navigate(gameRoute(game.url));
    } catch (error) {
      setFailure(lobbyFieldError(error) ?? lobbyFailureToast('create', error));
    } finally {
      setCreating(false);
    }
  }

  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => setOpen(true)}>
        Create game
      </Button>
      <Dialog open={open} onClose={() => !creating && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Create a {game.displayText} game</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            You get a code and a link to invite players. A listed game also shows among the open tables.
          </DialogContentText>
          <CreateOptions options={options} />
          {failure && (
            <Typography role="alert" sx={{ color: 'error.main', mt: 1.5 }}>
              {failure}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button disabled={creating} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="contained" disabled={creating} onClick={() => void create()}>
            Create game
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
