import { addScore, initialScore, type Match, type Player, type RandomState } from '@tabletop/game-kit';
import { PAWNS, ZONES, faceOf, otherSide, pawnSide } from './court';
import { deal, reshuffledPile } from './deal';
import { canShoot } from './legal';
import { ACTIONS_PER_TURN, GAME_URL, WIN_GOALS, opponentOf, playerOfSide, seatsOf, sideOf } from './players';
import { possessionAfter, traceShot } from './shot';
import { ballCell, pawnAt, placeIcon, swapCards } from './state';
import type { Direction, Pawn, Side, WinzardAction, WinzardState } from './types';

type WMatch = Match<WinzardState>;

function fullActions(players: readonly Player[]): Record<string, number> {
  return Object.fromEntries(players.map((player) => [String(player.id), ACTIONS_PER_TURN]));
}

/**
 * A fresh kick-off (round 1): a new deal from `random`, both players at 2 actions, no red card, the kick-off player
 * in possession and about to place the ball.
 */
export function kickOffState(players: readonly Player[], kickOff: number, random: RandomState): WinzardState {
  const dealt = deal(random);
  return {
    unconvertedCourt: dealt.court,
    drawValues: dealt.drawValues,
    round: 1,
    actionsLeft: fullActions(players),
    redCard: 0,
    shooter: null,
    random: dealt.random,
    possession: kickOff,
    kickOff,
    phase: 'ball',
    drawn: [],
    lastDraw: null,
    lastShot: null,
    animation: null,
  };
}

/** The match after a legal action of the player to move (the caller has checked it is legal). */
export function applyLegal(match: WMatch, action: WinzardAction): WMatch {
  const me = (match.player as Player).id;
  const now: WMatch = { ...match, state: { ...match.state, animation: null } };
  const court = now.state.unconvertedCourt;
  switch (action.type) {
    case 'placeBall':
      return withState(now, { unconvertedCourt: placeIcon(court, 'FOOTBALL', action.cell), phase: 'keeper' });
    case 'placeKeeper':
      return placeKeeper(now, me, action.cell);
    case 'move':
      return spend(withCourt(now, placeIcon(court, pawnAt(court, action.from) as Pawn, action.to)), me);
    case 'swap':
      return spend(withCourt(now, swapCards(court, action.from, action.to)), me);
    case 'tackle':
      return spend(withState(now, { unconvertedCourt: placeIcon(court, 'FOOTBALL', action.to), possession: me }), me);
    case 'draw':
      return draw(now, me);
    case 'skipDraw':
      return continueRound(withState(now, { drawn: [...now.state.drawn, me] }), me);
    case 'shoot':
      return shoot(now, me, action.from, action.direction);
    case 'pass':
      return pass(now, me, action.from, action.to);
    case 'skipShot':
      return newRound(now, null);
  }
}

function withState(match: WMatch, changes: Partial<WinzardState>): WMatch {
  return { ...match, state: { ...match.state, ...changes } };
}

function withCourt(match: WMatch, court: WinzardState['unconvertedCourt']): WMatch {
  return withState(match, { unconvertedCourt: court });
}

function withTurn(match: WMatch, player: Player | null): WMatch {
  return { ...match, player: player ? { ...player } : null };
}

/** The kick-off player's goalkeeper, then the other's; after both, the field pawns go on and round 2 starts. */
function placeKeeper(match: WMatch, me: number, cell: number): WMatch {
  const side = sideOf(match, me) as Side;
  const court = placeIcon(match.state.unconvertedCourt, PAWNS[side].keeper, cell);
  const { kickOff } = match.state;
  if (me === kickOff) return withTurn(withCourt(match, court), opponentOf(match, me));

  const kickOffSide = sideOf(match, kickOff) as Side;
  const ball = ballCell(court);
  const freeBallZone = ZONES[kickOffSide].ball.find((zone) => zone !== ball) as number;
  const withKickOffPawn = placeIcon(court, PAWNS[kickOffSide].field, freeBallZone);
  const withBoth = placeIcon(withKickOffPawn, PAWNS[side].field, ZONES[side].ball[0]);
  return withTurn(withState(match, { unconvertedCourt: withBoth, round: 2, phase: 'act' }), starterOf(match, 2));
}

/** Round 2 is started by the kick-off player, and the start alternates every round after. */
function starterOf(match: WMatch, round: number): Player {
  const kickOff = seatsOf(match).find((player) => player.id === match.state.kickOff) as Player;
  return round % 2 === 0 ? kickOff : opponentOf(match, kickOff.id);
}

/** One action spent; spending the last one opens the draw decision, once per round. */
function spend(match: WMatch, me: number): WMatch {
  const left = match.state.actionsLeft[me] - 1;
  const next = withState(match, { actionsLeft: { ...match.state.actionsLeft, [me]: left } });
  if (left === 0 && !match.state.drawn.includes(me)) return withTurn(withState(next, { phase: 'draw' }), match.player);
  return continueRound(next, me);
}

/** Whoever still has actions moves (the last actor first); with none left anywhere, the round ends. */
function continueRound(match: WMatch, me: number): WMatch {
  const { actionsLeft } = match.state;
  const opponent = opponentOf(match, me);
  if (actionsLeft[me] > 0) return withTurn(withState(match, { phase: 'act' }), match.player);
  if (actionsLeft[opponent.id] > 0) return withTurn(withState(match, { phase: 'act' }), opponent);
  return endRound(match);
}

