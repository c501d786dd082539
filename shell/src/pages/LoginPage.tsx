import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { login, loginAsGuest, register as registerAccount } from '../auth/auth-api';
import { useAuth } from '../auth/AuthContext';
import type { CurrentUser } from '../auth/credentials';
import {
  fieldError,
  INVALID_CREDENTIALS_MESSAGE,
  REQUIRED_MESSAGE,
  samePassword,
  type LoginFields,
  type LoginMode,
} from '../login/login-form';
import { SocialSignIn } from '../login/SocialSignIn';

/** /login: log in, register, or play as a guest. The route guard sends a signed-in user home. */
export function LoginPage() {
  const { signIn } = useAuth();
  const [mode, setMode] = useState<LoginMode>('login');
  const [guestFailed, setGuestFailed] = useState(false);
  const [guestBusy, setGuestBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({ defaultValues: { username: '', password: '', repeatPassword: '' } });
  const registering = mode === 'register';

  const onSubmit = handleSubmit(async ({ username, password, repeatPassword }) => {
    try {
      const user = registering
        ? await registerAccount({ username, password, repeatPassword })
        : await login({ username, password });
      signIn(user);
    } catch {
      setError('username', { type: 'server', message: INVALID_CREDENTIALS_MESSAGE });
    }
  });

  async function onGuest() {
    setGuestBusy(true);
    setGuestFailed(false);
    let user: CurrentUser | null = null;
    try {
      user = await loginAsGuest();
    } catch {
      setGuestFailed(true);
    }
    setGuestBusy(false);
    if (user) signIn(user);
  }

  function toggleMode() {
    clearErrors();
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
            <TextField
              label="User Name"
              autoComplete="username"
              error={!!errors.username}
              helperText={fieldError(errors.username?.message)}
              {...register('username', { required: REQUIRED_MESSAGE })}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete={registering ? 'new-password' : 'current-password'}
              error={!!errors.password}
              helperText={fieldError(errors.password?.message)}
              {...register('password', { required: REQUIRED_MESSAGE })}
            />
            {registering && (
              <TextField
                label="Repeat Password"
                type="password"
                autoComplete="new-password"
                error={!!errors.repeatPassword}
                helperText={fieldError(errors.repeatPassword?.message)}
                {...register('repeatPassword', {
                  required: REQUIRED_MESSAGE,
                  validate: samePassword,
                  shouldUnregister: true,
                })}
              />
            )}
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {registering ? 'REGISTER' : 'LOG IN'}
            </Button>
            <Typography sx={{ textAlign: 'center' }}>
              {registering ? 'Already have an account?' : 'Need an account?'}{' '}
              <Button variant="text" onClick={toggleMode} sx={{ verticalAlign: 'baseline' }}>
                {registering ? 'LOG IN' : 'REGISTER'}
              </Button>
            </Typography>
            <SocialSignIn disabled={guestBusy} onGuest={() => void onGuest()} />
            {guestFailed && (
              <Alert severity="error" role="alert">
                Guest login failed. Please try again.
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
