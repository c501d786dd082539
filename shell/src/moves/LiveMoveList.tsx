import { MoveList } from './MoveList';
import { useLiveMoves } from './use-live-moves';

/** The move list beside a game being played (or watched), kept up with the match's version. */
export function LiveMoveList({ code, version }: { code: string; version: number }) {
  return <MoveList moves={useLiveMoves(code, version)} />;
}
