import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isWaiting, type GameState, type Player } from '@tabletop/game-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { PlayComputerButton } from '../computer/PlayComputerButton';
import { PlayNowButton } from '../home/PlayNowButton';
import { boardFirst } from '../games/board-first';
import type { CatalogueGame } from '../games/catalogue';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { usePresence } from '../play/use-presence';
import { clockChoiceFor, clockOptions, NO_CLOCK } from './clock-choice';
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
  const { notify } = useNotify();
  const { search } = useLocation();
  // An invite link (/game/<url>?code=AB12) fills the code in.
  const [code, setCode] = useState(() => codeFromSearch(search));
  const invitedTo = codeFromSearch(search);
  const [listed, setListed] = useState(false);
  const [chosenClock, setChosenClock] = useState(NO_CLOCK);
  const clocks = clockOptions(game.clock);
  const clockChoice = clockChoiceFor(listed, chosenClock, game.clock);
  const clock = clocks.find((option) => option.value === clockChoice)?.clock ?? null;
  const [submitting, setSubmitting] = useState(false);
  /** Why the last create, join or start was refused, shown under CODE. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { leave, leaving } = useLeaveGame();
  const inviteCode = waiting && isWaiting(waiting) ? waiting.code : null;
  // A game page opened with no game to show: the lobby is its content, so the bar need not wait for a board.
  useEffect(() => boardFirst.markShown(), []);
  const presenceOf = usePresence(inviteCode ?? '');
  const busy = submitting || leaving;
  const waitingText = waiting && inviteCode ? waitingLine(waiting, me, game.players) : null;
  const form = { code: code.trim(), submitting: busy, inviteShown: inviteCode !== null };

  async function submit(step: LobbyStep, request: () => Promise<GameState>) {
    setSubmitting(true);
    setRefusal(null);
    try {
      adopt(await request());
    } catch (error) {
      setRefusal(lobbyFieldError(error));
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
          {!inviteCode && invitedTo && (
            <InviteOffer
              code={invitedTo}
              disabled={busy}
              onJoin={() => void submit('join', () => joinGame(game.url, invitedTo))}
            />
          )}
          {!inviteCode && (
            <>
              <TextField
                label="CODE"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setRefusal(null);
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
              <Stack direction="row" spacing={1.5}>
                <Button type="submit" variant="contained" fullWidth disabled={!canJoin(form)}>
                  JOIN GAME
                </Button>
                <Button
                  variant="outlined"
                  fullWidth
                  disabled={!canCreate(form)}
                  onClick={() => void submit('create', () => createGame(game.url, listed, clock))}
                >
                  CREATE GAME
                </Button>
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label="Clock"
                  value={clockChoice}
                  onChange={(event) => setChosenClock(event.target.value)}
                  sx={{ minWidth: 150 }}
                >
                  {clocks.map((option) => (
                    <MenuItem key={option.value} value={option.value} disabled={listed && option.clock === null}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={<Checkbox checked={listed} onChange={(event) => setListed(event.target.checked)} />}
                  label="List publicly"
                />
              </Stack>
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
