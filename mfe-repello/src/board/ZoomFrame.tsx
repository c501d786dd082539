import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';

/** 13 squares of at least 24 px and the frame: the board is never narrower; a narrower window scrolls it. */
export const MIN_BOARD_WIDTH = 13 * 24 + 12;
/** Zoomed in, squares are 44 px: a comfortable fingertip. */
const ZOOMED_BOARD_WIDTH = 13 * 44 + 12;

interface ZoomFrameProps {
  frameRef: Ref<HTMLDivElement>;
  /** The fitted size: the board's width, and the zoomed view's width and height. */
  size: number | undefined;
  zoomed: boolean;
  /** Drawn over the board, outside the zoomed view's scrolling (the refusal notice). */
  overlay?: ReactNode;
  children: ReactNode;
}

/**
 * The board at its fitted size, or zoomed in to touch-sized squares inside a window of that size that scrolls both
 * ways (opened on its centre).
 */
export function ZoomFrame({ frameRef, size, zoomed, overlay, children }: ZoomFrameProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const box = scroller.current;
    if (!zoomed || !box) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  }, [zoomed]);

  return (
    <Box ref={frameRef} sx={{ position: 'relative', width: '100%', maxWidth: size }}>
      <Box
        ref={scroller}
        data-zoomed={zoomed || undefined}
        sx={{ overflow: 'auto', maxHeight: zoomed ? size : undefined, borderRadius: 2 }}
      >
        <Box sx={{ minWidth: zoomed ? ZOOMED_BOARD_WIDTH : MIN_BOARD_WIDTH }}>{children}</Box>
      </Box>
      {overlay}
    </Box>
  );
}

/** Zoom in / out, offered where the squares are small: a phone's width. */
export function ZoomButton({ zoomed, onToggle }: { zoomed: boolean; onToggle(): void }) {
  return (
    <Button
      size="small"
      variant={zoomed ? 'contained' : 'outlined'}
      aria-pressed={zoomed}
      onClick={onToggle}
      sx={{ display: { xs: 'inline-flex', sm: 'none' }, whiteSpace: 'nowrap' }}
    >
      Zoom
    </Button>
  );
}
