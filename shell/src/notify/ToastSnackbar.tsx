import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import { toastDuration, type Toast } from './toast-queue';

interface ToastSnackbarProps {
  shown: Toast | undefined;
  onClose(event?: Event | SyntheticEvent | null, reason?: string): void;
}

/** The toast on screen, at the bottom of the screen; a chunk of its own, fetched with the first toast. */
export default function ToastSnackbar({ shown, onClose }: ToastSnackbarProps) {
  return (
    <Snackbar
      key={shown?.id}
      open={shown !== undefined}
      autoHideDuration={shown ? toastDuration(shown.severity) : null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {shown && (
        <Alert severity={shown.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {shown.message}
        </Alert>
      )}
    </Snackbar>
  );
}
