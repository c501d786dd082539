import type { BoardProps } from '@tabletop/board-kit';
import { useState } from 'react';

/** Stands in for a remote board: shows the version it was given and sends one action on a click. */
export function FakeBoard({ match, onAction }: BoardProps) {
  const [outcome, setOutcome] = useState('');
  return (
    <div>
      <p>
        Fake board {match.code} v{match.version}
      </p>
      <button
        type="button"
        onClick={() => void onAction({ type: 'play' }).then((answer) => setOutcome(answer.ok ? 'ok' : answer.error))}
      >
        Play
      </button>
      <p>{outcome}</p>
    </div>
  );
}
