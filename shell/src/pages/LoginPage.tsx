import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  finishGoogleRedirect,
  GOOGLE_REDIRECT_START,
  login,
  loginAsGuest,
  register,
  signInWithGoogle,
} from '../auth/auth-api';
import { transientFailureText } from '../api/failure-text';
import { useAuth } from '../auth/AuthContext';
import type { CurrentUser } from '../auth/credentials';
import { CredentialFields } from '../login/CredentialFields';
import { openGoogleSignIn } from '../login/google-identity';
import type { LoginMode } from '../login/login-form';
import { FormNotice } from '../login/FormNotice';
import { SocialSignIn } from '../login/SocialSignIn';
import { useCredentialsForm } from '../login/use-credentials-form';
import { useGoogleSignInOptions } from '../login/use-google-sign-in-options';

const GUEST_FAILED = 'Guest login failed. Please try again.';
const GOOGLE_UNAVAILABLE = 'Google sign-in could not load. Please try again.';
const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
/** The redirect sign-in's way back (the server's GOOGLE_SIGNED_IN and GOOGLE_FAILED). */
const GOOGLE_RETURN = 'google';

/** /login: log in, register, sign in with Google or play as a guest. The route guard sends a signed-in user home. */
export function LoginPage() {
  const { signIn } = useAuth();
  const [mode, setMode] = useState<LoginMode>('login');
  const registering = mode === 'register';
  const { form, onSubmit, showFailure, notice, setNotice } = useCredentialsForm((fields) =>
    registering ? register(fields) : login(fields),
  );
  const { clientId: googleClientId, redirect: googleRedirect } = useGoogleSignInOptions();
  const { search } = useLocation();
  /** Google's script could not load (blocked by the browser or an extension): offer the redirect sign-in. */
  const [googleBlocked, setGoogleBlocked] = useState(false);
  const googleFallback = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a sign-in that is not the form's; a refusal is reported by `onFailure`. */
  async function signInWith(attempt: () => Promise<CurrentUser>, onFailure: (error: unknown) => void) {
    setBusy(true);
    setNotice(null);
    let user: CurrentUser | null = null;
    try {
      user = await attempt();
    } catch (error) {
      onFailure(error);
    }
    setBusy(false);
    if (user) signIn(user);
  }

  // Back from the redirect sign-in: the server set the refresh cookie, or says it failed.
  useEffect(() => {
    const outcome = new URLSearchParams(search).get(GOOGLE_RETURN);
    if (outcome === 'signed-in')
      void signInWith(
        async () => {
          const user = await finishGoogleRedirect();
          if (!user) throw new Error(GOOGLE_FAILED);
          return user;
        },
        () => setNotice(GOOGLE_FAILED),
      );
    else if (outcome === 'failed') setNotice(GOOGLE_FAILED);
    // Once, for the page load that came back from Google.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onGuest() {
    void signInWith(loginAsGuest, (error) => setNotice(transientFailureText(error) ?? GUEST_FAILED));
  }

  function onGoogle() {
    if (!googleClientId) return;
    setNotice(null);
    openGoogleSignIn({
      clientId: googleClientId,
      fallbackButton: googleFallback.current,
      onCredential: (credential) => void signInWith(() => signInWithGoogle(credential), showFailure),
    }).catch(() => {
      if (googleRedirect) setGoogleBlocked(true);
      else setNotice(GOOGLE_UNAVAILABLE);
    });
  }

  function toggleMode() {
    form.clearErrors();
    setNotice(null);
    setMode(registering ? 'login' : 'register');
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card elevation={6} sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={onSubmit} noValidate sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 800, textAlign: 'center' }}>
              Tabletop
            </Typography>
            <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {registering ? 'Create an account' : 'Log in to play'}
            </Typography>
            <CredentialFields form={form} mode={mode} />
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting || busy}>
              {registering ? 'REGISTER' : 'LOG IN'}
            </Button>
            <Typography sx={{ textAlign: 'center' }}>
              {registering ? 'Already have an account?' : 'Need an account?'}{' '}
              <Button variant="text" onClick={toggleMode} sx={{ verticalAlign: 'baseline' }}>
                {registering ? 'LOG IN' : 'REGISTER'}
              </Button>
            </Typography>
            <SocialSignIn
              disabled={busy || form.isSubmitting}
              google={googleClientId !== null}
              onGoogle={onGoogle}
              onGuest={onGuest}
              googleFallbackRef={googleFallback}
            />
            {googleBlocked && (
              <FormNotice severity="info">
                Google&apos;s sign-in window could not load in this browser.{' '}
                <Link href={GOOGLE_REDIRECT_START}>Continue on Google&apos;s page</Link>
              </FormNotice>
            )}
            {notice && <FormNotice severity="error">{notice}</FormNotice>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
