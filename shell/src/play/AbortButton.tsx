import Button from '@mui/material/Button';
import { abortGame } from './fair-play-api';
import { useGameRequest } from './use-game-request';

/** `Abort`: calls the game off before every seat has moved (no winner, not rated); no confirmation, nothing is lost. */
export function AbortButton() {
  const { send, busy } = useGameRequest(abortGame);
  return (
    <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void send()}>
      Abort
    </Button>
  );
}
