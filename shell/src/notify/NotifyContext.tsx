import { createContext, lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SyntheticEvent } from 'react';
import { useRequiredContext } from '../context/required-context';
import { dismissToast, enqueueToast, type Toast, type ToastSeverity } from './toast-queue';

// Snackbar and Alert (and their transitions) stay off pages that never show a toast, the login page among them.
const ToastSnackbar = lazy(() => import('./ToastSnackbar'));

export interface NotifyContextValue {
  /** Shows a toast; errors are the default, since most toasts report a failure the player must know about. */
  notify(message: string, severity?: ToastSeverity): void;
}

const NotifyContext = createContext<NotifyContextValue | null>(null);

/** One queue of toasts for the whole shell, shown one at a time at the bottom of the screen. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [used, setUsed] = useState(false);
  const nextId = useRef(1);

  const notify = useCallback((message: string, severity: ToastSeverity = 'error') => {
    const id = nextId.current++;
    setUsed(true);
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
      {used && (
        <Suspense fallback={null}>
          <ToastSnackbar shown={shown} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): NotifyContextValue {
  return useRequiredContext(NotifyContext);
}
