/**
 * The load generator: a process of its own (forked by the bench), driving one server's clients at a time on the
 * bench's commands, and measuring everything with this process's clock.
 */
import { seededRandom } from '../random';
import { BgioDriver } from './bgio';
import { Conductor } from './conductor';
import type { Driver } from './driver';
import { FloorDriver } from './floor';
import { OursDriver } from './ours';
import type { LoadAnswer, LoadReply, LoadRequest } from './protocol';
import { Recorder } from './recorder';

const PAUSE_SETTLE_MS = 5000;

let recorder = new Recorder();
let conductor = new Conductor(Math.random);
let driver: Driver | undefined;

async function handle(request: LoadRequest): Promise<LoadAnswer> {
  switch (request.cmd) {
    case 'setup': {
      const random = seededRandom(request.seed);
      recorder = new Recorder();
      conductor = new Conductor(random);
      driver =
        request.server === 'ours'
          ? new OursDriver(
              request.seatUrls ?? [request.baseUrl, request.baseUrl],
              recorder,
              conductor,
              random,
              request.clock,
            )
          : request.server === 'floor'
            ? new FloorDriver(request.baseUrl, recorder, conductor)
            : new BgioDriver(request.baseUrl, recorder, conductor, random);
      await driver.seat(request.games);
      return { ok: true };
    }
    case 'seat':
      await driver?.seat(request.games);
      return { ok: true };
    case 'play':
      conductor.play(request.games, request.thinkMs);
      return { ok: true };
    case 'mark':
      recorder.mark();
      return { ok: true };
    case 'collect':
      return { ok: true, figures: recorder.collect(conductor.stalledGames()) };
    case 'peek':
      return { ok: true, figures: recorder.peek(conductor.stalledGames()) };
    case 'pause': {
      conductor.pause();
      const deadline = Date.now() + PAUSE_SETTLE_MS;
      while (recorder.inFlight() > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
      return { ok: true };
    }
    case 'close':
      await driver?.close();
      driver = undefined;
      return { ok: true };
  }
}

process.on('message', (request: LoadRequest) => {
  handle(request).then(
    (reply) => process.send?.({ id: request.id, ...reply } as LoadReply),
    (error: unknown) => process.send?.({ id: request.id, ok: false, error: String(error) } as LoadReply),
  );
});
// Without the bench that started it, this process has nothing to do.
process.on('disconnect', () => process.exit(0));
