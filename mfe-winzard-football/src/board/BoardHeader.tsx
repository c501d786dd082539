import { Stack, Typography } from '@mui/material';
import type { HeaderView } from './view-model';

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
