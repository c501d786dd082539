import { useAuth } from '../auth/AuthContext';
import type { CurrentUser } from '../auth/credentials';
import { EMPTY_LOGIN_FIELDS, INVALID_CREDENTIALS_MESSAGE, trimmedFields, type LoginFields } from './login-form';
import { useTextForm } from './use-text-form';

/**
 * A credentials form whose submit asks the server for a user and signs them in. Any refusal shows
 * 'Invalid User Name or Password' under User Name (spec §8), as does showInvalidCredentials (Google).
 */
export function useCredentialsForm(authenticate: (fields: LoginFields) => Promise<CurrentUser>) {
  const { signIn } = useAuth();
  const form = useTextForm<LoginFields>(EMPTY_LOGIN_FIELDS);

  function showInvalidCredentials() {
    form.setError('username', INVALID_CREDENTIALS_MESSAGE);
  }

  const onSubmit = form.handleSubmit(async (fields) => {
    let user: CurrentUser;
    try {
      user = await authenticate(trimmedFields(fields));
    } catch {
      showInvalidCredentials();
      return;
    }
    signIn(user);
  });

  return { form, onSubmit, showInvalidCredentials };
}
