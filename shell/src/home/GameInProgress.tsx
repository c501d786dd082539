import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { gameRoute, type CatalogueGame } from '../games/catalogue';

/**
 * Why the other games' buttons are off: one game at a time. Says which game is in progress, offers Resume, and how
 * to leave it for another.
 */
export function GameInProgress({ game, waiting }: { game: CatalogueGame; waiting: boolean }) {
  const leave = waiting ? 'press Leave game at its table' : 'finish it, or Forfeit';
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button component={Link} to={gameRoute(game.url)} variant="contained" size="small">
          Resume
        </Button>
      }
    >
      You have a game in progress: {game.displayText}. You play one game at a time; to start another, {leave}.
    </Alert>
  );
}
