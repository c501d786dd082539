import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOCKET_EVENTS_DOC, socketEventsDoc, socketEventsMarkdown } from '../socket-events-doc.cjs';
import { repoRoot } from './spawn-service';

const wire = readFileSync(join(repoRoot, 'packages/protocol/src/wire.ts'), 'utf8');

describe('docs/socket-events.md', () => {
  it('is what npm run docs:socket makes of wire.ts now', async () => {
    expect(readFileSync(SOCKET_EVENTS_DOC, 'utf8') === (await socketEventsDoc())).toBe(true);
  });

  it('has a section for every event of both interfaces, with its types', () => {
    const doc = socketEventsMarkdown();
    for (const name of ['action', 'sync', 'watch-tables', 'unwatch', 'startGame', 'state-patch', 'watchers'])
      expect(doc).toContain(`### \`${name}\``);
    expect(doc).toContain('- Acknowledgement: `ActionAck`');
    expect(doc).toMatch(/^type SyncAck =$/m);
    expect(doc).toMatch(/^interface GameStatePatch|^type GameStatePatch = /m);
  });

  it('refuses to describe a client event wire.ts gains until the script says what the server does about it', () => {
    const gained = wire.replace(
      'export interface ClientToServerEvents {',
      'export interface ClientToServerEvents {\n  ping: (request: { at: number }, ack: (answer: { ok: true }) => void) => void;',
    );
    expect(gained).not.toBe(wire);
    expect(() => socketEventsMarkdown({ wireText: gained })).toThrow(/describe the client-to-server events ping/);
  });

  it('refuses a server event it has no note for, and notes of an event wire.ts dropped', () => {
    const gained = wire.replace(
      'export interface ServerToClientEvents {',
      "export interface ServerToClientEvents {\n  'chat-line': (line: { text: string }) => void;",
    );
    expect(() => socketEventsMarkdown({ wireText: gained })).toThrow(/server-to-client events chat-line/);
    const dropped = wire.replace(/\n {2}\/\*\* Stops watching it\. \*\/\n {2}unwatch: .*\n/, '\n');
    expect(dropped).not.toBe(wire);
    expect(() => socketEventsMarkdown({ wireText: dropped })).toThrow(/drop the notes of unwatch/);
  });
});
