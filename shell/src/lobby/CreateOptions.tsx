import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClockSetting } from '@tabletop/game-kit';
import { useState } from 'react';
import { clockChoiceFor, clockOptions, NO_CLOCK } from './clock-choice';

/** What a new table is created with: its clock (null for none) and whether it is listed among the open tables. */
export interface CreateChoice {
  listed: boolean;
  clock: ClockSetting | null;
}

/** The state behind CreateOptions: a private table with no clock until the player chooses otherwise. */
export function useCreateChoice(usual: ClockSetting | undefined) {
  const [listed, setListed] = useState(false);
  const [chosenClock, setChosenClock] = useState(NO_CLOCK);
  const clocks = clockOptions(usual);
  const clockChoice = clockChoiceFor(listed, chosenClock, usual);
  const clock = clocks.find((option) => option.value === clockChoice)?.clock ?? null;
  return { listed, setListed, clocks, clockChoice, setChosenClock, choice: { listed, clock } satisfies CreateChoice };
}

/** `Clock` and `List publicly`, as a lobby and the home page's `Create game` offer them. */
export function CreateOptions({ options }: { options: ReturnType<typeof useCreateChoice> }) {
  const { listed, setListed, clocks, clockChoice, setChosenClock } = options;
  return (
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
  );
}
