import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { isGuestName } from '@tabletop/game-kit';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser, useAuth } from '../auth/AuthContext';
import { avatarInitial } from './avatar-initial';

export const GUEST_LOG_OUT_WARNING =
  'A guest account lives only in this browser: logging out ends it, and its games and scores go with it. ' +
  'Register first to keep them.';

/** The user's picture or initial; pressing it logs out, after a warning for a guest, who would lose the account. */
export function AvatarButton() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [warning, setWarning] = useState(false);
  const titleId = useId();
  const textId = useId();

  function logOut() {
    setWarning(false);
    setLeaving(true);
    void signOut();
  }

  function registerFirst() {
    setWarning(false);
    // The home page holds the guest's register form, which keeps their id, games and scores.
    void navigate('/');
  }

  return (
    <>
      <Tooltip title="Log out">
        <IconButton
          aria-label="Log out"
          onClick={() => (isGuestName(user.name) ? setWarning(true) : logOut())}
          disabled={leaving}
          sx={{ p: 0.5 }}
        >
          <Avatar src={user.profileUrl} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main' }}>
            {avatarInitial(user.name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Dialog open={warning} onClose={() => setWarning(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Log out of your guest account?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{GUEST_LOG_OUT_WARNING}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={registerFirst} variant="contained" autoFocus>
            Register first
          </Button>
          <Button onClick={logOut} color="error">
            Log out anyway
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
