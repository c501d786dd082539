import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useCurrentUser, useAuth } from '../auth/AuthContext';
import { avatarInitial } from './avatar-initial';

/** The user's picture or initial; pressing it logs out. */
export function AvatarButton() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const [leaving, setLeaving] = useState(false);

  function logOut() {
    setLeaving(true);
    void signOut();
  }

  return (
    <Tooltip title="Log out">
      <IconButton aria-label="Log out" onClick={logOut} disabled={leaving} sx={{ p: 0.5 }}>
        <Avatar src={user.profileUrl} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main' }}>
          {avatarInitial(user.name)}
        </Avatar>
      </IconButton>
    </Tooltip>
  );
}
