import { Global, Module } from '@nestjs/common';
import { ComputerModule } from '../computer/computer.module';
import { LOBBY_ROOMS } from '../lobby/ports';
import { LobbyModule } from '../lobby/lobby.module';
import { MATCH_TRANSPORT, PRESENCE_ANNOUNCER, SEAT_ABSENCE } from '../match/ports';
import { MatchModule } from '../match/match.module';
import { REMATCH_NOTICES } from '../rematch/ports';
import { WATCHER_COUNTS } from '../spectate/ports';
import { SpectateModule } from '../spectate/spectate.module';
import { ActingConnection } from './acting-connection';
import { ActingGateway } from './acting.gateway';
import { ConnectionGateway } from './connection.gateway';
import { DrainService } from './drain.service';
import { LastSeen } from './last-seen';
import { PresenceService } from './presence.service';
import { SessionSockets } from './session-sockets';
import { SocketHandshake } from './socket-handshake';
import { SocketTransport } from './socket-transport';
import { Spectators } from './spectators.service';
import { SyncGateway } from './sync.gateway';
import { WatchingGateway } from './watching.gateway';

/**
 * Everything Socket.IO: the gateways (one per concern), the connections and their rooms, spectators, presence and the drain. The other
 * modules reach connections only through the ports they declare (the match transport, presence, the lobby's rooms, the
 * rematch notices, how long seats have been gone), which this module provides to all of them; it imports theirs, and no module imports it.
 */
@Global()
@Module({
  imports: [MatchModule, LobbyModule, ComputerModule, SpectateModule],
  providers: [
    ActingConnection,
    SocketTransport,
    { provide: MATCH_TRANSPORT, useExisting: SocketTransport },
    { provide: LOBBY_ROOMS, useExisting: SocketTransport },
    { provide: REMATCH_NOTICES, useExisting: SocketTransport },
    { provide: WATCHER_COUNTS, useExisting: SocketTransport },
    PresenceService,
    { provide: PRESENCE_ANNOUNCER, useExisting: PresenceService },
    Spectators,
    LastSeen,
    { provide: SEAT_ABSENCE, useExisting: LastSeen },
    SessionSockets,
    SocketHandshake,
    ConnectionGateway,
    SyncGateway,
    ActingGateway,
    WatchingGateway,
    DrainService,
  ],
  exports: [MATCH_TRANSPORT, LOBBY_ROOMS, REMATCH_NOTICES, WATCHER_COUNTS, PRESENCE_ANNOUNCER, SEAT_ABSENCE],
})
export class RealtimeModule {}
