#!/usr/bin/env node
// Writes docs/socket-events.md from the protocol's wire.ts: every event of ClientToServerEvents and ServerToClientEvents,
// its comment and types as wire.ts states them, the TypeScript declarations they use, and the errors and limits below
// (what the server does about each event, which wire.ts cannot say). `--check` fails when the file is stale.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const repoRoot = path.join(__dirname, '..');
// wire.ts and the declarations it uses: the protocol's own and the game contract's it imports.
const SOURCES = ['protocol', 'game-kit'].map((kit) => path.join(repoRoot, 'packages', kit, 'src'));
const OUTPUT = path.join(repoRoot, 'docs', 'socket-events.md');

const VALIDATION =
  'a payload breaking its shape (a missing or extra field, a wrong type, a code that is not 4 letters or digits) ' +
  'is refused with `{ ok: false, error }` naming the constraint; a database outage answers ' +
  "`error: 'Service unavailable, try again'`";
const LOOKUP_COUNTED =
  'An unknown code, or one whose game the caller is not seated in, answers `Unknown game` and counts as a failed ' +
  'lookup (`LOOKUP_FAILURE_LIMIT`, per user and per IP); past the limit, `Too many attempts, try again in N s`';
const LOOKUP_RATE =
  'Also spends the per-socket `SOCKET_SYNC_RATE_LIMIT` bucket (default 10 per 10 s); over it, ' +
  '`{ ok: false, error: "Too many requests, try again in N s" }` and the socket stays connected';
const WATCH_RATE =
  '`watch` and `watch-tables` together also count against `WATCH_RATE_LIMIT` per user (default 30 per 60 s) and ' +
  '`WATCH_IP_RATE_LIMIT` per client IP (default 300 per 60 s), over all instances; over either, ' +
  '`{ ok: false, error: "Too many requests, try again in N seconds" }`';

/** What the server does about each client event: the refusals it answers with and the limits it applies. */
const CLIENT_NOTES = {
  action: {
    errors:
      `${VALIDATION}. Refusals: \`Unknown game\`, \`You left this game\`, \`The game has not started\`, \`Game over\`, ` +
      "`Not your turn`, the rules' own message for an illegal or malformed action, and `Stale version` with the " +
      'current `state` (act again against it); `Unauthorized` when the access token expired. A retried `id` is ' +
      `applied once and answered \`{ ok: true, version }\`. ${LOOKUP_COUNTED}.`,
    limits:
      '`id`: 1 to 64 letters, digits, `-` or `_`; `version` a whole number from 0. A game action is under 200 bytes.',
  },
  sync: {
    errors: `${VALIDATION}. ${LOOKUP_COUNTED}.`,
    limits: `\`since\`: a whole number from 0 (absent, not null). ${LOOKUP_RATE}.`,
  },
  presence: {
    errors: `${VALIDATION}. ${LOOKUP_COUNTED}.`,
    limits: `${LOOKUP_RATE}.`,
  },
  leave: {
    errors:
      `${VALIDATION}. The refusals of POST /api/game/leave come back as \`{ ok: false, error }\` (e.g. \`Unknown game\`, ` +
      'which counts as a failed lookup, `LOOKUP_FAILURE_LIMIT`).',
    limits: 'None beyond the per-socket ones.',
  },
  reauth: {
    errors: `${VALIDATION}. \`Unauthorized\` for an invalid or expired token, or one of another user.`,
    limits: '`token`: 1 to 4096 characters.',
  },
  'watch-tables': {
    errors: 'A database outage answers `{ ok: false, error }`.',
    limits: `Send \`{}\`. ${LOOKUP_RATE}. ${WATCH_RATE}.`,
  },
  'unwatch-tables': {
    errors: 'None: always `{ ok: true }`.',
    limits: 'None beyond the per-socket ones; send `{}`.',
  },
  watch: {
    errors:
      `${VALIDATION}. Refused for a game the caller is seated in, one not started, or one over (with \`replay\`: ` +
      `the finished game's id, for GET /api/replays/{id}); \`Unauthorized\` when the access token expired. ` +
      `Every miss counts as a failed lookup and is refused while the caller is locked out.`,
    limits: `${LOOKUP_RATE}. ${WATCH_RATE}.`,
  },
  unwatch: {
    errors: `${VALIDATION}. Otherwise always \`{ ok: true }\`.`,
    limits: 'None beyond the per-socket ones.',
  },
};

