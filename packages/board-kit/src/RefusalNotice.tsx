import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * Why the last click did nothing, shown over the top of the board for a moment: a board fills the window, so a
 * message below it would be out of sight. Clicks pass through it.
 */
export function RefusalNotice({ message }: { message: string | null }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        right: 8,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 5,
      }}
    >
      {message && (
        <Alert severity="warning" role="alert" variant="filled" sx={{ boxShadow: 6, py: 0 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
