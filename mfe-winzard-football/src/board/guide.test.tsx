import { HowToPlayDialog } from '@tabletop/board-kit';
import { render, screen, within } from '@testing-library/react';
import { ACTION_TYPES, game, type Cell, type WinzardAction, type WinzardView } from '../rules';
import { NOTATION_KEY, GUIDE } from './guide';

const [ann, ben] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

/** A cell index from its name in the notation: column a–h, row 1–6. */
const at = (name: string) => (Number(name[1]) - 1) * 8 + name.charCodeAt(0) - 97;

/** The actions the key's examples describe, on a court with Zapp on c3 and d3 (the examples' pawn). */
const EXAMPLES: Record<WinzardAction['type'], WinzardAction> = {
  placeBall: { type: 'placeBall', cell: at('d3') },
  placeKeeper: { type: 'placeKeeper', cell: at('a3') },
  move: { type: 'move', from: at('c3'), to: at('d3') },
  swap: { type: 'swap', from: at('c2'), to: at('d4') },
  tackle: { type: 'tackle', from: at('c3'), to: at('d3') },
  draw: { type: 'draw' },
  skipDraw: { type: 'skipDraw' },
  shoot: { type: 'shoot', from: at('d3'), direction: 6 },
  pass: { type: 'pass', from: at('d3'), to: at('f2') },
  skipShot: { type: 'skipShot' },
};

function exampleView() {
  const start = game.view!(game.setup([ann, ben], 'guide'), null);
  const court: Cell[] = (start.state as WinzardView).unconvertedCourt.map(({ character, value }) => ({
    character,
    value,
  }));
  court[at('c3')].icon = 'ZAPP';
  court[at('d3')].icon = 'ZAPP';
  return { ...start, state: { ...(start.state as WinzardView), unconvertedCourt: court } };
}

describe('How to play Winzard Football', () => {
  it('keys every kind of move-list line, each example written as the move list writes it', () => {
    const view = exampleView();
    expect(Object.keys(NOTATION_KEY).sort()).toEqual([...ACTION_TYPES].sort());
    for (const type of ACTION_TYPES)
      expect(game.describeAction!(view, ann.id, EXAMPLES[type])).toBe(NOTATION_KEY[type].symbol);
  });

  it('shows the keys to the court and the move list, every arrow of a shot among them', () => {
    render(<HowToPlayDialog guide={GUIDE} open onClose={() => {}} />);
    const panel = within(screen.getByRole('dialog'));
    for (const name of ['Ball', 'Goalkeeper', 'Ring with arrows', 'Dots', 'Red cards'])
      expect(panel.getByRole('term', { name })).toBeInTheDocument();
    const terms = panel.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(['c3', 'Zapp c3-d3', 'c2<>d4', 'Zapp c3xd3', 'no draw', 'resigns']));
    expect(panel.getByText(/^A shot from d3 the way the arrow points: ↖ ↑ ↗ ← → ↙ ↓ ↘\.$/)).toBeInTheDocument();
  });
});
