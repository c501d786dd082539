/**
 * The HTTP answers as OpenAPI schemas. The wire shapes are TypeScript interfaces (game-kit's contract, wire, history
 * and ratings), which leave nothing at run time: each class here `implements` its interface, so the compiler refuses
 * a class that lost or mistyped a field the interface has.
 */
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type {
  Aborted,
  ClockSetting,
  ClockState,
  Forfeits,
  GameState,
  MoveEntry,
  Player,
  ScoreEntry,
} from '@tabletop/game-kit';
import type {
  InviteLookup,
  LiveGame,
  LiveGames,
  ErrorBody,
  GameManifestEntry,
  GameRecordSummary,
  HistoryPage,
  HistoryRow,
  Leaderboard,
  LeaderboardEntry,
  MovesPage,
  OpenTable,
  OpenTables,
  PatchOp,
  Profile,
  RematchOffer,
  Replay,
  StatePatch,
} from '@tabletop/protocol';

const CODE = { type: String, pattern: '^[A-Za-z0-9]{4}$', description: "The game's 4-character invite code" };
const INSTANT = { type: String, format: 'date-time' };

@ApiSchema({ name: 'ErrorBody', description: 'Every HTTP error answers this body, its status repeated in it.' })
export class ErrorBodySchema implements ErrorBody {
  @ApiProperty({ example: 'code must be exactly 4 letters or digits' })
  message: string;
  @ApiProperty({ type: 'integer', example: 400 })
  status: number;
}

@ApiSchema({ name: 'Player' })
export class PlayerSchema implements Player {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty()
  name: string;
}

@ApiSchema({ name: 'ScoreEntry' })
export class ScoreEntrySchema implements ScoreEntry {
  @ApiProperty({ type: PlayerSchema })
  player: PlayerSchema;
  @ApiProperty()
  score: number;
}

@ApiSchema({ name: 'Forfeits', description: 'Who left the started game, in order, and whether the last one ended it.' })
export class ForfeitsSchema implements Forfeits {
  @ApiProperty({ type: 'integer', isArray: true })
  players: number[];
  @ApiProperty()
  endedGame: boolean;
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'Of players, those whose clock ran out' })
  timedOut?: number[];
}

@ApiSchema({
  name: 'Aborted',
  description: 'Who called the game off: pressed Abort, or (late) made no first move in time',
})
export class AbortedSchema implements Aborted {
  @ApiProperty({ type: 'integer' })
  by: number;
  @ApiProperty()
  late: boolean;
}

@ApiSchema({ name: 'ClockSetting', description: 'A Fischer clock in seconds: initial time, increment per turn.' })
export class ClockSettingSchema implements ClockSetting {
  @ApiProperty({ type: 'integer', minimum: 10, maximum: 3600 })
  initial: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 60 })
  increment: number;
}

@ApiSchema({
  name: 'ClockState',
  description: "A game's clock: each seat's time left, true at serverTime, and whose clock runs (it alone loses time).",
})
export class ClockStateSchema extends ClockSettingSchema implements ClockState {
  @ApiProperty({ type: 'integer', isArray: true, description: 'Milliseconds left per seat, in seat order' })
  remainingMs: number[];
  @ApiProperty({ type: 'integer', nullable: true, description: 'The seat index whose clock runs, or null' })
  running: number | null;
  @ApiProperty({ type: 'integer', description: "The server's epoch milliseconds at which remainingMs was true" })
  serverTime: number;
}

@ApiSchema({
  name: 'GameState',
  description: "A game as its recipient may see it (the game's view for that seat), with its invite code and version.",
})
export class GameStateSchema implements GameState {
  @ApiProperty({ description: "The game's url (route id), e.g. 'repello'" })
  game: string;
  @ApiProperty({ type: PlayerSchema, nullable: true, description: 'Whose turn it is; null while waiting or over' })
  player: PlayerSchema | null;
  @ApiProperty({ type: ScoreEntrySchema, isArray: true, description: 'One entry per seat, in seat order' })
  score: ScoreEntrySchema[];
  @ApiProperty()
  gameOver: boolean;
  @ApiProperty({ nullable: true, description: "The game's own state, as its rules define it (null while it waits)" })
  state: unknown;
  @ApiPropertyOptional({ type: ForfeitsSchema })
  forfeited?: ForfeitsSchema;
  @ApiPropertyOptional({
    type: AbortedSchema,
    description: 'Called off before every seat moved: no winner, never rated',
  })
  aborted?: AbortedSchema;
  @ApiProperty(CODE)
  code: string;
  @ApiProperty({ type: 'integer', description: 'How many actions were applied' })
  version: number;
  @ApiProperty({ type: ClockStateSchema, nullable: true, description: 'The game has no clock when null' })
  clock: ClockStateSchema | null;
  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    description: 'While it runs: who has not made a first move yet (any seat may abort until nobody is left)',
  })
  unmoved?: number[];
}

