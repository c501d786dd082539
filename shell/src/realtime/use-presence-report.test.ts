import { act, renderHook } from '@testing-library/react';
import { fakeSocketModule } from '../test/fake-socket';
import type { GameSocket } from './game-socket';
import { usePresenceReport } from './use-presence-report';

describe('usePresenceReport', () => {
  it('keeps the last report pushed or answered, and ignores a malformed one', () => {
    const { socket } = fakeSocketModule();
    const { result } = renderHook(() => usePresenceReport(7));
    act(() => void result.current.listen(socket as unknown as GameSocket));
    expect(result.current.presence).toBeNull();

    act(() => socket.fire('presence', { code: 'K7QZ', online: [7, 8] }));
    expect(result.current.presence).toEqual({ code: 'K7QZ', online: [7, 8] });
    act(() => socket.fire('presence', { code: 'K7QZ', online: 'everyone' }));
    expect(result.current.presence).toEqual({ code: 'K7QZ', online: [7, 8] });
    act(() => result.current.report({ code: 'K7QZ', online: [7] }));
    expect(result.current.presence).toEqual({ code: 'K7QZ', online: [7] });
  });

  it('forgets the report when another user signs in, and stops listening when told', () => {
    const { socket } = fakeSocketModule();
    const { result, rerender } = renderHook(({ user }) => usePresenceReport(user), { initialProps: { user: 7 } });
    let stop = () => undefined as void;
    act(() => void (stop = result.current.listen(socket as unknown as GameSocket)));
    act(() => socket.fire('presence', { code: 'K7QZ', online: [7, 8] }));
    rerender({ user: 8 });
    expect(result.current.presence).toBeNull();

    stop();
    act(() => socket.fire('presence', { code: 'K7QZ', online: [8] }));
    expect(result.current.presence).toBeNull();
  });
});
