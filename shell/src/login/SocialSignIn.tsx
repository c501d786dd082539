import GoogleIcon from '@mui/icons-material/Google';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Divider, IconButton, Stack, Tooltip } from '@mui/material';
import { GOOGLE_CLIENT_ID } from './google';

interface SocialSignInProps {
  disabled: boolean;
  onGuest(): void;
}

/** Below the form, after an OR divider: Google sign-in (when configured) and guest sign-in. */
export function SocialSignIn({ disabled, onGuest }: SocialSignInProps) {
  return (
    <>
      <Divider>OR</Divider>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {GOOGLE_CLIENT_ID && (
          <Tooltip title="Sign in with Google">
            <span>
              <IconButton aria-label="Sign in with Google" disabled>
                <GoogleIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title="Log in as guest">
          <span>
            <IconButton
              aria-label="Log in as guest"
              onClick={onGuest}
              disabled={disabled}
              size="large"
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <PersonOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </>
  );
}
