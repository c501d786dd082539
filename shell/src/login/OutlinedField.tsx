import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { RegisteredField } from './use-text-form';

interface OutlinedFieldProps {
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  invalid: boolean;
  /** The line under the field: the error, or a blank that keeps its place. */
  helperText: string;
  field: RegisteredField;
}

/**
 * What an outlined TextField renders, built from its parts: TextField also imports Select and with it Menu, Popover
 * and Modal, which the login page would load for nothing.
 */
export function OutlinedField({ label, type = 'text', autoComplete, invalid, helperText, field }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { ref, ...input } = field;
  return (
    <FormControl variant="outlined" error={invalid}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        inputRef={ref}
        aria-describedby={helperId}
        {...input}
      />
      <FormHelperText id={helperId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
