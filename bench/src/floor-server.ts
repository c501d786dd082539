/**
 * The Socket.IO floor: what an action costs the transport alone. The same socket.io version and server options as our
 * backend (backend/src/realtime/io-adapter.ts: path, CORS allow-list, largest message), no NestJS, no rules, no
 * database: each `action` is acknowledged with a patch and one `state-patch` goes to the opponent's socket, both of
 * the size ours sends (floor-table.ts). Started by the bench as a child process on 127.0.0.1:$PORT.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { FloorTables, readHandshake, type FloorHandshake, type FloorTable } from './floor-table';

/** Our backend's default SOCKET_MAX_MESSAGE_BYTES. */
const MAX_MESSAGE_BYTES = 16_384;

/** Listens on 127.0.0.1:`port` (0: any free port); GET /health answers 200. */
export async function startFloorServer(port: number): Promise<{ http: HttpServer; io: Server }> {
  const http = createServer((request, response) => {
    response.writeHead(request.url === '/health' ? 200 : 404).end();
  });
  const io = new Server(http, {
    path: '/socket.io',
    cors: { origin: ['http://127.0.0.1'], credentials: true },
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
  });
  const tables = new FloorTables<Socket>();
  // Seated in the handshake, so a refusal reaches the client as connect_error with its message.
  io.use((socket, next) => {
    const handshake = readHandshake(socket.handshake.auth);
    const table = 'error' in handshake ? handshake : tables.sit(handshake, socket);
    if ('error' in table) return next(new Error(table.error));
    socket.data = { handshake, table };
    next();
  });
  io.on('connection', (socket) => {
    const { handshake, table } = socket.data as { handshake: FloorHandshake; table: FloorTable<Socket> };
    socket.on('disconnect', () => tables.leave(handshake, socket));
    socket.on('action', (request: unknown, ack: unknown) => act(table, handshake, request, ack));
    if (table.full()) for (const seated of table.seats) seated?.emit('startGame', { code: table.code, version: 0 });
  });
  await new Promise<void>((done) => http.listen(port, '127.0.0.1', done));
  return { http, io };
}

function act(table: FloorTable<Socket>, { seat }: FloorHandshake, request: unknown, ack: unknown): void {
  if (typeof ack !== 'function') return;
  const answer = table.act(seat, request);
  ack(answer);
  if (answer.ok) table.seats[seat === 0 ? 1 : 0]?.emit('state-patch', { code: table.code, ...answer.patch });
}

if (require.main === module) void startFloorServer(Number(process.env.PORT));
