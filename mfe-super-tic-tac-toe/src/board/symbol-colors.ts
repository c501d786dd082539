import type { Sym } from '../rules';

/** One colour per symbol, readable on both the light and the dark theme. */
export const SYMBOL_COLORS: Record<Sym, string> = {
  X: '#ff7043',
  O: '#42a5f5',
};
