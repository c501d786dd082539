import { fieldError, fieldRules, type LoginFields, type LoginMode } from './login-form';
import { OutlinedField } from './OutlinedField';
import type { TextForm } from './use-text-form';

interface CredentialFieldsProps {
  form: TextForm<LoginFields>;
  mode: LoginMode;
}

/** User Name and Password, plus Repeat Password when registering; errors as '*message' under each. */
export function CredentialFields({ form, mode }: CredentialFieldsProps) {
  const { register, errors } = form;
  const rules = fieldRules(mode);
  const registering = mode === 'register';
  return (
    <>
      <OutlinedField
        label="User Name"
        autoComplete="username"
        invalid={!!errors.username}
        helperText={fieldError(errors.username)}
        field={register('username', rules.username)}
      />
      <OutlinedField
        label="Password"
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        invalid={!!errors.password}
        helperText={fieldError(errors.password)}
        field={register('password', rules.password)}
      />
      {registering && (
        <OutlinedField
          label="Repeat Password"
          type="password"
          autoComplete="new-password"
          invalid={!!errors.repeatPassword}
          helperText={fieldError(errors.repeatPassword)}
          field={register('repeatPassword', rules.repeatPassword, { unregisterOnUnmount: true })}
        />
      )}
    </>
  );
}
