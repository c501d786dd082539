import { ConnectedSocket, MessageBody, SubscribeMessage } from '@nestjs/websockets';
import type { SyncAck } from '@tabletop/protocol';
import { FailedLookups } from '../limits/failed-attempts';
import { MatchAuthority } from '../match/authority';
import { SyncDto } from './action.dto';
import { looker, lookupFailed } from './lookups';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime-gateway';
import type { GameSocket } from './socket-data';

/** `sync`: a player's game as it is now, whole or as the patches since the version the client holds. */
@RealtimeGateway()
export class SyncGateway {
  constructor(
    private readonly authority: MatchAuthority,
    private readonly lookups: FailedLookups,
    private readonly presence: PresenceService,
  ) {}

  @SubscribeMessage('sync')
  async sync(@ConnectedSocket() socket: GameSocket, @MessageBody() request: SyncDto): Promise<SyncAck> {
    const userId = socket.data.user.id;
    const result = await this.lookups.countFailures(
      looker(socket),
      () =>
        request.since === undefined
          ? this.authority.sync(userId, request.code)
          : this.authority.syncSince(userId, request.code, request.since),
      lookupFailed,
    );
    if (!result.ok) return { ok: false, error: result.error };
    const present = await this.presence.presentAmong(result.seats);
    // The server's clock as it answers: a client sets its own clock's offset by this round trip.
    const serverTime = Date.now();
    if ('patches' in result) return { ok: true, since: result.since, patches: result.patches, ...present, serverTime };
    return { ok: true, state: result.state, ...present, serverTime };
  }
}
