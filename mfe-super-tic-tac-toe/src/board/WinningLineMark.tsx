import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Marks a small board of the winning line: a thick outline in the theme's success colour around it. */
export function WinningLineMark({ marked, children }: { marked: boolean; children: ReactNode }) {
  if (!marked) return children;
  return (
    <Box
      data-winning-line="true"
      sx={{
        borderRadius: 1.5,
        outline: (theme) => `4px solid ${theme.palette.success.main}`,
        outlineOffset: 2,
        boxShadow: (theme) => `0 0 12px ${theme.palette.success.main}`,
      }}
    >
      {children}
    </Box>
  );
}
