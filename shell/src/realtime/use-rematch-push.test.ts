import { act, renderHook } from '@testing-library/react';
import type { RematchOffer } from '@tabletop/protocol';
import { fakeSocketModule } from '../test/fake-socket';
import type { GameSocket } from './game-socket';
import { useRematchPush } from './use-rematch-push';

describe('useRematchPush', () => {
  it('keeps the last offer pushed until it stops listening', () => {
    const { socket } = fakeSocketModule();
    const { result } = renderHook(() => useRematchPush());
    let stop = () => undefined as void;
    act(() => void (stop = result.current.listen(socket as unknown as GameSocket)));
    expect(result.current.rematch).toBeNull();

    const offer: RematchOffer = { code: 'K7QZ', status: 'open', accepted: [7], waitingFor: [8], next: null };
    act(() => socket.fire('rematch', offer));
    expect(result.current.rematch).toBe(offer);
    stop();
    act(() => socket.fire('rematch', { code: 'ZZZZ' }));
    expect(result.current.rematch).toBe(offer);
  });
});