/** When the server sends each push, beyond wire.ts's comment. */
const SERVER_NOTES = {
  startGame:
    'When a game starts (its seats filled, a forced start, a rematch or a game against the computer), to its room: ' +
    "each recipient's view.",
  'emit-state':
    "After a change to a game (an action, a seat taken or freed, a forfeit), to its room: each recipient's view. " +
    'Connections that asked for patches get `state-patch` after an action instead.',
  'state-patch': 'Apply it to the state at `from`; a client that does not hold that version asks `sync` with `since`.',
  presence: 'The shape of the `presence` acknowledgement, without `watchers`.',
  rematch: 'The shape GET and POST /api/game/rematch… answer.',
  'server-notice': 'The connection closes right after; `reconnect` says whether to connect again at once.',
  tables: 'Keep the list with the higher `revision`: a push may cross a fetch.',
  watchers: 'Also given as `watchers` in the `presence` and `watch` acknowledgements.',
};

const CONNECTING = `## Connecting

Socket.IO 4 at path \`/socket.io\` on the API's origin (WebSocket or polling). The handshake's \`auth\` is a
\`HandshakeAuth\`: \`{ token, patches? }\`, \`token\` being the access token of a sign-in (see the HTTP API at
\`/api/docs\`). A refused handshake reaches the client as \`connect_error\` with the reason: \`Unauthorized\` (missing,
invalid or expired token), \`Origin not allowed\` (a page of another site; allow it with \`CORS_ORIGINS\`) or
\`Too many connections\` (\`SOCKET_CONNECTIONS_PER_IP\`, default 20 per client IP over all instances).

Limits on every connection:

- \`SOCKET_MAX_MESSAGE_BYTES\` (default 16384): a bigger message closes the connection.
- \`SOCKET_RATE_LIMIT\` (default 40 per 2 s, as a token bucket): the first message over it is dropped, the client is
  sent \`server-notice\` \`rate-limited\` and disconnected.
- The access token's expiry: renew it with \`reauth\` before it expires, or the connection is closed with
  \`server-notice\` \`reauthenticate\`.

Every client event is sent with an acknowledgement callback (\`socket.emit(event, request, ack)\` or
\`emitWithAck\`); the server answers every one, errors included, through it.`;

function sourceFiles(wireText) {
  return SOURCES.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => {
        const file = path.join(dir, name);
        const text = name === 'wire.ts' && wireText !== undefined ? wireText : fs.readFileSync(file, 'utf8');
        return ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
      }),
  );
}

/** The JSDoc of a node as one paragraph, or ''. */
function commentOf(node) {
  return ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const nameOf = (member) => (ts.isStringLiteral(member.name) ? member.name.text : member.name.getText());

/** Each member of an events interface: its name, comment, payload type and (client events) its ack's type. */
function eventsOf(file, interfaceName) {
  const declaration = file.statements.find(
    (node) => ts.isInterfaceDeclaration(node) && node.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`wire.ts declares no ${interfaceName}`);
  return declaration.members.map((member) => {
    const [payload, ack] = member.type.parameters;
    return {
      name: nameOf(member),
      comment: commentOf(member),
      payload: payload.type.getText(),
      ack: ack && ts.isFunctionTypeNode(ack.type) ? ack.type.parameters[0].type.getText() : undefined,
    };
  });
}

/** The declarations (with their comments) of the named types `roots` use, and of the ones those use, in order. */
function declarationsUsed(files, roots) {
  const declarations = new Map();
  for (const file of files)
    for (const node of file.statements)
      if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && !declarations.has(node.name.text))
        declarations.set(node.name.text, node);
  const seen = new Set();
  const ordered = [];
  const visitText = (text) => {
    for (const [name] of text.matchAll(/\b[A-Z]\w*\b/g)) {
      if (seen.has(name) || !declarations.has(name)) continue;
      seen.add(name);
      const node = declarations.get(name);
      ordered.push(node);
      visitText(node.getText());
    }
  };
  roots.forEach(visitText);
  return ordered.map((node) =>
    node
      .getFullText()
      .trim()
      .replace(/^export /m, ''),
  );
}

