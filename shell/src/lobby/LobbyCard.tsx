import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GameState, Player } from '@tabletop/game-kit';
import { isWaiting } from '@tabletop/protocol';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { PlayComputerButton } from '../computer/PlayComputerButton';
import { PlayNowButton } from '../home/PlayNowButton';
import { useBoardFirst } from '../games/BoardFirstContext';
import type { CatalogueGame } from '../games/catalogue';
import { useGames } from '../games/use-games';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { usePresence } from '../play/use-presence';
import { CreateOptions, useCreateChoice } from './CreateOptions';
import { codeFromSearch } from './invite';
import { InviteOffer } from './InviteOffer';
import { InviteShare } from './InviteShare';
import { createGame, joinGame, startGame } from './lobby-api';
import { INACTIVE_CODE_MESSAGE, lobbyFailureToast, lobbyFieldError, type LobbyStep } from './lobby-failure';
import { canCreate, canJoin, canStart, waitingLine } from './lobby-rules';
import { useLeaveGame } from './use-leave-game';
import { WaitingPlayers } from './WaitingPlayers';

export { INACTIVE_CODE_MESSAGE };

interface LobbyCardProps {
  game: CatalogueGame;
  /** The user's waiting game for this page, if any. */
  waiting: GameState | null;
  me: Player;
}

/** Create a game or join one by code; while waiting, the invite, the seated players, START for the host and Leave. */
export function LobbyCard({ game, waiting, me }: LobbyCardProps) {
  const { adopt } = useMatch();
  const { games } = useGames();
  const gameName = (url: string) => games.find((candidate) => candidate.url === url)?.displayText ?? url;
  const { notify } = useNotify();
  const { search } = useLocation();
  const [code, setCode] = useState('');
  // An invite link (/game/<url>?code=AB12) is offered as its own join (or watch) instead of the code field.
  const invitedTo = codeFromSearch(search);
  const options = useCreateChoice(game.clock);
  const [submitting, setSubmitting] = useState(false);
  /** Why the last create, join or start was refused: under CODE, or in the invite for its join. */
  const [refused, setRefused] = useState<{ step: LobbyStep; text: string } | null>(null);
  const refusal = refused?.text ?? null;
  const { leave, leaving } = useLeaveGame();
  const inviteCode = waiting && isWaiting(waiting) ? waiting.code : null;
  // A game page opened with no game to show: the lobby is its content, so the bar need not wait for a board.
  const boardFirst = useBoardFirst();
  useEffect(() => boardFirst.markShown(), [boardFirst]);
  const presenceOf = usePresence(inviteCode ?? '');
  const busy = submitting || leaving;
  const waitingText = waiting && inviteCode ? waitingLine(waiting, me, game.players) : null;
  const form = { code: code.trim(), submitting: busy, inviteShown: inviteCode !== null };

  async function submit(step: LobbyStep, request: () => Promise<GameState>) {
    setSubmitting(true);
    setRefused(null);
    try {
      adopt(await request());
    } catch (error) {
      const text = lobbyFieldError(error);
      setRefused(text === null ? null : { step, text });
      const toast = lobbyFailureToast(step, error);
      if (toast) notify(toast);
    } finally {
      setSubmitting(false);
    }
  }

  function onJoin(event: FormEvent) {
    event.preventDefault();
    if (canJoin(form)) void submit('join', () => joinGame(game.url, form.code));
  }

  return (
    <Card sx={{ width: '100%', maxWidth: 440, mx: 'auto' }} elevation={4}>
      <CardContent component="form" onSubmit={onJoin} noValidate>
        <Stack spacing={2.5}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {game.displayText}
          </Typography>
          {/* A seated player has a game already: no code to enter, nothing to join or create. */}
          {/* An invite link offers its one way in (join or watch) instead of the code field and JOIN GAME. */}
          {!inviteCode && invitedTo && (
            <InviteOffer
              code={invitedTo}
              gameName={gameName}
              disabled={busy}
              refusal={refused?.step === 'join' ? refused.text : null}
              onJoin={(url) => void submit('join', () => joinGame(url, invitedTo))}
            />
          )}
          {!inviteCode && (
            <>
              {!invitedTo && (
                <TextField
                  label="CODE"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setRefused(null);
                  }}
                  error={refusal !== null}
                  helperText={refusal ? `*${refusal}` : ' '}
                  autoComplete="off"
                  slotProps={{
                    htmlInput: {
                      maxLength: 4,
                      autoCapitalize: 'characters',
                      spellCheck: false,
                      style: { textTransform: 'uppercase', letterSpacing: '0.3em' },
                    },
                  }}
                />
              )}
              <Stack direction="row" spacing={1.5}>
                {!invitedTo && (
                  <Button type="submit" variant="contained" fullWidth disabled={!canJoin(form)}>
                    JOIN GAME
                  </Button>
                )}
                <Button
                  variant="outlined"
                  fullWidth
                  disabled={!canCreate(form)}
                  onClick={() =>
                    void submit('create', () => createGame(game.url, options.choice.listed, options.choice.clock))
                  }
                >
                  CREATE GAME
                </Button>
              </Stack>
              {invitedTo && refused && refused.step !== 'join' && (
                <Typography sx={{ color: 'error.main' }}>*{refused.text}</Typography>
              )}
              <CreateOptions options={options} />
              <Stack direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1.5 }}>
                <PlayNowButton game={game.url} disabled={busy} />
                <PlayComputerButton game={game} disabled={busy} />
              </Stack>
            </>
          )}
          {busy && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={28} aria-label="Submitting" />
            </Box>
          )}
          {inviteCode && waiting && (
            <>
              {refusal && <Typography sx={{ color: 'error.main' }}>*{refusal}</Typography>}
              <InviteShare gameUrl={game.url} code={inviteCode} />
              <WaitingPlayers score={waiting.score} maxPlayers={game.players[1]} myId={me.id} presenceOf={presenceOf} />
              {waitingText && (
                <Typography aria-live="polite" sx={{ textAlign: 'center', color: 'text.secondary' }}>
                  {waitingText}
                </Typography>
              )}
              <Stack direction="row" spacing={1.5}>
                <Button
                  variant="outlined"
                  color="inherit"
                  fullWidth
                  disabled={busy}
                  onClick={() => void leave('leave')}
                >
                  Leave game
                </Button>
                {canStart(waiting, me, game.players[0]) && (
                  <Button
                    variant="contained"
                    color="secondary"
                    fullWidth
                    disabled={busy}
                    onClick={() => void submit('start', () => startGame(game.url, inviteCode))}
                  >
                    START
                  </Button>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
