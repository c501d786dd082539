import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A message under the login form, announced like MUI's Alert (role "alert"). The Alert itself would add its icons,
 * Paper and close button to the login page's scripts, which the shell keeps under 150 kB; a tinted,
 * outlined box says the same.
 */
export function FormNotice({ severity, children }: { severity: 'info' | 'error'; children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: `${severity}.main`,
        color: `${severity}.main`,
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}
