import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPLAY_SPEEDS, type ReplayPlayer, type ReplaySpeed } from './use-replay-player';

interface ReplayControlsProps {
  player: ReplayPlayer;
  /** The number of moves: the last position's index. */
  total: number;
}

/** First, Previous, Play/Pause with its speed, Next, Last, and where the replay stands: `Move 12 / 57`. */
export function ReplayControls({ player, total }: ReplayControlsProps) {
  const atStart = player.index === 0;
  const atEnd = player.index === total;
  return (
    <Stack spacing={1} role="group" aria-label="Replay controls" sx={{ alignItems: 'center' }}>
      <Typography role="status" aria-label="Position" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Move {player.index} / {total}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<FirstPageIcon />} disabled={atStart} onClick={player.first}>
          First
        </Button>
        <Button variant="outlined" startIcon={<NavigateBeforeIcon />} disabled={atStart} onClick={player.previous}>
          Previous
        </Button>
        {player.playing ? (
          <Button variant="contained" startIcon={<PauseIcon />} onClick={player.pause}>
            Pause
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={total === 0} onClick={player.play}>
            Play
          </Button>
        )}
        <Button variant="outlined" endIcon={<NavigateNextIcon />} disabled={atEnd} onClick={player.next}>
          Next
        </Button>
        <Button variant="outlined" endIcon={<LastPageIcon />} disabled={atEnd} onClick={player.last}>
          Last
        </Button>
        <TextField
          select
          size="small"
          label="Speed"
          value={player.speed}
          onChange={(event) => player.setSpeed(Number(event.target.value) as ReplaySpeed)}
          sx={{ minWidth: 110 }}
        >
          {REPLAY_SPEEDS.map((speed) => (
            <MenuItem key={speed.ms} value={speed.ms}>
              {speed.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
