import { fakeFetch } from '../test/render-app';
import { preloadBoard, takePrefetchedManifest } from './board-preload';
import { forgetGameManifest } from './manifest';

const MANIFEST_URL = 'http://localhost/boards/chess/mf-manifest.json';
const games = [
  { url: 'chess', menuLabel: 'Chess', remote: { name: 'chess', entry: '/boards/chess/mf-manifest.json' } },
];
const manifest = (board: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Board', assets: { js: { sync: [board] } } }],
});
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

// jsdom has no Response: the prefetched manifest is handed to the federation runtime as one.
class TextResponse {
  constructor(private readonly body: string) {}
  text = async () => this.body;
}

beforeAll(() => {
  (globalThis as { Response?: unknown }).Response ??= TextResponse;
});

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  forgetGameManifest();
});

describe("a game page's board preloaded at startup", () => {
  it('asks for the games list first on a first visit, then preloads the scripts its manifest names', async () => {
    fakeFetch({
      '/api/games': () => ({ status: 200, body: games }),
      [MANIFEST_URL]: () => ({ status: 200, body: manifest('board.1a2b3c4d.js') }),
    });
    preloadBoard('chess');
    expect(preloads()).toEqual([]);
    await expect(takePrefetchedManifest(MANIFEST_URL)).resolves.toBeDefined();
    expect(preloads()).toEqual([
      'http://localhost/boards/chess/remoteEntry.js',
      'http://localhost/boards/chess/board.1a2b3c4d.js',
    ]);
  });

  it("on a repeat visit preloads last visit's files at once, and the board's new files once its manifest answers", async () => {
    fakeFetch({
      '/api/games': () => ({ status: 200, body: games }),
      [MANIFEST_URL]: () => ({ status: 200, body: manifest('board.1a2b3c4d.js') }),
    });
    preloadBoard('chess');
    await takePrefetchedManifest(MANIFEST_URL);
    document.head.innerHTML = '';
    forgetGameManifest();

    // The board was redeployed since: its manifest names a new chunk. The games list answers late.
    let answerGames = () => {};
    const gamesAnswered = new Promise<void>((resolve) => (answerGames = resolve));
    const fetchMock = fakeFetch({
      '/api/games': () => ({ status: 200, body: games }),
      [MANIFEST_URL]: () => ({ status: 200, body: manifest('board.5e6f7a8b.js') }),
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/games') await gamesAnswered;
      return answer(input);
    });
    preloadBoard('chess');
    expect(preloads()).toEqual([
      'http://localhost/boards/chess/remoteEntry.js',
      'http://localhost/boards/chess/board.1a2b3c4d.js',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([MANIFEST_URL, '/api/games']);

    answerGames();
    const prefetched = await takePrefetchedManifest(MANIFEST_URL);
    expect(JSON.parse(await prefetched!.text())).toEqual(manifest('board.5e6f7a8b.js'));
    expect(preloads()).toContain('http://localhost/boards/chess/board.5e6f7a8b.js');
    // The manifest was fetched once: the early answer was the one used.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === MANIFEST_URL)).toHaveLength(1);
  });
});
