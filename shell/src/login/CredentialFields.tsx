import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { fieldError, fieldRules, type LoginFields, type LoginMode } from './login-form';

interface CredentialFieldsProps {
  form: UseFormReturn<LoginFields>;
  mode: LoginMode;
}

/** User Name and Password, plus Repeat Password when registering; errors as '*message' under each. */
export function CredentialFields({ form, mode }: CredentialFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const rules = fieldRules(mode);
  const registering = mode === 'register';
  return (
    <>
      <TextField
        label="User Name"
        autoComplete="username"
        error={!!errors.username}
        helperText={fieldError(errors.username?.message)}
        {...register('username', rules.username)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        error={!!errors.password}
        helperText={fieldError(errors.password?.message)}
        {...register('password', rules.password)}
      />
      {registering && (
        <TextField
          label="Repeat Password"
          type="password"
          autoComplete="new-password"
          error={!!errors.repeatPassword}
          helperText={fieldError(errors.repeatPassword?.message)}
          {...register('repeatPassword', { ...rules.repeatPassword, shouldUnregister: true })}
        />
      )}
    </>
  );
}
