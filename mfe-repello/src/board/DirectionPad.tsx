import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Direction } from '../rules';
import { DIRECTION_ARROWS, DIRECTION_NAMES, KEYPAD } from '@tabletop/board-kit';

interface DirectionPadProps {
  verb: 'Move' | 'Push';
  directions: Direction[];
  /** The piece in the middle of the pad: what moves or is pushed. */
  centre: React.ReactNode;
  onDirection(direction: Direction): void;
  onPreview(direction: Direction | null): void;
}

/** Eight arrow buttons laid out like the keypad the rules number directions by; only legal ones are enabled. */
export function DirectionPad({ verb, directions, centre, onDirection, onPreview }: DirectionPadProps) {
  return (
    <Box
      role="group"
      aria-label={verb === 'Move' ? 'Move directions' : 'Push directions'}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 44px)', gridAutoRows: '44px', gap: 0.5 }}
    >
      {KEYPAD.map((direction) =>
        direction === null ? (
          <Box key="centre" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {centre}
          </Box>
        ) : (
          <Button
            key={direction}
            variant={directions.includes(direction) ? 'contained' : 'outlined'}
            color={verb === 'Push' ? 'warning' : 'primary'}
            disabled={!directions.includes(direction)}
            aria-label={`${verb} ${DIRECTION_NAMES[direction]}`}
            onClick={() => onDirection(direction)}
            onMouseEnter={() => onPreview(direction)}
            onMouseLeave={() => onPreview(null)}
            onFocus={() => onPreview(direction)}
            onBlur={() => onPreview(null)}
            sx={{ minWidth: 0, p: 0, fontSize: '1.4rem', lineHeight: 1 }}
          >
            {DIRECTION_ARROWS[direction]}
          </Button>
        ),
      )}
    </Box>
  );
}
