import { SeatLegend } from '@tabletop/board-kit';
import type { Sym } from '../rules';
import type { SeatSymbol } from './seat-symbols';
import { SYMBOL_COLORS } from './symbol-colors';

const symbolMark = (symbol: Sym) => ({
  sx: { fontWeight: 900, fontSize: '1.25rem', lineHeight: 1, color: SYMBOL_COLORS[symbol], width: '1ch' },
  text: symbol,
});

/** Who is who: each player's symbol, the viewer's marked `(you)`, the one to move in bold. */
export function SeatSymbols({ seats }: { seats: SeatSymbol[] }) {
  return <SeatLegend label="Symbols" seats={seats} sideName={(symbol) => symbol} mark={symbolMark} />;
}
