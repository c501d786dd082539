import { Module } from '@nestjs/common';
import { ComputerController } from './computer/computer.controller';
import { ComputerGames } from './computer/computer-games.service';
import { ComputerPlayers } from './computer/computer-players.service';
import { SearchPool } from './computer/search-pool';
import { GamesController } from './games/games.controller';
import { HealthController } from './health/health.controller';
import { RedisProbe } from './health/redis-probe';
import { LobbyController } from './lobby/lobby.controller';
import { AbandonedSeatsService } from './lobby/abandoned-seats.service';
import { LobbyService } from './lobby/lobby.service';
import { OpenTablesService } from './lobby/open-tables.service';
import { QuickMatchService } from './lobby/quick-match.service';
import { MatchAuthorityService } from './match/match-authority.service';
import { MATCH_STORE, MATCH_TRANSPORT } from './match/ports';
import { SocketTransport } from './realtime/socket-transport';
import { TypeOrmMatchStore } from './match/typeorm-match-store';
import { RematchController } from './rematch/rematch.controller';
import { RematchService } from './rematch/rematch.service';
import { ActingConnection } from './realtime/acting-connection';
import { DrainService } from './realtime/drain.service';
import { GameGateway } from './realtime/game.gateway';
import { SessionSockets } from './realtime/session-sockets';
import { PresenceService } from './realtime/presence.service';
import { SpectatedGames } from './spectate/spectated-games';
import { Spectators } from './realtime/spectators.service';

/** Games on offer, the lobby, the authority, the realtime gateway and its spectators. */
@Module({
  controllers: [HealthController, GamesController, LobbyController, RematchController, ComputerController],
  providers: [
    RedisProbe,
    TypeOrmMatchStore,
    ActingConnection,
    SocketTransport,
    { provide: MATCH_STORE, useExisting: TypeOrmMatchStore },
    { provide: MATCH_TRANSPORT, useExisting: SocketTransport },
    MatchAuthorityService,
    LobbyService,
    RematchService,
    OpenTablesService,
    QuickMatchService,
    AbandonedSeatsService,
    PresenceService,
    SpectatedGames,
    Spectators,
    GameGateway,
    SessionSockets,
    DrainService,
    SearchPool,
    ComputerPlayers,
    ComputerGames,
  ],
})
export class PlayModule {}
