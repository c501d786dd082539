import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { StoredPlayer } from './history-store';
import { HistoryService } from './history.service';
import { ann, memoryHistoryStore } from './memory-history-store';

function setup(users: StoredPlayer[] = []) {
  const { store, asked } = memoryHistoryStore({ users });
  return { service: new HistoryService(store), asked };
}

describe('HistoryService', () => {
  it('asks the store for one game more than the page, and refuses an unknown game before asking', async () => {
    const { service, asked } = setup();
    expect(await service.history(ann.id, { before: 40, limit: 10, game: 'repello' })).toEqual({
      games: [],
      next: null,
    });
    expect(asked.history).toEqual([{ userId: ann.id, viewerId: ann.id, game: 'repello', before: 40, limit: 11 }]);
    await expect(service.history(ann.id, { game: 'chess' })).rejects.toBeInstanceOf(BadRequestException);
    expect(asked.history).toHaveLength(1);
    await service.history(ann.id, {});
    expect(asked.history[1]).toEqual({
      userId: ann.id,
      viewerId: ann.id,
      game: undefined,
      before: undefined,
      limit: 21,
    });
  });

  it("shows a person's games as the caller may see them, a guest's only to the guest, and no computer's", async () => {
    const users: StoredPlayer[] = [
      { id: 1, name: 'Ann', kind: 'registered' },
      { id: 2, name: 'guest-uuid', kind: 'guest' },
      { id: 3, name: 'Computer (Easy)', kind: 'computer' },
    ];
    const { service, asked } = setup(users);
    await service.playerGames(2, 'ANN', {});
    await service.playerGames(2, 'guest-uuid', {});
    expect(asked.history.map(({ userId, viewerId }) => ({ userId, viewerId }))).toEqual([
      { userId: 1, viewerId: 2 },
      { userId: 2, viewerId: 2 },
    ]);
    await expect(service.playerGames(1, 'guest-uuid', {})).rejects.toThrow(ForbiddenException);
    await expect(service.playerGames(1, 'Computer (Easy)', {})).rejects.toThrow(NotFoundException);
    await expect(service.playerGames(1, 'nobody', {})).rejects.toThrow(NotFoundException);
  });
});
