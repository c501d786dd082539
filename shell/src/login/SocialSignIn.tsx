import GoogleIcon from '@mui/icons-material/Google';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Ref } from 'react';

interface SocialSignInProps {
  disabled: boolean;
  /** Shows the Google button only when the server has a Google client id. */
  google: boolean;
  onGoogle(): void;
  onGuest(): void;
  /** Where Google's own button appears when its prompt cannot be shown. */
  googleFallbackRef: Ref<HTMLDivElement>;
}

const ICON_BUTTON_STYLE = { border: 1, borderColor: 'divider' } as const;
// Each button's hint is a native title on a wrapper (shown even while disabled): MUI's Tooltip would bring Popper,
// ~15 kB gzip, to the login page.

/** Below the form, after an OR divider: Google sign-in (when configured) and guest sign-in. */
export function SocialSignIn({ disabled, google, onGoogle, onGuest, googleFallbackRef }: SocialSignInProps) {
  return (
    <>
      <Divider>OR</Divider>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {google && (
          <span title="Sign in with Google">
            <IconButton
              aria-label="Sign in with Google"
              onClick={onGoogle}
              disabled={disabled}
              size="large"
              sx={ICON_BUTTON_STYLE}
            >
              <GoogleIcon />
            </IconButton>
          </span>
        )}
        <span title="Log in as guest">
          <IconButton
            aria-label="Log in as guest"
            onClick={onGuest}
            disabled={disabled}
            size="large"
            sx={ICON_BUTTON_STYLE}
          >
            <PersonOutlineIcon />
          </IconButton>
        </span>
      </Stack>
      <Box ref={googleFallbackRef} sx={{ display: 'flex', justifyContent: 'center', '&:empty': { display: 'none' } }} />
    </>
  );
}
