import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameState } from '@tabletop/game-kit';
import { hasForfeited } from '@tabletop/protocol';
import { PlayNowButton } from '../home/PlayNowButton';
import { abortNote, endingFor, forfeitNotes, rematchLine } from './ending-text';
import { RatingChangeLine } from './RatingChangeLine';
import { useInSightWhenOver } from './use-in-sight-when-over';
import { useRematch } from './use-rematch';

interface GameEndingProps {
  match: GameState;
  meId: number;
}

/**
 * How the game ended, the same in every game, with `Rematch`, `Decline` and `New game`; while it runs, what a forfeit
 * meant (the others play on), and `New game` for a player who forfeited and watches.
 */
export function GameEnding({ match, meId }: GameEndingProps) {
  const panel = useInSightWhenOver<HTMLDivElement>(match.code, match.gameOver);
  const ending = endingFor(match, meId);
  const aborted = abortNote(match, meId);
  const notes = [...(aborted ? [aborted] : []), ...forfeitNotes(match, meId)];
  const watching = !match.gameOver && hasForfeited(match, meId);
  if (!ending && notes.length === 0) return null;
  return (
    <Paper
      ref={panel}
      variant="outlined"
      // Scrolled to, the panel stops below the sticky app bar; a long name in it wraps rather than widening the page.
      sx={{ px: 2, py: 1.5, width: '100%', maxWidth: 640, scrollMarginTop: 80, overflowWrap: 'anywhere' }}
    >
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {ending && (
          <Typography component="h2" variant="h5" role="status" aria-label="Result">
            {ending.headline}
          </Typography>
        )}
        {notes.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary">
            {note}
          </Typography>
        ))}
        {match.gameOver && <RatingChangeLine code={match.code} version={match.version} />}
        {match.gameOver ? (
          <EndingActions match={match} meId={meId} />
        ) : (
          watching && <NewGameOnly match={match} meId={meId} />
        )}
      </Stack>
    </Paper>
  );
}

function EndingActions({ match, meId }: GameEndingProps) {
  const { offer, busy, accept, decline, newGame } = useRematch(match, meId);
  const line = rematchLine(
    offer,
    match.score.map((entry) => entry.player),
    meId,
  );
  const open = offer?.status !== 'closed' && offer?.status !== 'started';
  const iAccepted = offer?.accepted.includes(meId) ?? false;
  const someoneAsked = (offer?.accepted.length ?? 0) > 0;
  return (
    <>
      <Typography variant="body1" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {line}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {open && (
          <Button variant="contained" disabled={busy || iAccepted} onClick={() => void accept()}>
            Rematch
          </Button>
        )}
        {/* Declining one's own request withdraws it. */}
        {open && someoneAsked && (
          <Button variant="outlined" disabled={busy} onClick={() => void decline()}>
            {iAccepted ? 'Cancel' : 'Decline'}
          </Button>
        )}
        {/* The players an abort did not come from are ready for another game at once. */}
        {match.aborted && match.aborted.by !== meId && <PlayNowButton game={match.game} />}
        <Button variant={open ? 'outlined' : 'contained'} disabled={busy} onClick={() => void newGame()}>
          New game
        </Button>
      </Stack>
    </>
  );
}

function NewGameOnly({ match, meId }: GameEndingProps) {
  const { busy, newGame } = useRematch(match, meId);
  return (
    <Button variant="contained" disabled={busy} onClick={() => void newGame()}>
      New game
    </Button>
  );
}