@ApiSchema({ name: 'LeaveAnswer' })
export class LeaveAnswerSchema {
  @ApiProperty({ enum: [true] })
  ok: true;
  @ApiPropertyOptional({ type: GameStateSchema, description: 'After the start: the game as the leaver now sees it' })
  state?: GameStateSchema;
}

@ApiSchema({ name: 'Ok' })
export class OkSchema {
  @ApiProperty({ enum: [true] })
  ok: true;
}

@ApiSchema({ name: 'RematchEvent' })
class RematchEventSchema {
  @ApiProperty({ enum: ['accepted', 'declined', 'left', 'started'] })
  kind: 'accepted' | 'declined' | 'left' | 'started';
  @ApiProperty({ type: 'integer', description: 'Who did it, by user id' })
  by: number;
}

@ApiSchema({ name: 'RematchOffer', description: "A finished game's rematch as its seats see it." })
export class RematchOfferSchema implements RematchOffer {
  @ApiProperty(CODE)
  code: string;
  @ApiProperty({ enum: ['open', 'started', 'closed'] })
  status: 'open' | 'started' | 'closed';
  @ApiProperty({ type: 'integer', isArray: true, description: 'Who accepts, by user id in seat order' })
  accepted: number[];
  @ApiProperty({ type: 'integer', isArray: true, description: 'Whose yes it still needs' })
  waitingFor: number[];
  @ApiProperty({ type: String, nullable: true, description: "The rematch's code once it started" })
  next: string | null;
  @ApiPropertyOptional({ type: RematchEventSchema })
  event?: RematchEventSchema;
}

@ApiSchema({ name: 'RematchAnswer' })
export class RematchAnswerSchema extends RematchOfferSchema {
  @ApiPropertyOptional({ type: GameStateSchema, description: 'The rematch, when this acceptance started it' })
  state?: GameStateSchema;
}

@ApiSchema({ name: 'OpenTable' })
export class OpenTableSchema implements OpenTable {
  @ApiProperty()
  game: string;
  @ApiProperty(CODE)
  code: string;
  @ApiProperty({ description: 'The display name of its first seat' })
  host: string;
  @ApiProperty({ type: 'integer' })
  seated: number;
  @ApiProperty({ type: 'integer' })
  seats: number;
  @ApiProperty({ type: 'integer' })
  ageSeconds: number;
}

@ApiSchema({ name: 'LiveGame' })
class LiveGameSchema implements LiveGame {
  @ApiProperty()
  game: string;
  @ApiProperty({ ...CODE, description: 'Watch it at /game/<game>?watch=<code>' })
  code: string;
  @ApiProperty({ type: String, isArray: true, description: "Its seats' display names, in seat order" })
  players: string[];
  @ApiProperty({ type: 'integer' })
  watchers: number;
  @ApiProperty({ type: 'integer' })
  moves: number;
}

@ApiSchema({ name: 'LiveGames', description: 'The newest public games being played, newest first.' })
export class LiveGamesSchema implements LiveGames {
  @ApiProperty({ type: LiveGameSchema, isArray: true })
  games: LiveGameSchema[];
}

@ApiSchema({
  name: 'InviteLookup',
  description:
    "Where an invite code leads: a table waiting for players (join it), a game under way (watch it), or the caller's own game.",
})
export class InviteLookupSchema {
  @ApiProperty({ enum: ['waiting', 'playing', 'seated'] })
  status: InviteLookup['status'];
  @ApiProperty()
  game: string;
  @ApiProperty(CODE)
  code: string;
  @ApiPropertyOptional({ description: "A waiting table's host, by display name" })
  host?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'How many sit at a waiting table' })
  seated?: number;
}

@ApiSchema({
  name: 'OpenTables',
  description: 'Every open table, oldest first; keep the list with the higher revision.',
})
export class OpenTablesSchema implements OpenTables {
  @ApiProperty({ type: 'integer' })
  revision: number;
  @ApiProperty({ type: OpenTableSchema, isArray: true })
  tables: OpenTableSchema[];
}

