import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from './compose';

const START_TIMEOUT_MS = 10_000;

export interface RunningDns {
  /** host:port, as nginx's `resolver` takes it. */
  address: string;
  stop(): Promise<void>;
}

/** The queried name of a DNS message (RFC 1035 §4.1.2), and where its question section ends. */
function question(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (message[offset] !== 0) {
    const length = message[offset];
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

/**
 * A DNS server on 127.0.0.1 that knows only `names` (name → IPv4 address), as Docker's embedded DNS knows compose's
 * service names: nginx looks board-<game> up through it, as it does in compose. Any other name is NXDOMAIN.
 */
export async function startDns(names: Record<string, string>): Promise<RunningDns> {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const { name, type, end } = question(query);
    const address = names[name];
    const answer =
      address && type === 1
        ? Buffer.concat([
            // A pointer to the question's name, type A, class IN, a 5 s TTL, four bytes of address.
            Buffer.from([0xc0, 12, 0, 1, 0, 1, 0, 0, 0, 5, 0, 4]),
            Buffer.from(address.split('.').map(Number)),
          ])
        : Buffer.alloc(0);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response, recursion desired as asked and available; NXDOMAIN for a name it does not know.
    header.writeUInt16BE(0x8080 | (query.readUInt16BE(2) & 0x0100) | (address ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer.length > 0 ? 1 : 0, 6);
    socket.send(Buffer.concat([header, query.subarray(12, end), answer]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return { address: `127.0.0.1:${port}`, stop: () => new Promise((resolve) => socket.close(() => resolve())) };
}

export interface RunningBoard {
  host: string;
  stop(): Promise<void>;
}

/** `command` (a compose board service's, its `board` folder mapped to the game's build) on host:port. */
export function startBoard(command: string[], host: string, port: number): Promise<RunningBoard> {
  const args = [...command.slice(1, command.indexOf('--port')), '--port', String(port), '--host', host];
  const child: ChildProcess = spawn(command[0], args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${args.join(' ')} did not start:\n${output}`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(`http://${host}:${port}`)) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ host, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
}

/** The compose command with its `board` folder (the image's copy of the game's build) as the build here. */
export function boardCommandHere(command: string[], boardDir: string): string[] {
  return command.map((part) => (part === 'board' ? boardDir : part));
}
