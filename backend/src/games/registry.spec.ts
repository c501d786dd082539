import { boardPictureUrl } from './registry';

describe('boardPictureUrl', () => {
  it("points beside the board's manifest, wherever it is served", () => {
    expect(boardPictureUrl('/boards/repello/mf-manifest.json')).toBe('/boards/repello/thumbnail.svg');
    expect(boardPictureUrl('http://localhost:8082/mf-manifest.json')).toBe('http://localhost:8082/thumbnail.svg');
    expect(boardPictureUrl('https://cdn.example.com/b/remoteEntry.js?v=3')).toBe(
      'https://cdn.example.com/b/thumbnail.svg',
    );
  });
});
