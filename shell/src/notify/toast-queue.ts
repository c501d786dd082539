export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** How long a toast stays up: errors longer, so there is time to read them. */
export function toastDuration(severity: ToastSeverity): number {
  return severity === 'error' ? 6000 : 3000;
}

/** Adds a toast at the end; the same message already waiting is not queued twice (a burst of one failure). */
export function enqueueToast(queue: readonly Toast[], toast: Toast): Toast[] {
  const waiting = queue.slice(1);
  if (waiting.some((queued) => queued.message === toast.message && queued.severity === toast.severity)) {
    return [...queue];
  }
  return [...queue, toast];
}

/** Removes the toast with this id (the one shown is first). */
export function dismissToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}
