import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
} from '@nestjs/websockets';
import type { ReauthAck } from '@tabletop/protocol';
import { AuthService } from '../auth/auth.service';
import { LobbyService } from '../lobby/lobby.service';
import { ReauthDto } from './action.dto';
import { LastSeen } from './last-seen';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime-gateway';
import { SessionSockets } from './session-sockets';
import type { GameServer, GameSocket } from './socket-data';
import { SocketHandshake } from './socket-handshake';
import { SocketTransport, clientKind, gameRoom, userRoom } from './socket-transport';

/**
 * A connection's life: admitted at the handshake, put in its user's room and its current game's, kept open past its
 * token's expiry by `reauth`, and on leaving its seats' presence told to the others.
 */
@RealtimeGateway()
export class ConnectionGateway
  implements OnGatewayInit<GameServer>, OnGatewayConnection<GameSocket>, OnGatewayDisconnect<GameSocket>
{
  private readonly logger = new Logger(ConnectionGateway.name);

  constructor(
    private readonly handshake: SocketHandshake,
    private readonly transport: SocketTransport,
    private readonly sessions: SessionSockets,
    private readonly auth: AuthService,
    private readonly lobby: LobbyService,
    private readonly presence: PresenceService,
    private readonly lastSeen: LastSeen,
  ) {}

  afterInit(server: GameServer): void {
    this.transport.attach(server);
    this.sessions.attach(server);
    this.handshake.attach(server);
  }

  async handleConnection(socket: GameSocket): Promise<void> {
    const { user } = socket.data;
    if (!user) return;
    const kind = clientKind(socket.data.patches);
    this.lastSeen.connected(user.id);
    await socket.join(userRoom(user.id, kind));
    try {
      const game = await this.lobby.current(user.id);
      if (!game) return;
      await socket.join(gameRoom(game.id, kind));
      await this.presence.announce(game.id, game.code);
    } catch (error) {
      this.logger.warn(`Could not restore the game room of user ${user.id}: ${String(error)}`);
    }
  }

  /** The socket has left its rooms already: the others hear who is still connected. */
  async handleDisconnect(socket: GameSocket): Promise<void> {
    if (!socket.data.user) return;
    this.sessions.forget(socket);
    this.lastSeen.disconnected(socket.data.user.id);
    await this.presence.announceForUser(socket.data.user.id);
  }

  /** A renewed access token for the same user keeps the connection open past the old one's expiry. */
  @SubscribeMessage('reauth')
  async reauth(@ConnectedSocket() socket: GameSocket, @MessageBody() request: ReauthDto): Promise<ReauthAck> {
    const verified = await this.auth.verifySession(request.token);
    if (!verified || verified.user.id !== socket.data.user.id) return { ok: false, error: 'Unauthorized' };
    this.sessions.renew(socket, verified);
    return { ok: true };
  }
}
