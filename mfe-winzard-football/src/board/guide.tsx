import { GridPicture, type CellPaint, type GameGuide, type GuideSymbol } from '@tabletop/board-kit';
import { KEYPAD_ARROWS, KEYPAD_DIRECTIONS } from '@tabletop/game-kit';
import type { WinzardAction } from '../rules';
import { CHARACTER_PAINT, HIGHLIGHT } from './colors';
import {
  BallSymbol,
  PawnSymbol,
  SelectableSymbol,
  SelectedSymbol,
  ShotPathSymbol,
  TargetSymbol,
  ValueSymbol,
} from './key-symbols';
import { ActionDots, RedCards } from './Scoreboard';

// Letters: the card under each cell (b Blaze, u Zurf, a Zapp, f Frozt, r Rootz); capitals carry a pawn; o the ball.
const PAINT: Record<string, CellPaint> = {
  b: { fill: CHARACTER_PAINT.Blaze.head },
  u: { fill: CHARACTER_PAINT.Zurf.head },
  a: { fill: CHARACTER_PAINT.Zapp.head },
  f: { fill: CHARACTER_PAINT.Frozt.head },
  r: { fill: CHARACTER_PAINT.Rootz.head },
  U: { fill: CHARACTER_PAINT.Zurf.head, mark: 'U', markColor: '#0a2a66' },
  A: { fill: CHARACTER_PAINT.Zapp.head, mark: 'A', markColor: '#0a2a66' },
  F: { fill: CHARACTER_PAINT.Frozt.head, mark: 'F', markColor: '#0b4d1e' },
  R: { fill: CHARACTER_PAINT.Rootz.head, mark: 'R', markColor: '#0b4d1e' },
  o: { fill: CHARACTER_PAINT.Blaze.head, mark: '●', markColor: '#ffffff' },
  '+': { fill: CHARACTER_PAINT.Zurf.head, ring: HIGHLIGHT.target },
  '*': { fill: CHARACTER_PAINT.Blaze.head, ring: HIGHLIGHT.target },
};

/** What the court and the scoreboard show, each drawn as the board draws it. */
const COURT_KEY: readonly GuideSymbol[] = [
  { symbol: <BallSymbol />, name: 'Ball', meaning: 'The ball.' },
  {
    symbol: <PawnSymbol keeper={false} />,
    name: 'Pawn',
    meaning: 'A field pawn, named; its rim is its team’s colour: dark blue left, dark green right.',
  },
  { symbol: <PawnSymbol keeper />, name: 'Goalkeeper', meaning: 'A goalkeeper: the GK tag and gloves.' },
  {
    symbol: <ValueSymbol />,
    name: 'Card value',
    meaning: 'A card’s value, 1–11, top left; its face shows the same: Sad 1–3, Average 4–8, Powerfull 9–11.',
  },
  { symbol: <SelectableSymbol />, name: 'Glowing', meaning: 'Yours to pick now: a pawn to act with, or a card.' },
  { symbol: <SelectedSymbol />, name: 'White ring', meaning: 'Picked: now choose a ringed cell.' },
  { symbol: <TargetSymbol kind="move" />, name: 'Ring with a dot', meaning: 'Move the picked pawn here.' },
  { symbol: <TargetSymbol kind="swap" />, name: 'Ring with arrows', meaning: 'Swap the picked card with this one.' },
  {
    symbol: <TargetSymbol kind="tackle" />,
    name: 'Ring with a ball',
    meaning: 'The ball comes here: placed at kick-off, won by a tackle or passed.',
  },
  { symbol: <TargetSymbol kind="placeKeeper" />, name: 'Ring with GK', meaning: 'Place your goalkeeper here.' },
  {
    symbol: <ShotPathSymbol />,
    name: 'Dotted path',
    meaning: 'The shot you point at: the ball’s path, and the ring where it stops.',
  },
  { symbol: <ActionDots left={1} />, name: 'Dots', meaning: 'Actions left this turn: a filled dot each.' },
  {
    symbol: <RedCards count={1} />,
    name: 'Red cards',
    meaning: 'Red cards drawn this round: after one, the player with the ball may shoot.',
  },
];

