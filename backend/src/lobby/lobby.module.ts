import { Module } from '@nestjs/common';
import { MatchModule } from '../match/match.module';
import { AbandonedSeatsService } from './abandoned-seats.service';
import { LobbyController } from './lobby.controller';
import { LobbyService } from './lobby.service';
import { OpenTablesService } from './open-tables.service';
import { LOBBY_STORE } from './ports';
import { QuickMatchService } from './quick-match.service';
import { TypeOrmLobbyStore } from './typeorm-lobby-store';

/** Creating, joining, starting and leaving games, quick match and the open tables. Rooms come from realtime's ports. */
@Module({
  imports: [MatchModule],
  controllers: [LobbyController],
  providers: [
    TypeOrmLobbyStore,
    { provide: LOBBY_STORE, useExisting: TypeOrmLobbyStore },
    LobbyService,
    OpenTablesService,
    QuickMatchService,
    AbandonedSeatsService,
  ],
  exports: [LOBBY_STORE, LobbyService, OpenTablesService],
})
export class LobbyModule {}
