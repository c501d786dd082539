import type { ReactNode } from 'react';

/** One step of a game's rules in short: a heading, a few sentences and a small picture of the board. */
export interface GuideSection {
  heading: string;
  text: string;
  /** A small drawing of the board showing what the text says. */
  picture?: ReactNode;
  /** A key beneath the text: each symbol the board or the move list shows, and what it means. */
  symbols?: readonly GuideSymbol[];
}

/** One entry of a guide's key. */
export interface GuideSymbol {
  /** The symbol as the game shows it: text as the move list writes it (`c3-d3`), or a small drawing. */
  symbol: ReactNode;
  /** Its name for assistive technology, when the symbol is a drawing. */
  name?: string;
  meaning: string;
}

/** How a game teaches itself, written in the game's own folder: the rules in short and the first turn's hint. */
export interface GameGuide {
  /** The game's name as players read it. */
  title: string;
  /** One sentence: what the game is about and how it is won. */
  goal: string;
  sections: GuideSection[];
  /** One line shown on the first turn of a player's first game of this kind: what to click. */
  firstTurnHint: string;
}
