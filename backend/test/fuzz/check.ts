import { sameJson, viewState } from '@tabletop/game-kit';
import type { Expectation } from './cases';
import { commit, rulesOf, type Prediction } from './model';
import type { HttpAnswer, SocketAnswer } from './transport';
import { brief } from './tally';

/** What a case's answer says: what to count it as, what went wrong (if anything), and whether to commit the model. */
export interface Verdict {
  answer: string;
  problem?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every HTTP refusal is `{ message, status }` with the response's own status. */
function errorBodyProblem(answer: HttpAnswer, method: string): string | undefined {
  if (answer.status < 400 || method === 'HEAD') return undefined;
  const body = answer.body;
  if (!isObject(body) || typeof body.message !== 'string' || body.status !== answer.status)
    return `error body is not { message, status }: ${brief(answer.text)}`;
  return undefined;
}

export function judgeHttp(expect: Expectation, answer: HttpAnswer, method: string): Verdict {
  const verdict: Verdict = { answer: `HTTP ${answer.status}` };
  if (answer.status >= 500) return { ...verdict, problem: `server error ${answer.status}: ${brief(answer.text)}` };
  const shape = errorBodyProblem(answer, method);
  if (shape) return { ...verdict, problem: shape };
  const ok = answer.status >= 200 && answer.status < 300;
  switch (expect.kind) {
    case 'unauthorized':
      return answer.status === 401 ? verdict : { ...verdict, problem: `a forged token was not refused with 401` };
    case 'no-change':
      return verdict;
    case 'refused':
      return ok ? { ...verdict, problem: `granted what must be refused: ${brief(answer.text)}` } : verdict;
    case 'accepted':
      return ok ? verdict : { ...verdict, problem: `refused what must be granted: ${brief(answer.text)}` };
    case 'create':
      if (ok !== expect.succeeds)
        return {
          ...verdict,
          problem: `create ${expect.succeeds ? 'should succeed' : 'should be refused'}, got ${answer.status} ${brief(answer.text)}`,
        };
      return verdict;
    case 'predicted':
      return judgePrediction(expect.prediction, ok, ok ? answer.body : undefined, verdict);
    case 'sync':
      return { ...verdict, problem: 'sync expectation on HTTP' };
  }
}

/** Commits an accepted legal action to the model and checks the answer carries the state the model now has. */
function judgePrediction(prediction: Prediction, ok: boolean, state: unknown, verdict: Verdict): Verdict {
  if (prediction.kind === 'refuse') {
    return ok ? { ...verdict, problem: `accepted a request that must be refused (${prediction.why})` } : verdict;
  }
  if (!ok) return { ...verdict, problem: `refused a legal ${prediction.kind}` };
  if (prediction.kind === 'replay') return verdict;
  commit(prediction);
  // The answer is the caller's view of the state the model now has.
  const shown = viewState(rulesOf(prediction.game.url), prediction.game.current!, prediction.userId);
  if (state !== undefined && isObject(state) && 'version' in state && !sameGame(state, shown))
    return { ...verdict, problem: `answered a state that is not the legal result: ${brief(state)}` };
  return verdict;
}

export function judgeSocket(expect: Expectation, answer: SocketAnswer, large: boolean): Verdict {
  if (answer.kind === 'disconnected')
    return large
      ? { answer: 'disconnected (large)' }
      : { answer: 'disconnected', problem: 'the server dropped the socket' };
  if (answer.kind === 'timeout') return { answer: 'no ack', problem: 'no acknowledgement within the timeout' };
  const ack = answer.value;
  if (!isObject(ack) || typeof ack.ok !== 'boolean')
    return { answer: 'bad ack', problem: `ack is not { ok }: ${brief(ack)}` };
  const verdict: Verdict = { answer: ack.ok ? 'ack ok' : 'ack refused' };
  if (!ack.ok && typeof ack.error !== 'string')
    return { ...verdict, problem: `refusal without an error: ${brief(ack)}` };
  if (!ack.ok && ack.error === 'Internal error')
    return { ...verdict, answer: 'ack internal error', problem: 'internal error' };
  switch (expect.kind) {
    case 'predicted': {
      const { prediction } = expect;
      if (ack.ok && prediction.kind === 'replay' && ack.version !== prediction.version)
        return { ...verdict, problem: `replay answered version ${String(ack.version)}, not ${prediction.version}` };
      if (ack.ok && prediction.kind === 'apply' && ack.version !== prediction.game.current!.version + 1)
        return { ...verdict, problem: `legal action acknowledged with version ${String(ack.version)}` };
      const judged = judgePrediction(prediction, ack.ok, undefined, verdict);
      return judged.problem && !ack.ok ? { ...judged, problem: `${judged.problem}: ${String(ack.error)}` } : judged;
    }
    case 'sync': {
      const { game } = expect;
      if (!game || !game.current)
        return ack.ok ? { ...verdict, problem: `${expect.event} answered a game the caller is not in` } : verdict;
      if (!ack.ok)
        return { ...verdict, problem: `${expect.event} refused the caller's own game: ${String(ack.error)}` };
      if (expect.event === 'presence')
        return ack.code === game.code ? verdict : { ...verdict, problem: `presence of ${String(ack.code)}` };
      const shown = viewState(rulesOf(game.url), game.current, expect.viewer);
      return sameGame(ack.state, shown)
        ? verdict
        : { ...verdict, problem: `sync state differs from the model: ${brief(ack.state)} vs ${brief(shown)}` };
    }
    case 'no-change':
      return verdict;
    case 'refused':
      return ack.ok ? { ...verdict, problem: `granted what must be refused: ${brief(ack)}` } : verdict;
    case 'accepted':
      return ack.ok ? verdict : { ...verdict, problem: `refused what must be granted: ${String(ack.error)}` };
    default:
      return { ...verdict, problem: `unexpected expectation ${expect.kind} on a socket` };
  }
}

/**
 * The same game, whatever its clock says and whoever has yet to move: the model replays the rules and knows neither
 * the server's time nor its count of moves (both have tests of their own), so a clock is compared only by whether
 * there is one.
 */
function sameGame(answered: unknown, modelled: object): boolean {
  if (!isObject(answered)) return false;
  const { clock: answeredClock, unmoved: _answeredUnmoved, ...rest } = answered;
  const { clock: modelledClock, unmoved: _modelledUnmoved, ...expected } = modelled as Record<string, unknown>;
  return (answeredClock == null) === (modelledClock == null) && sameJson(rest, expected);
}
