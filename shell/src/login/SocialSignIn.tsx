import GoogleIcon from '@mui/icons-material/Google';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode, Ref } from 'react';

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

interface HintedIconButtonProps {
  /** The button's accessible name, also shown as its hint. */
  label: string;
  onClick(): void;
  disabled: boolean;
  children: ReactNode;
}

/**
 * A round outlined icon button whose hint is a native title on a wrapper (shown even while disabled): MUI's Tooltip
 * would bring Popper, ~15 kB gzip, to the login page.
 */
function HintedIconButton({ label, onClick, disabled, children }: HintedIconButtonProps) {
  return (
    <span title={label}>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="large" sx={ICON_BUTTON_STYLE}>
        {children}
      </IconButton>
    </span>
  );
}

/** Below the form, after an OR divider: Google sign-in (when configured) and guest sign-in. */
export function SocialSignIn({ disabled, google, onGoogle, onGuest, googleFallbackRef }: SocialSignInProps) {
  return (
    <>
      <Divider>OR</Divider>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {google && (
          <HintedIconButton label="Sign in with Google" onClick={onGoogle} disabled={disabled}>
            <GoogleIcon />
          </HintedIconButton>
        )}
        <HintedIconButton label="Log in as guest" onClick={onGuest} disabled={disabled}>
          <PersonOutlineIcon />
        </HintedIconButton>
      </Stack>
      <Box ref={googleFallbackRef} sx={{ display: 'flex', justifyContent: 'center', '&:empty': { display: 'none' } }} />
    </>
  );
}
