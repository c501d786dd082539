/**
 * boardgame.io's server as it ships: default in-memory storage, its Socket.IO transport and lobby API, hosting our
 * Super Tic-Tac-Toe rules (bgio-game.ts). Started by the bench as a child process on 127.0.0.1:$PORT.
 */
import { Server } from 'boardgame.io/server';
import { sttt } from './bgio-game';
import { composeLateMiddleware } from './koa-late-middleware';

const port = Number(process.env.PORT);
const deltaState = process.env.BGIO_DELTA_STATE === 'true';

composeLateMiddleware();
const server = Server({ games: [sttt(deltaState)], origins: ['http://127.0.0.1'] });

// Server.run() listens on every interface; the bench keeps to 127.0.0.1.
const listen = server.app.listen.bind(server.app) as (port: number, host: string, done: () => void) => unknown;
(server.app as unknown as { listen: (port: number, done: () => void) => unknown }).listen = (p, done) =>
  listen(p, '127.0.0.1', done);

void server.run(port);
