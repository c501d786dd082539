import { claimText } from './claim-text';

describe('claimText', () => {
  it('counts down to the claim, then offers it, with waiting on as the other choice', () => {
    expect(claimText(1, 83_000)).toBe('Your opponent has left. You can claim victory in 1:23, or keep waiting.');
    expect(claimText(1, 8_200)).toBe('Your opponent has left. You can claim victory in 0:09, or keep waiting.');
    expect(claimText(2, 0)).toBe('Your opponents have left. Claim victory, or keep waiting for them to come back.');
  });
});