/** After a red card, the player in possession with a pawn next to the ball may shoot or pass; otherwise it is skipped. */
function endRound(match: WMatch): WMatch {
  const { redCard, possession, unconvertedCourt } = match.state;
  const holder = seatsOf(match).find((player) => player.id === possession);
  if (redCard >= 1 && holder && canShoot(unconvertedCourt, sideOf(match, holder.id) as Side)) {
    return withTurn(withState(match, { phase: 'shot' }), holder);
  }
  return newRound(match, null);
}

function newRound(match: WMatch, shooter: Pawn | null): WMatch {
  const round = match.state.round + 1;
  const state: Partial<WinzardState> = {
    round,
    actionsLeft: fullActions(seatsOf(match)),
    redCard: 0,
    drawn: [],
    shooter,
    phase: 'act',
  };
  return withTurn(withState(match, state), starterOf(match, round));
}

/** Draws the top Blaze (reshuffling an empty pile first): ≥ 9 drawer 0 / opponent 1, ≤ 3 drawer 1 / opponent 0. */
function draw(match: WMatch, me: number): WMatch {
  let { drawValues, random } = match.state;
  if (drawValues.length === 0) [drawValues, random] = reshuffledPile(match.state.unconvertedCourt, random);
  const [value, ...rest] = drawValues;
  const opponent = opponentOf(match, me).id;
  const face = faceOf(value);
  const actionsLeft = { ...match.state.actionsLeft };
  if (face === 'Powerfull') Object.assign(actionsLeft, { [me]: 0, [opponent]: 1 });
  if (face === 'Sad') Object.assign(actionsLeft, { [me]: 1, [opponent]: 0 });
  const next = withState(match, {
    drawValues: rest,
    random,
    redCard: match.state.redCard + 1,
    actionsLeft,
    drawn: [...match.state.drawn, me],
    lastDraw: { player: me, round: match.state.round, value, face, actionsLeft },
  });
  return continueRound(next, me);
}

function shoot(match: WMatch, me: number, from: number, direction: Direction): WMatch {
  const court = match.state.unconvertedCourt;
  const ball = ballCell(court);
  const shooter = pawnAt(court, from) as Pawn;
  const shot = traceShot(court, ball, court[from].value, direction);
  const side = sideOf(match, me) as Side;
  if (shot.kind === 'goal') return goal(match, me, shooter, ball, shot.path, shot.mouth);
  const holder = playerOfSide(match, possessionAfter(shot, side));
  const outcome = shot.kind;
  const next = withState(match, {
    unconvertedCourt: placeIcon(court, 'FOOTBALL', shot.rest),
    possession: holder.id,
    lastShot: {
      player: me,
      shooter,
      from: ball,
      path: shot.path,
      outcome,
      at: shot.rest,
      ...(shot.kind === 'out' ? {} : { stoppedBy: shot.stoppedBy }),
    },
  });
  return newRound(next, shooter);
}

function pass(match: WMatch, me: number, from: number, to: number): WMatch {
  const court = match.state.unconvertedCourt;
  const shooter = pawnAt(court, from) as Pawn;
  const next = withState(match, {
    unconvertedCourt: placeIcon(court, 'FOOTBALL', to),
    possession: me,
    lastShot: { player: me, shooter, from: ballCell(court), path: [to], outcome: 'pass', at: to },
  });
  return newRound(next, shooter);
}

/**
 * A goal in `mouth` (the defending side's goal): the attacking side scores, even when the shooter defends that
 * mouth (an own goal). The dance is recorded; the conceding player kicks off a new deal, or the game ends at 3.
 */
function goal(match: WMatch, me: number, shooter: Pawn, from: number, path: number[], mouth: Side): WMatch {
  const scorer = playerOfSide(match, otherSide(mouth));
  const conceder = playerOfSide(match, mouth);
  const score = addScore(match.score, null, 1, scorer.id);
  const ownGoal = pawnSide(shooter) === mouth;
  const animation = {
    name: 'dance',
    durationMs: 2500,
    goal: score.reduce((sum, entry) => sum + entry.score, 0),
    scorer: scorer.id,
    shooter,
    ownGoal,
    mouth,
    from,
    path,
  } as const;
  const lastShot = { player: me, shooter, from, path, outcome: ownGoal ? 'own-goal' : 'goal', at: null } as const;
  const scored: WMatch = { ...match, score };
  if (score.some((entry) => entry.score >= WIN_GOALS)) {
    const court = placeIcon(match.state.unconvertedCourt, 'FOOTBALL', -1);
    const state = { ...match.state, unconvertedCourt: court, shooter: null, animation, lastShot };
    return { ...scored, player: null, gameOver: true, state };
  }
  const fresh = kickOffState(seatsOf(match), conceder.id, match.state.random);
  return withTurn({ ...scored, state: { ...fresh, animation, lastShot } }, conceder);
}

/** The first match of a game: seat 0 kicks off. */
export function firstMatch(players: readonly Player[], random: RandomState): WMatch {
  const score = initialScore([...players]);
  const state = kickOffState(players, players[0].id, random);
  return { game: GAME_URL, player: { ...players[0] }, score, gameOver: false, state };
}
