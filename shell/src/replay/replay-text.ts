import type { Replay } from './replay-api';
import { namesText } from '../history/history-text';

/** `Draw`, or who won: `Ada won`, `Ada and Bo won`; and who forfeited, if anyone. */
export function replayResultText({ result }: Pick<Replay, 'result'>): string {
  const outcome = result.draw
    ? 'Draw'
    : result.winners.length > 0
      ? `${namesText(result.winners).replace(/, ([^,]*)$/, ' and $1')} won`
      : 'No winner';
  return result.forfeited.length > 0 ? `${outcome} (${namesText(result.forfeited)} forfeited)` : outcome;
}
