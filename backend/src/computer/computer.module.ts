import { Module } from '@nestjs/common';
import { MatchModule } from '../match/match.module';
import { ComputerGames } from './computer-games.service';
import { ComputerPlayers } from './computer-players.service';
import { ComputerController } from './computer.controller';
import { COMPUTER_STORE } from './ports';
import { SearchPool } from './search-pool';
import { SearchPoolMetrics } from './search-pool-metrics';
import { TypeOrmComputerStore } from './typeorm-computer-store';

/** Games against the computer, and the computer seats that move in every game. */
@Module({
  imports: [MatchModule],
  controllers: [ComputerController],
  providers: [
    TypeOrmComputerStore,
    { provide: COMPUTER_STORE, useExisting: TypeOrmComputerStore },
    SearchPool,
    SearchPoolMetrics,
    ComputerPlayers,
    ComputerGames,
  ],
  exports: [ComputerPlayers],
})
export class ComputerModule {}
