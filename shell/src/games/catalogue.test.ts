import { gameRoute, playersLabel, toCatalogueGame } from './catalogue';

describe('the catalogue from GET /api/games', () => {
  it("labels the menu with the manifest's menu label and keeps what the cards need", () => {
    expect(
      toCatalogueGame({
        url: 'winzards/football',
        displayText: 'Winzard Football',
        menuLabel: 'FOOTBALL',
        players: [2, 2],
        showScore: true,
        remote: { name: 'winzard_football', entry: '/boards/winzard-football/mf-manifest.json' },
        description: 'Card-powered football.',
        picture: '/boards/winzard-football/thumbnail.svg',
      }),
    ).toEqual({
      url: 'winzards/football',
      menuLabel: 'FOOTBALL',
      displayText: 'Winzard Football',
      players: [2, 2],
      showScore: true,
      description: 'Card-powered football.',
      picture: '/boards/winzard-football/thumbnail.svg',
    });
    expect(gameRoute('winzards/football')).toBe('/game/winzards/football');
  });

  it('says how many play', () => {
    expect(playersLabel([2, 2])).toBe('2 players');
    expect(playersLabel([2, 4])).toBe('2–4 players');
  });
});
