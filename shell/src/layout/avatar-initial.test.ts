import { avatarInitial } from './avatar-initial';

describe('avatarInitial', () => {
  it('is the first letter of a name, upper-cased', () => {
    expect(avatarInitial('ada')).toBe('A');
  });

  it('is blank for a generated UUID-style guest name', () => {
    expect(avatarInitial('3f2a9c1e-2b7d-4c1a-9e8f-0a1b2c3d4e5f')).toBe('');
  });
});
