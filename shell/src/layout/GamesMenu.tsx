import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { gameRoute } from '../games/catalogue';
import { useGames } from '../games/use-games';
import { useMatch } from '../match/MatchContext';
import { activeGameUrl } from '../match/match-state';

/**
 * The GAMES menu, from GET /api/games; with a game in progress it goes straight back to that game, list or
 * no list.
 */
export function GamesMenu() {
  const navigate = useNavigate();
  const { games, status, retry } = useGames();
  const { match } = useMatch();
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = activeGameUrl(match, user?.id);

  function open(event: MouseEvent<HTMLElement>) {
    // Under a declarative router navigate() is synchronous: there is no promise to wait for.
    if (active) void navigate(gameRoute(active));
    else setAnchor(event.currentTarget);
  }

  function choose(url: string) {
    setAnchor(null);
    void navigate(gameRoute(url));
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={open}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'games-menu' : undefined}
      >
        GAMES
      </Button>
      <Menu id="games-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {games.map((game) => (
          <MenuItem key={game.url} onClick={() => choose(game.url)}>
            {game.menuLabel}
          </MenuItem>
        ))}
        {status === 'pending' && <MenuItem disabled>Loading the games…</MenuItem>}
        {status === 'error' && <MenuItem onClick={retry}>Could not load the games: try again</MenuItem>}
      </Menu>
    </>
  );
}
