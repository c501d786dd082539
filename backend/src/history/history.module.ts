import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';
import { HistoryService } from './history.service';
import { MoveListService } from './move-list.service';
import { ReplayService } from './replay.service';
import { HISTORY_STORE } from './history-store';
import { TypeOrmHistoryStore } from './typeorm-history-store';

/** Every game remembered: the history lists, replays and move lists, read-only over the games and their logs. */
@Module({
  controllers: [HistoryController],
  providers: [
    HistoryService,
    ReplayService,
    MoveListService,
    TypeOrmHistoryStore,
    { provide: HISTORY_STORE, useExisting: TypeOrmHistoryStore },
  ],
})
export class HistoryModule {}
