import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { GameGuide } from './game-guide';
import { HowToPlayDialog } from './HowToPlayDialog';

/** A small `How to play` button (a `?` on a phone, where the header has no room) that opens the rules in short. */
export function HowToPlayButton({ guide }: { guide: GameGuide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label="How to play"
        title="How to play"
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', minWidth: { xs: 32, sm: 64 }, px: { xs: 1, sm: 1.25 } }}
      >
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
          How to play
        </Box>
        <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' }, fontWeight: 900 }}>
          ?
        </Box>
      </Button>
      <HowToPlayDialog guide={guide} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