/** Every kind of line of the move list (rules/move-notation.ts), by the action it writes. */
export const NOTATION_KEY: Readonly<Record<WinzardAction['type'], GuideSymbol>> = {
  placeBall: { symbol: 'ball d3', meaning: 'The ball placed on d3 for the kick-off.' },
  placeKeeper: { symbol: 'keeper a3', meaning: 'A goalkeeper placed on a3.' },
  move: { symbol: 'Zapp c3-d3', meaning: 'A pawn moves from c3 to d3.' },
  swap: { symbol: 'c2<>d4', meaning: 'The cards on c2 and d4 swap places.' },
  tackle: { symbol: 'Zapp c3xd3', meaning: 'A tackle: Zapp on c3 wins the ball and puts it on d3.' },
  draw: { symbol: 'draw', meaning: 'A red card drawn.' },
  skipDraw: { symbol: 'no draw', meaning: 'No card drawn this time.' },
  shoot: {
    symbol: 'Zapp d3 shoots →',
    meaning: `A shot from d3 the way the arrow points: ${KEYPAD_DIRECTIONS.map((direction) => KEYPAD_ARROWS[direction]).join(' ')}.`,
  },
  pass: { symbol: 'Zapp d3 passes f2', meaning: 'A pass from d3 to a teammate on f2.' },
  skipShot: { symbol: 'no shot', meaning: 'The player with the ball let the round end without a shot.' },
};

const MOVE_LIST_KEY: readonly GuideSymbol[] = [
  { symbol: 'c3', meaning: 'A cell: its column a–h from the left, its row 1–6 from the top.' },
  ...Object.values(NOTATION_KEY),
  { symbol: 'resigns', meaning: 'The player forfeited the game.' },
];

/** Winzard Football in short, for its `How to play` panel and its first-turn hint. */
export const GUIDE: GameGuide = {
  title: 'Winzard Football',
  goal: 'Score 3 goals first. You play the left half with ZURF (goalkeeper) and ZAPP, or the right half with FROZT (goalkeeper) and ROOTZ.',
  firstTurnHint: 'Click a glowing cell to place the ball or your goalkeeper.',
  sections: [
    {
      heading: 'Kick-off',
      text: 'The court is 8 × 6 cards. The kick-off player puts the ball on a glowing centre cell, then each player puts their goalkeeper in their goal area. Field pawns walk on by themselves.',
      picture: (
        <GridPicture paint={PAINT} rows={['auuaffrf', 'uaaurrfr', '+uu*brff', '+au*bfrr', 'uaaurfrf', 'auuafrrf']} />
      ),
    },
    {
      heading: 'Two actions a turn',
      text: 'Pick one of your glowing pawns or cards, then a ringed cell: move a pawn, swap two cards of your half, or tackle to win the ball. How far depends on the card under it: 1 cell for 1–3, 2 for 4–8, 3 for 9–11.',
      picture: (
        <GridPicture paint={PAINT} rows={['auuaffrf', 'uaAurrfr', 'Uuuobrff', 'uauAbRrr', 'uaaurfrF', 'auuafrrf']} />
      ),
    },
    {
      heading: 'Red cards',
      text: 'When your actions are spent you may draw a red Blaze card: 9 or more costs you your last action and gives your opponent one; 3 or less gives you one more and takes your opponent’s.',
      picture: <GridPicture paint={PAINT} rows={['bbb', 'bob', 'bbb']} />,
    },
    {
      heading: 'Shoot or pass',
      text: 'If a red card was drawn in the round, the player with the ball may shoot in one of 8 directions (point at an arrow to see where it goes) or pass to a teammate. A goalkeeper with a card at least as high saves; any other pawn blocks. Into the goal mouth on rows 2–3 is a goal.',
      picture: <GridPicture paint={PAINT} rows={['ffrf', 'rrfr', 'Aorf', 'frrF', 'rfrf']} />,
    },
    {
      heading: 'Reading the court',
      text: 'What the court and the scoreboard above it show.',
      symbols: COURT_KEY,
    },
    {
      heading: 'Reading the move list',
      text: 'Beside the court, each action in a few characters: the pawn by its name, the cells by column and row.',
      symbols: MOVE_LIST_KEY,
    },
  ],
};
