/**
 * The Socket.IO floor: what an action costs the transport alone. The same socket.io version and server options as our
 * backend (backend/src/realtime/io-adapter.ts: path, CORS allow-list, largest message), no NestJS, no rules, no
 * database: each `action` is acknowledged with a patch and one `state-patch` goes to the opponent's socket, both of
 * the size ours sends (floor-table.ts). Started by the bench as a child process on 127.0.0.1:$PORT.
 */
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { FloorTables, readHandshake, type FloorHandshake, type FloorTable } from './floor-table';

const port = Number(process.env.PORT);
/** Our backend's default SOCKET_MAX_MESSAGE_BYTES. */
const MAX_MESSAGE_BYTES = 16_384;

const http = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
const io = new Server(http, {
  path: '/socket.io',
  cors: { origin: ['http://127.0.0.1'], credentials: true },
  maxHttpBufferSize: MAX_MESSAGE_BYTES,
});
const tables = new FloorTables<Socket>();

io.use((socket, next) => {
  const handshake = readHandshake(socket.handshake.auth);
  next('error' in handshake ? new Error(handshake.error) : undefined);
});

io.on('connection', (socket) => {
  const handshake = readHandshake(socket.handshake.auth) as FloorHandshake;
  const table = tables.sit(handshake, socket);
  if ('error' in table) {
    socket.emit('server-notice', { message: table.error });
    socket.disconnect(true);
    return;
  }
  socket.on('disconnect', () => tables.leave(handshake, socket));
  socket.on('action', (request: unknown, ack: unknown) => act(table, handshake, request, ack));
  if (table.full()) for (const seated of table.seats) seated?.emit('startGame', { code: table.code, version: 0 });
});

function act(table: FloorTable<Socket>, { seat }: FloorHandshake, request: unknown, ack: unknown): void {
  if (typeof ack !== 'function') return;
  const answer = table.act(seat, request);
  ack(answer);
  if (answer.ok) table.seats[seat === 0 ? 1 : 0]?.emit('state-patch', { code: table.code, ...answer.patch });
}

http.listen(port, '127.0.0.1');
