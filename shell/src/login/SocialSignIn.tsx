import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
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

interface LabelledButtonProps {
  /** The button's visible text, which is also its accessible name. */
  label: string;
  onClick(): void;
  disabled: boolean;
}

/**
 * An outlined button that says what it does: an icon alone left newcomers guessing what the person icon meant. No
 * icon beside the words either: MUI's icons would weigh on the login page's scripts, kept under 150 kB.
 */
function LabelledButton({ label, onClick, disabled }: LabelledButtonProps) {
  return (
    <Button variant="outlined" color="inherit" onClick={onClick} disabled={disabled} fullWidth>
      {label}
    </Button>
  );
}

/** Below the form, after an OR divider: Google sign-in (when configured) and guest sign-in. */
export function SocialSignIn({ disabled, google, onGoogle, onGuest, googleFallbackRef }: SocialSignInProps) {
  return (
    <>
      <Divider>OR</Divider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {google && <LabelledButton label="Sign in with Google" onClick={onGoogle} disabled={disabled} />}
        <LabelledButton label="Log in as guest" onClick={onGuest} disabled={disabled} />
      </Stack>
      <Box ref={googleFallbackRef} sx={{ display: 'flex', justifyContent: 'center', '&:empty': { display: 'none' } }} />
    </>
  );
}
