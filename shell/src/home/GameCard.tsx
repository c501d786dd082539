import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router';
import { PlayComputerButton } from '../computer/PlayComputerButton';
import { GameGuideButton } from '../games/GameGuideButton';
import { gameRoute, playersLabel, type CatalogueGame } from '../games/catalogue';
import { leaderboardRoute } from '../history/routes';
import { CreateGameButton } from './CreateGameButton';

interface GameCardProps {
  game: CatalogueGame;
  /** The player's game is of this kind and not over: Resume instead of new seats. */
  resumable: boolean;
  /** The player sits in a game of another kind (or one is being found): no new seat from here. */
  busy: boolean;
  /** This card's Play now is under way. */
  finding: boolean;
  onPlayNow: () => void;
}

/** One game on the home page: its picture, name, line and players, and the ways into a game of it. */
export function GameCard({ game, resumable, busy, finding, onPlayNow }: GameCardProps) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      {game.picture && (
        <CardMedia
          component="img"
          image={game.picture}
          alt={`${game.displayText} board`}
          sx={{ height: { xs: 120, lg: 96 }, objectFit: 'contain', bgcolor: 'action.hover', py: 1 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {game.displayText}
        </Typography>
        {game.description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {game.description}
          </Typography>
        )}
        <Typography variant="caption" sx={{ display: 'block', mt: 1 }}>
          {playersLabel(game.players)}
        </Typography>
      </CardContent>
      {/* Two columns: the ways into a game above, the rules and the leaderboard below. */}
      <CardActions
        disableSpacing
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          px: 2,
          pb: 2,
          '& > .wide': { gridColumn: '1 / -1' },
          // Four cards across a laptop leave each button half a card: a smaller label keeps it on one line.
          '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1, fontSize: { lg: '0.8125rem' } },
        }}
      >
        {resumable ? (
          <Button className="wide" variant="contained" component={Link} to={gameRoute(game.url)}>
            Resume
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              disabled={busy}
              onClick={onPlayNow}
              startIcon={finding ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              Play now
            </Button>
            <CreateGameButton game={game} disabled={busy} />
            <Box className="wide">
              <PlayComputerButton game={game} disabled={busy} />
            </Box>
          </>
        )}
        <GameGuideButton url={game.url} label={`How to play ${game.displayText}`} />
        <Button component={Link} to={leaderboardRoute(game.url)} aria-label={`${game.displayText} leaderboard`}>
          Leaderboard
        </Button>
      </CardActions>
    </Card>
  );
}