@ApiSchema({ name: 'Remote' })
class RemoteSchema {
  @ApiProperty({ description: "The Module Federation container's name" })
  name: string;
  @ApiProperty({ description: 'The URL of its mf-manifest.json (or remoteEntry.js)' })
  entry: string;
}

@ApiSchema({ name: 'GameManifestEntry', description: 'A game on offer and where its board loads from.' })
export class GameManifestEntrySchema implements GameManifestEntry {
  @ApiProperty()
  url: string;
  @ApiProperty()
  displayText: string;
  @ApiProperty({ description: 'Its entry in the GAMES menu' })
  menuLabel: string;
  @ApiProperty({ type: 'integer', isArray: true, minItems: 2, maxItems: 2, description: '[min, max] players' })
  players: [number, number];
  @ApiProperty()
  showScore: boolean;
  @ApiProperty({ type: RemoteSchema })
  remote: RemoteSchema;
  @ApiPropertyOptional()
  description?: string;
  @ApiPropertyOptional()
  picture?: string;
  @ApiPropertyOptional({ type: ClockSettingSchema, description: 'The clock of its quick matches and listed tables' })
  clock?: ClockSettingSchema;
}

@ApiSchema({ name: 'StatePatch', description: 'Turns the state at version `from` into the state at `version`.' })
export class StatePatchSchema implements StatePatch {
  @ApiProperty({ type: 'integer' })
  from: number;
  @ApiProperty({ type: 'integer' })
  version: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: {} },
    description: '`[path, value]` sets, `[path]` deletes, `[path, from, 0]` copies (game-kit state-patch.ts)',
  })
  ops: PatchOp[];
}

@ApiSchema({ name: 'MoveEntry' })
export class MoveEntrySchema implements MoveEntry {
  @ApiProperty({ type: 'integer', description: "The game's version right after the action" })
  version: number;
  @ApiProperty({ type: PlayerSchema })
  player: PlayerSchema;
  @ApiProperty({ description: "The move in its game's notation" })
  text: string;
}

@ApiSchema({ name: 'HistoryRow' })
export class HistoryRowSchema implements HistoryRow {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty()
  game: string;
  @ApiProperty(CODE)
  code: string;
  @ApiProperty({ enum: ['playing', 'over'] })
  status: 'playing' | 'over';
  @ApiProperty({ description: 'Played at a public table: anyone signed in may watch it while it runs' })
  listed: boolean;
  @ApiProperty({ type: PlayerSchema, isArray: true })
  players: PlayerSchema[];
  @ApiProperty({ type: PlayerSchema, isArray: true })
  opponents: PlayerSchema[];
  @ApiProperty({ enum: ['win', 'loss', 'draw'], nullable: true })
  result: 'win' | 'loss' | 'draw' | null;
  @ApiProperty({ type: 'integer' })
  moves: number;
  @ApiProperty(INSTANT)
  startedAt: string;
  @ApiProperty({ ...INSTANT, nullable: true })
  endedAt: string | null;
}

@ApiSchema({ name: 'HistoryPage', description: 'Newest first; `next` is the `before` of the next page.' })
export class HistoryPageSchema implements HistoryPage {
  @ApiProperty({ type: HistoryRowSchema, isArray: true })
  games: HistoryRowSchema[];
  @ApiProperty({ type: 'integer', nullable: true })
  next: number | null;
}

@ApiSchema({ name: 'ReplayResult' })
class ReplayResultSchema {
  @ApiProperty({ type: PlayerSchema, isArray: true })
  winners: PlayerSchema[];
  @ApiProperty()
  draw: boolean;
  @ApiProperty({ type: PlayerSchema, isArray: true })
  forfeited: PlayerSchema[];
}

@ApiSchema({ name: 'Replay', description: 'A finished game rebuilt from its seed and log, as a spectator saw it.' })
export class ReplaySchema implements Replay {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty()
  game: string;
  @ApiProperty(CODE)
  code: string;
  @ApiProperty({ type: PlayerSchema, isArray: true })
  players: PlayerSchema[];
  @ApiProperty({ type: ReplayResultSchema })
  result: ReplayResultSchema;
  @ApiProperty(INSTANT)
  startedAt: string;
  @ApiProperty(INSTANT)
  endedAt: string;
  @ApiProperty({ type: GameStateSchema, description: 'The public view as dealt (version 0)' })
  start: GameStateSchema;
  @ApiProperty({ type: StatePatchSchema, isArray: true, description: 'patches[i] turns position i into i + 1' })
  patches: StatePatchSchema[];
  @ApiProperty({ type: MoveEntrySchema, isArray: true, description: 'moves[i] made position i + 1' })
  moves: MoveEntrySchema[];
}

