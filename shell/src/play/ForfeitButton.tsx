import FlagIcon from '@mui/icons-material/Flag';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useLeaveGame } from '../lobby/use-leave-game';
import { forfeitConsequence } from './forfeit-consequence';

interface ForfeitButtonProps {
  seated: number;
  minPlayers: number;
}

/** Forfeit, after a confirmation that says what it does to the game. */
export function ForfeitButton({ seated, minPlayers }: ForfeitButtonProps) {
  const [open, setOpen] = useState(false);
  const { leave, leaving } = useLeaveGame();
  const titleId = useId();
  const textId = useId();

  // Closed either way: a failure's toast must not sit behind the dialog, hidden from screen readers.
  async function confirm() {
    await leave('forfeit');
    setOpen(false);
  }

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<FlagIcon />} onClick={() => setOpen(true)}>
        Forfeit
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Forfeit this game?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{forfeitConsequence(seated, minPlayers)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Keep playing
          </Button>
          <Button color="error" variant="contained" disabled={leaving} onClick={() => void confirm()}>
            Yes, forfeit
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