function checkNotes(events, notes, side) {
  const names = events.map((event) => event.name);
  const missing = names.filter((name) => !(name in notes));
  const stale = Object.keys(notes).filter((name) => !names.includes(name));
  if (missing.length > 0 || stale.length > 0)
    throw new Error(
      `scripts/socket-events-doc.cjs: describe the ${side} events ${missing.join(', ') || '(none)'}; ` +
        `drop the notes of ${stale.join(', ') || '(none)'}, which wire.ts no longer has`,
    );
}

/** The document as the generator writes it, before Prettier; `wireText` stands in for wire.ts (tests). */
function socketEventsMarkdown({ wireText } = {}) {
  const files = sourceFiles(wireText);
  const wire = files.find((file) => file.fileName === 'wire.ts');
  const clientEvents = eventsOf(wire, 'ClientToServerEvents');
  const serverEvents = eventsOf(wire, 'ServerToClientEvents');
  checkNotes(clientEvents, CLIENT_NOTES, 'client-to-server');
  checkNotes(serverEvents, SERVER_NOTES, 'server-to-client');

  const lines = [
    '# Socket events',
    '',
    '<!-- Generated by `npm run docs:socket` (scripts/socket-events-doc.cjs) from packages/protocol/src/wire.ts;',
    '     edit the comments there or the notes in the script, not this file. A test fails when it is stale. -->',
    '',
    'The realtime protocol between a client and the backend: what a client sends (each with an acknowledgement) and',
    'what the server pushes. Both ends use the types of `@tabletop/protocol` (wire.ts), quoted under Types below.',
    '',
    CONNECTING,
    '',
    '## Client → server events',
    '',
  ];
  for (const event of clientEvents) {
    const { errors, limits } = CLIENT_NOTES[event.name];
    lines.push(`### \`${event.name}\``, '');
    if (event.comment) lines.push(event.comment, '');
    lines.push(
      `- Request: \`${event.payload}\``,
      `- Acknowledgement: \`${event.ack}\``,
      `- Errors: ${errors}`,
      `- Limits: ${limits}`,
      '',
    );
  }
  lines.push('## Server → client events', '');
  for (const event of serverEvents) {
    lines.push(`### \`${event.name}\``, '');
    lines.push(
      `- Payload: \`${event.payload}\``,
      `- When: ${[event.comment, SERVER_NOTES[event.name]].filter(Boolean).join(' ')}`,
      '',
    );
  }
  const roots = [
    'HandshakeAuth',
    ...clientEvents.flatMap((event) => [event.payload, event.ack]),
    ...serverEvents.map((event) => event.payload),
  ];
  lines.push(
    '## Types',
    '',
    'As declared in `packages/protocol/src` (wire.ts and the files it imports, some from `@tabletop/game-kit`).',
    '',
    '```ts',
  );
  lines.push(declarationsUsed(files, roots).join('\n\n'), '```', '');
  return lines.join('\n');
}

/** The whole document, formatted as the repository's Prettier settings format it. */
async function socketEventsDoc(options = {}) {
  const prettier = require('prettier');
  const config = await prettier.resolveConfig(OUTPUT);
  return prettier.format(socketEventsMarkdown(options), { ...config, filepath: OUTPUT });
}

module.exports = { socketEventsDoc, socketEventsMarkdown, SOCKET_EVENTS_DOC: OUTPUT };

async function main() {
  const text = await socketEventsDoc();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(repoRoot, OUTPUT)} is stale: run npm run docs:socket`);
      process.exit(1);
    }
  } else {
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    fs.writeFileSync(OUTPUT, text);
    console.log(`Wrote ${path.relative(repoRoot, OUTPUT)}`);
  }
}

if (require.main === module) void main();
