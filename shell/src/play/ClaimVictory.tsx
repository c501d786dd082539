import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameState } from '@tabletop/game-kit';
import { useEffect, useReducer } from 'react';
import { useRealtime } from '../realtime/RealtimeContext';
import { claimText } from './claim-text';
import { claimVictory } from './fair-play-api';
import { useGameRequest } from './use-game-request';

interface ClaimVictoryProps {
  match: GameState;
  myId: number;
}

/**
 * In a game without a clock, when the player alone is still connected: how long until they may claim victory, then
 * `Claim victory`. The server says when (presence's `claimAt`); nothing shows while anyone else is connected.
 */
export function ClaimVictory({ match, myId }: ClaimVictoryProps) {
  const { presence, serverNow } = useRealtime();
  const { send, busy } = useGameRequest(claimVictory);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const claimAt =
    presence?.code === match.code && presence.online.join() === String(myId) ? presence.claimAt : undefined;
  const msLeft = claimAt === undefined ? 0 : claimAt - serverNow();
  const waiting = msLeft > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  if (claimAt === undefined || match.clock || match.gameOver) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
      <Typography variant="body2">{claimText(match.score.length - 1, msLeft)}</Typography>
      {msLeft <= 0 && (
        <Button variant="contained" color="secondary" disabled={busy} onClick={() => void send()}>
          Claim victory
        </Button>
      )}
    </Stack>
  );
}
