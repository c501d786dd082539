import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import type { GameGuide, GuideSymbol } from './game-guide';

export interface HowToPlayDialogProps {
  guide: GameGuide;
  open: boolean;
  onClose(): void;
}

/** The `How to play` panel: the game's rules in short, each step beside a small picture of the board. */
export function HowToPlayDialog({ guide, open, onClose }: HowToPlayDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper" fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>How to play {guide.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body1" sx={{ mb: 2, fontWeight: 600 }}>
          {guide.goal}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {guide.sections.map((section) => (
            <Stack
              key={section.heading}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
            >
              {section.picture && (
                <Box aria-hidden sx={{ flex: '0 0 auto', width: 120, height: 120, display: 'flex' }}>
                  {section.picture}
                </Box>
              )}
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {section.heading}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {section.text}
                </Typography>
                {section.symbols && <SymbolKey symbols={section.symbols} />}
              </Box>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A section's key: each symbol beside its meaning, as a description list. */
function SymbolKey({ symbols }: { symbols: readonly GuideSymbol[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        rowGap: 0.75,
        alignItems: 'center',
        m: 0,
        mt: 1,
      }}
    >
      {symbols.map((entry, index) => (
        <Fragment key={index}>
          <Box
            component="dt"
            aria-label={entry.name}
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              whiteSpace: 'nowrap',
              display: 'flex',
              alignItems: 'center',
            }}
          >
            {entry.symbol}
          </Box>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {entry.meaning}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/** A game's `./HowToPlay` federated module: its panel, for the shell to open where no board is on screen yet. */
export function howToPlayPanel(guide: GameGuide) {
  return function HowToPlay({ open, onClose }: Omit<HowToPlayDialogProps, 'guide'>) {
    return <HowToPlayDialog guide={guide} open={open} onClose={onClose} />;
  };
}
