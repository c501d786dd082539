import { replayResultText } from './replay-text';

const ada = { id: 7, name: 'Ada' };
const bo = { id: 8, name: 'Bo' };
const guest = { id: 9, name: '8ae5c0de-0000-4000-8000-000000000000' };

describe('replayResultText', () => {
  it('names the winners, and who forfeited', () => {
    expect(replayResultText({ result: { winners: [ada], draw: false, forfeited: [] } })).toBe('Ada won');
    expect(replayResultText({ result: { winners: [ada, bo], draw: false, forfeited: [guest] } })).toMatch(
      /^Ada and Bo won \(Guest [0-9A-F]{4} forfeited\)$/,
    );
  });

  it('says Draw', () => {
    expect(replayResultText({ result: { winners: [], draw: true, forfeited: [] } })).toBe('Draw');
  });
});
