import { useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import type { CurrentUser } from '../auth/credentials';
import {
  credentialsFailure,
  EMPTY_LOGIN_FIELDS,
  INVALID_CREDENTIALS_MESSAGE,
  trimmedFields,
  type LoginFields,
} from './login-form';
import { useTextForm } from './use-text-form';

/**
 * A credentials form whose submit asks the server for a user and signs them in. A refusal shows under User Name:
 * 'Invalid User Name or Password' (also showInvalidCredentials, for Google) or a taken name; a throttled or
 * unreachable server is the form's `notice` instead.
 */
export function useCredentialsForm(authenticate: (fields: LoginFields) => Promise<CurrentUser>) {
  const { signIn } = useAuth();
  const form = useTextForm<LoginFields>(EMPTY_LOGIN_FIELDS);
  const [notice, setNotice] = useState<string | null>(null);

  function showInvalidCredentials() {
    form.setError('username', INVALID_CREDENTIALS_MESSAGE);
  }

  /** Shows why a sign-in (the form's, or another such as Google's) was refused. */
  function showFailure(error: unknown) {
    const failure = credentialsFailure(error);
    if ('notice' in failure) setNotice(failure.notice);
    else form.setError('username', failure.username);
  }

  const onSubmit = form.handleSubmit(async (fields) => {
    setNotice(null);
    let user: CurrentUser;
    try {
      user = await authenticate(trimmedFields(fields));
    } catch (error) {
      showFailure(error);
      return;
    }
    signIn(user);
  });

  return { form, onSubmit, showInvalidCredentials, showFailure, notice, setNotice };
}
