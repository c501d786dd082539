import { Module } from '@nestjs/common';
import { LiveGamesService } from './live-games.service';
import { SpectateController } from './spectate.controller';
import { SpectatedGames } from './spectated-games';

/**
 * What a watch link, an invite link and the live games may show; the watching connections themselves, and the watcher
 * counts (WATCHER_COUNTS), live in the realtime module.
 */
@Module({
  controllers: [SpectateController],
  providers: [SpectatedGames, LiveGamesService],
  exports: [SpectatedGames],
})
export class SpectateModule {}
