import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useRequiredContext } from '../context/required-context';
import { dismissToast, enqueueToast, toastDuration, type Toast, type ToastSeverity } from './toast-queue';

export interface NotifyContextValue {
  /** Shows a toast; errors are the default, since most toasts report a failure the player must know about. */
  notify(message: string, severity?: ToastSeverity): void;
}

const NotifyContext = createContext<NotifyContextValue | null>(null);

/** One queue of toasts for the whole shell, shown one at a time at the bottom of the screen. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((message: string, severity: ToastSeverity = 'error') => {
    const id = nextId.current++;
    setQueue((current) => enqueueToast(current, { id, message, severity }));
  }, []);

  const shown = queue[0];
  const close = (_event?: Event | SyntheticEvent | null, reason?: string) => {
    if (reason === 'clickaway' || !shown) return;
    setQueue((current) => dismissToast(current, shown.id));
  };

  const value = useMemo(() => ({ notify }), [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={shown?.id}
        open={shown !== undefined}
        autoHideDuration={shown ? toastDuration(shown.severity) : null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {shown && (
          <Alert severity={shown.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
            {shown.message}
          </Alert>
        )}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): NotifyContextValue {
  return useRequiredContext(NotifyContext);
}
