import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A board with a panel (the move list) at its right on wide screens, below it on narrow ones. */
export function BesideBoard({ board, aside }: { board: ReactNode; aside: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ width: '100%', justifyContent: 'center', alignItems: { xs: 'center', md: 'flex-start' } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}>{board}</Box>
      {aside}
    </Stack>
  );
}
