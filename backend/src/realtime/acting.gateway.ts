import { ConnectedSocket, MessageBody, SubscribeMessage } from '@nestjs/websockets';
import type { ActionAck, LeaveAck } from '@tabletop/protocol';
import { FailedLookups } from '../limits/failed-attempts';
import { LobbyService } from '../lobby/lobby.service';
import { MatchAuthority } from '../match/authority';
import { ActingConnection } from './acting-connection';
import { ActionDto, GameCodeDto } from './action.dto';
import { looker, lookupFailed } from './lookups';
import { RealtimeGateway } from './realtime-gateway';
import { SessionSockets } from './session-sockets';
import type { GameSocket } from './socket-data';

/** A player's own moves: `action`, handed to the match authority, and `leave`, handed to the lobby. */
@RealtimeGateway()
export class ActingGateway {
  constructor(
    private readonly authority: MatchAuthority,
    private readonly lobby: LobbyService,
    private readonly lookups: FailedLookups,
    private readonly sessions: SessionSockets,
    private readonly acting: ActingConnection,
  ) {}

  @SubscribeMessage('action')
  async action(@ConnectedSocket() socket: GameSocket, @MessageBody() request: ActionDto): Promise<ActionAck> {
    // Between the token's expiry and the sweep that closes the connection (under a second).
    if (this.sessions.expired(socket)) return { ok: false, error: 'Unauthorized' };
    // A connection that asked for patches gets its own action's in the acknowledgement, not as one more push: the
    // transport leaves out the connection acting here.
    const userId = socket.data.user.id;
    const act = () => this.authority.act(userId, request);
    const result = await this.lookups.countFailures(
      looker(socket),
      () => (socket.data.patches ? this.acting.run(userId, socket.id, act) : act()),
      lookupFailed,
    );
    if (result.ok && socket.data.patches && result.patch)
      return { ok: true, version: result.version, patch: result.patch };
    if (result.ok) return { ok: true, version: result.version };
    return result.state ? { ok: false, error: result.error, state: result.state } : { ok: false, error: result.error };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: GameSocket, @MessageBody() request: GameCodeDto): Promise<LeaveAck> {
    await this.lookups.countFailures(
      looker(socket),
      () => this.lobby.leave(socket.data.user, request.code),
      () => false,
    );
    return { ok: true };
  }
}