@ApiSchema({ name: 'MovesPage' })
export class MovesPageSchema implements MovesPage {
  @ApiProperty({ type: 'integer' })
  gameId: number;
  @ApiProperty({ type: MoveEntrySchema, isArray: true })
  moves: MoveEntrySchema[];
}

@ApiSchema({ name: 'NotRated' })
export class NotRatedSchema {
  @ApiProperty({ enum: [false] })
  rated: false;
  @ApiProperty()
  reason: string;
}

@ApiSchema({ name: 'Rated', description: "The caller's rating before and after the game, in whole points." })
export class RatedSchema {
  @ApiProperty({ enum: [true] })
  rated: true;
  @ApiProperty({ type: 'integer' })
  before: number;
  @ApiProperty({ type: 'integer' })
  after: number;
  @ApiProperty({ type: 'integer' })
  change: number;
}

@ApiSchema({ name: 'LeaderboardEntry' })
export class LeaderboardEntrySchema implements LeaderboardEntry {
  @ApiProperty({ type: 'integer' })
  rank: number;
  @ApiProperty({ type: PlayerSchema })
  player: PlayerSchema;
  @ApiProperty({ type: 'integer' })
  rating: number;
  @ApiProperty({ type: 'integer' })
  deviation: number;
  @ApiProperty({ type: 'integer' })
  games: number;
}

@ApiSchema({ name: 'UnlistedRating', description: "The viewer's rating where the leaderboard does not list them." })
class UnlistedRatingSchema {
  @ApiProperty({ type: 'integer' })
  rating: number;
  @ApiProperty({ type: 'integer', description: 'Above 110: provisional' })
  deviation: number;
  @ApiProperty({ type: 'integer', description: 'Rated games of this game; the leaderboard needs 10' })
  games: number;
  @ApiProperty({ description: 'Played a rated game in the last 90 days' })
  active: boolean;
}

@ApiSchema({
  name: 'Leaderboard',
  description: "The top 50 listed players, the viewer's own row when listed, else the viewer's rating (mine).",
})
export class LeaderboardSchema implements Leaderboard {
  @ApiProperty()
  game: string;
  @ApiProperty({ type: LeaderboardEntrySchema, isArray: true })
  entries: LeaderboardEntrySchema[];
  @ApiProperty({ type: LeaderboardEntrySchema, nullable: true })
  me: LeaderboardEntrySchema | null;
  @ApiProperty({ type: 'integer', description: 'How many players are listed' })
  players: number;
  @ApiPropertyOptional({ type: UnlistedRatingSchema })
  mine?: UnlistedRatingSchema;
}

@ApiSchema({ name: 'CurrentRating' })
class CurrentRatingSchema {
  @ApiProperty({ type: 'integer' })
  rating: number;
  @ApiProperty({ type: 'integer' })
  deviation: number;
  @ApiProperty({ type: 'integer' })
  games: number;
}

@ApiSchema({ name: 'RatingPoint' })
class RatingPointSchema {
  @ApiProperty(INSTANT)
  at: string;
  @ApiProperty({ type: 'integer' })
  rating: number;
}

@ApiSchema({ name: 'GameRecordSummary' })
export class GameRecordSummarySchema implements GameRecordSummary {
  @ApiProperty()
  game: string;
  @ApiProperty({ type: 'integer' })
  wins: number;
  @ApiProperty({ type: 'integer' })
  losses: number;
  @ApiProperty({ type: 'integer' })
  draws: number;
  @ApiProperty({ type: CurrentRatingSchema, nullable: true })
  rating: CurrentRatingSchema | null;
  @ApiProperty({ type: RatingPointSchema, isArray: true, description: 'Oldest first' })
  history: RatingPointSchema[];
}

@ApiSchema({ name: 'Profile', description: 'Another viewer of a guest gets `private: true` and no record.' })
export class ProfileSchema implements Profile {
  @ApiProperty({ type: PlayerSchema })
  player: PlayerSchema;
  @ApiProperty({ enum: ['guest', 'registered', 'google'] })
  kind: 'guest' | 'registered' | 'google';
  @ApiProperty(INSTANT)
  memberSince: string;
  @ApiPropertyOptional({ type: 'integer' })
  gamesPlayed?: number;
  @ApiPropertyOptional({ type: GameRecordSummarySchema, isArray: true })
  perGame?: GameRecordSummarySchema[];
  @ApiPropertyOptional({ enum: [true] })
  private?: true;
}
