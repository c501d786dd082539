import { dismissToast, enqueueToast, toastDuration, type Toast } from './toast-queue';

const toast = (id: number, message: string, severity: Toast['severity'] = 'error'): Toast => ({
  id,
  message,
  severity,
});

describe('toast queue', () => {
  it('shows toasts one after another, in order', () => {
    let queue = enqueueToast([], toast(1, 'first'));
    queue = enqueueToast(queue, toast(2, 'second'));
    expect(queue.map((t) => t.message)).toEqual(['first', 'second']);
    queue = dismissToast(queue, 1);
    expect(queue.map((t) => t.message)).toEqual(['second']);
  });

  it('does not queue a message that is already waiting', () => {
    let queue = enqueueToast([], toast(1, 'shown'));
    queue = enqueueToast(queue, toast(2, 'again'));
    queue = enqueueToast(queue, toast(3, 'again'));
    expect(queue.map((t) => t.id)).toEqual([1, 2]);
  });

  it('queues the message on screen once more, since it is about to go', () => {
    const queue = enqueueToast([toast(1, 'shown')], toast(2, 'shown'));
    expect(queue.map((t) => t.id)).toEqual([1, 2]);
  });

  it('keeps errors up longer than confirmations', () => {
    expect(toastDuration('error')).toBeGreaterThan(toastDuration('success'));
  });
});
