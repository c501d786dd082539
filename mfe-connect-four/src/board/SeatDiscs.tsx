import { SeatLegend } from '@tabletop/board-kit';
import type { Disc } from '../rules';
import { DISC_COLORS, DISC_NAMES } from './disc-colors';
import type { SeatView } from './view-model';

const discMark = (disc: Disc) => ({ sx: { width: 16, height: 16, borderRadius: '50%', bgcolor: DISC_COLORS[disc] } });

/** Who is who: each player's colour, the viewer's marked `(you)`, the one to move in bold. */
export function SeatDiscs({ seats }: { seats: SeatView[] }) {
  return <SeatLegend label="Colours" seats={seats} sideName={(disc) => DISC_NAMES[disc]} mark={discMark} />;
}
