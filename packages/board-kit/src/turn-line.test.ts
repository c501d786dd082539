import { COMPUTER_THINKING, turnHeader, turnLine } from './turn-line';

const ann = { id: 1, name: 'Ann' };
const bo = { id: 2, name: 'Bo' };
const computer = { id: 3, name: 'Computer (Hard)' };
const spectator = { id: 9, name: 'Cy' };
const replayViewer = { id: 0, name: 'Replay' };

const seated = (...players: { id: number; name: string }[]) => players.map((player) => ({ player, score: 0 }));
const toMove = (player: { id: number; name: string } | null, ...players: { id: number; name: string }[]) => ({
  player,
  score: seated(...players),
});

describe('turnLine', () => {
  it('tells a player it is their turn, or whom they wait for', () => {
    expect(turnLine(toMove(ann, ann, bo), ann)).toBe('Your turn');
    expect(turnLine(toMove(ann, ann, bo), ann, {}, 'Your turn: place your stack')).toBe('Your turn: place your stack');
    expect(turnLine(toMove(bo, ann, bo), ann)).toBe('Waiting for Bo');
  });

  it('says the computer is thinking while a computer seat is to move', () => {
    const match = toMove(computer, ann, computer);
    expect(turnLine(match, ann, { computers: [computer.id] })).toBe(COMPUTER_THINKING);
    expect(turnLine(match, spectator, { computers: [computer.id] })).toBe(COMPUTER_THINKING);
    // Without the shell saying which seats are computers (a harness, an older server), the seat reads as anyone's.
    expect(turnLine(match, ann)).toBe('Waiting for Computer (Hard)');
    expect(turnLine(toMove(ann, ann, computer), ann, { computers: [computer.id] })).toBe('Your turn');
  });

  it('names who is to move to a spectator, who waits for nobody', () => {
    expect(turnLine(toMove(bo, ann, bo), spectator)).toBe('Bo to move');
  });

  it('names who is to move in a replay, even a computer', () => {
    const replay = { lastMove: { number: 3, text: 'X b5 c5' } };
    expect(turnLine(toMove(computer, ann, computer), replayViewer, { replay, computers: [computer.id] })).toBe(
      'Computer (Hard) to move',
    );
    expect(turnLine(toMove(ann, ann, bo), ann, { replay })).toBe('Ann to move');
  });

  it('is null before anyone is to move', () => {
    expect(turnLine(toMove(null, ann, bo), ann)).toBeNull();
  });
});

describe('turnHeader', () => {
  const game = { title: "Player O's Turn" };

  it('heads a live game with the game’s title', () => {
    expect(turnHeader(toMove(bo, ann, bo), ann, {}, game)).toEqual({
      title: "Player O's Turn",
      detail: 'Waiting for Bo',
    });
  });

  it('heads a replay with the move that led to the position, as the move list writes it', () => {
    const replay = { lastMove: { number: 12, text: 'X b5 c8' } };
    expect(turnHeader(toMove(bo, ann, bo), replayViewer, { replay }, game)).toEqual({
      title: '12. X b5 c8',
      detail: 'Bo to move',
    });
    expect(turnHeader(toMove(ann, ann, bo), replayViewer, { replay: { lastMove: null } }, game)).toEqual({
      title: "Player O's Turn",
      detail: 'Ann to move',
    });
  });
});
