import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A board's heading: whose turn or how it ended, and an optional line of detail beneath it. */
export interface HeaderView {
  title: string;
  detail: string | null;
}

/** The heading above every board, so all games announce turns and results alike. */
export function BoardHeader({ header }: { header: HeaderView }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'baseline', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {header.title}
      </Typography>
      {header.detail && (
        <Typography variant="body1" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {header.detail}
        </Typography>
      )}
    </Stack>
  );
}
