import { Module } from '@nestjs/common';
import { LiveGamesService } from './live-games.service';
import { SPECTATED_GAMES } from './ports';
import { SpectateController } from './spectate.controller';
import { TypeOrmSpectatedGames } from './typeorm-spectated-games';

/**
 * What a watch link, an invite link and the live games may show; the watching connections themselves, and the watcher
 * counts (WATCHER_COUNTS), live in the realtime module.
 */
@Module({
  controllers: [SpectateController],
  providers: [
    TypeOrmSpectatedGames,
    { provide: SPECTATED_GAMES, useExisting: TypeOrmSpectatedGames },
    LiveGamesService,
  ],
  exports: [SPECTATED_GAMES],
})
export class SpectateModule {}
