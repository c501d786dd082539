import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { GOAL_ROWS, type GoalAnimation, type Side } from '../rules';
import { CellButton } from './CellButton';
import { cellDescription, type CellMark } from './interaction';
import type { CellView } from './view-model';

interface CourtProps {
  cells: CellView[];
  marks: Map<number, CellMark>;
  refusedCell: number | null;
  /** Makes the cells' description ids unique on the page. */
  idPrefix: string;
  /** The ball bobs while its holder is to move. */
  ballLively: boolean;
  /** The mouth the previewed shot scores in, lit up. */
  previewMouth: Side | null;
  dance: GoalAnimation | null;
  onCell(index: number): void;
}

const ripple = keyframes`
  0%, 100% { transform: scaleX(1); }
  30% { transform: scaleX(1.25); }
  60% { transform: scaleX(0.9); }
`;

/**
 * The 8×6 court on turf: the halfway line and centre circle round the ball zones, a goal area round each keeper
 * zone, and the goal mouths beyond the outer columns on rows 2–3. Columns 1 and 10 of the grid hold the nets.
 */
export function Court(props: CourtProps) {
  const { cells, marks, refusedCell, idPrefix, ballLively, previewMouth, dance, onCell } = props;
  return (
    <Box
      sx={{
        p: { xs: '5px', sm: '10px' },
        borderRadius: { xs: 2, sm: 3 },
        background: 'linear-gradient(180deg, #2e7d32 0%, #1b5e20 100%)',
        boxShadow: '0 10px 24px rgba(0, 0, 0, 0.45), inset 0 0 0 2px rgba(255, 255, 255, 0.12)',
      }}
    >
      <Box
        role="group"
        aria-label="Winzard Football court"
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '8.9 / 6.6',
          containerType: 'inline-size',
          display: 'grid',
          gridTemplateColumns: '0.45fr repeat(8, minmax(0, 1fr)) 0.45fr',
          gridTemplateRows: 'repeat(6, minmax(0, 1fr))',
          gap: { xs: '2px', sm: '4px' },
          borderRadius: 1,
          background:
            'repeating-linear-gradient(90deg, #388e3c 0 calc(100% / 8.9 * 1.1), #43a047 calc(100% / 8.9 * 1.1) calc(100% / 8.9 * 2.2))',
        }}
      >
        <HalfTint side="left" />
        <HalfTint side="right" />
        <Lines />
        {(['left', 'right'] as const).map((side) => (
          <Net
            key={side}
            side={side}
            lit={previewMouth === side || dance?.mouth === side}
            shaking={dance?.mouth === side}
          />
        ))}
        {cells.map((cell) => {
          const mark = marks.get(cell.index);
          return (
            <CellButton
              key={cell.index}
              cell={cell}
              mark={mark}
              description={cellDescription(cell, mark)}
              descriptionId={`${idPrefix}-cell-${cell.x}-${cell.y}`}
              refused={refusedCell === cell.index}
              lively={ballLively}
              onCell={onCell}
            />
          );
        })}
      </Box>
    </Box>
  );
}

function HalfTint({ side }: { side: Side }) {
  return (
    <Box
      aria-hidden
      sx={{
        gridColumn: side === 'left' ? '1 / 6' : '6 / 11',
        gridRow: '1 / 7',
        m: '-2px',
        background: side === 'left' ? 'rgba(30, 136, 229, 0.16)' : 'rgba(255, 255, 255, 0.07)',
        pointerEvents: 'none',
      }}
    />
  );
}

/** The halfway line, the centre circle round the four ball-zone cells, and the goal areas round the keeper zones. */
function Lines() {
  const line = 'rgba(255, 255, 255, 0.85)';
  return (
    <>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 'calc(50% - 1.5px)',
          top: 0,
          bottom: 0,
          width: '3px',
          bgcolor: line,
          zIndex: 0,
        }}
      />
      <Box
        aria-hidden
        sx={{
          gridColumn: '5 / 7',
          gridRow: '3 / 5',
          m: { xs: '-4px', sm: '-7px' },
          border: `3px solid ${line}`,
          borderRadius: '50%',
          zIndex: 3,
          pointerEvents: 'none',
        }}
      />
      {(['left', 'right'] as const).map((side) => (
        <Box
          key={side}
          aria-hidden
          sx={{
            gridColumn: side === 'left' ? '2 / 3' : '9 / 10',
            gridRow: '3 / 5',
            m: { xs: '-3px', sm: '-6px' },
            border: `3px solid ${line}`,
            borderLeftWidth: side === 'left' ? 0 : 3,
            borderRightWidth: side === 'right' ? 0 : 3,
            borderRadius: side === 'left' ? '0 10px 10px 0' : '10px 0 0 10px',
            zIndex: 3,
            pointerEvents: 'none',
          }}
        />
      ))}
    </>
  );
}

function Net({ side, lit, shaking }: { side: Side; lit: boolean; shaking: boolean }) {
  const [top, bottom] = [GOAL_ROWS[0] + 1, GOAL_ROWS[GOAL_ROWS.length - 1] + 2];
  return (
    <Box
      aria-hidden
      data-goal={side}
      sx={{
        gridColumn: side === 'left' ? 1 : 10,
        gridRow: `${top} / ${bottom}`,
        position: 'relative',
        borderRadius: side === 'left' ? '8px 0 0 8px' : '0 8px 8px 0',
        border: '3px solid #fafafa',
        borderRightWidth: side === 'left' ? 0 : 3,
        borderLeftWidth: side === 'right' ? 0 : 3,
        background: `repeating-linear-gradient(45deg, rgba(255,255,255,0.55) 0 1px, transparent 1px 7px),
          repeating-linear-gradient(-45deg, rgba(255,255,255,0.55) 0 1px, transparent 1px 7px),
          ${lit ? 'rgba(255, 235, 59, 0.55)' : 'rgba(0, 0, 0, 0.35)'}`,
        boxShadow: lit ? '0 0 18px #ffeb3b' : 'none',
        transformOrigin: side === 'left' ? 'right center' : 'left center',
        animation: shaking ? `${ripple} 500ms ease-in-out 3` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
