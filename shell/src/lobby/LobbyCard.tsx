import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { isWaiting, type GameState, type Player } from '@tabletop/game-kit';
import { useState, type FormEvent } from 'react';
import { useMatch } from '../match/MatchContext';
import type { CatalogueGame } from '../games/catalogue';
import { createGame, joinGame, startGame } from './lobby-api';
import { canCreate, canJoin, canStart } from './lobby-rules';
import { WaitingPlayers } from './WaitingPlayers';

export const INACTIVE_CODE_MESSAGE = 'Inactive code';

interface LobbyCardProps {
  game: CatalogueGame;
  /** The user's waiting game for this page, if any. */
  waiting: GameState | null;
  me: Player;
}

/** Create a game or join one by code; while waiting, the seated players and, for the host, START. */
export function LobbyCard({ game, waiting, me }: LobbyCardProps) {
  const { receive } = useMatch();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const inviteCode = waiting && isWaiting(waiting) ? waiting.code : null;
  const form = { code: code.trim(), submitting, inviteShown: inviteCode !== null };

  async function submit(request: () => Promise<GameState>) {
    setSubmitting(true);
    setFailed(false);
    try {
      receive(await request());
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  }

  function onJoin(event: FormEvent) {
    event.preventDefault();
    if (canJoin(form)) void submit(() => joinGame(game.url, form.code));
  }

  return (
    <Card sx={{ width: '100%', maxWidth: 440, mx: 'auto' }} elevation={4}>
      <CardContent component="form" onSubmit={onJoin} noValidate>
        <Stack spacing={2.5}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {game.displayText}
          </Typography>
          <TextField
            label="CODE"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setFailed(false);
            }}
            error={failed}
            helperText={failed ? `*${INACTIVE_CODE_MESSAGE}` : ' '}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 4, style: { textTransform: 'uppercase', letterSpacing: '0.3em' } } }}
          />
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" fullWidth disabled={!canJoin(form)}>
              JOIN GAME
            </Button>
            <Button
              variant="outlined"
              fullWidth
              disabled={!canCreate(form)}
              onClick={() => void submit(() => createGame(game.url))}
            >
              CREATE GAME
            </Button>
          </Stack>
          {submitting && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={28} aria-label="Submitting" />
            </Box>
          )}
          {inviteCode && waiting && (
            <>
              <Typography role="status" sx={{ textAlign: 'center', fontSize: '1.1rem' }}>
                Invite with code: <strong>{inviteCode}</strong>
              </Typography>
              <WaitingPlayers score={waiting.score} maxPlayers={game.players[1]} myId={me.id} />
              {canStart(waiting, me, game.players[0]) && (
                <Button
                  variant="contained"
                  color="secondary"
                  disabled={submitting}
                  onClick={() => void submit(() => startGame(game.url, inviteCode))}
                >
                  START
                </Button>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
