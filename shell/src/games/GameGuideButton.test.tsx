import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GameGuideButton } from './GameGuideButton';

jest.mock('./remote-boards', () => ({
  loadHowToPlay: jest.fn(async (url: string) => {
    if (url === 'broken') throw new Error('remote down');
    return {
      default: ({ open, onClose }: { open: boolean; onClose(): void }) =>
        open ? (
          <div role="dialog" aria-label={`How to play ${url}`}>
            <button type="button" onClick={onClose}>
              Got it
            </button>
          </div>
        ) : null,
    };
  }),
}));

const { loadHowToPlay } = jest.requireMock<{ loadHowToPlay: jest.Mock }>('./remote-boards');

describe('GameGuideButton', () => {
  beforeEach(() => loadHowToPlay.mockClear());
  afterEach(() => jest.restoreAllMocks());

  it('loads the game remote’s panel only when asked, then opens and closes it', async () => {
    render(<GameGuideButton url="repello" />);
    expect(loadHowToPlay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'How to play' }));
    const panel = await screen.findByRole('dialog', { name: 'How to play repello' });
    expect(loadHowToPlay).toHaveBeenCalledWith('repello');
    fireEvent.click(panel.querySelector('button')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'How to play' }));
    expect(await screen.findByRole('dialog', { name: 'How to play repello' })).toBeInTheDocument();
    expect(loadHowToPlay).toHaveBeenCalledTimes(1);
  });

  it('says so when the panel cannot load, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<GameGuideButton url="broken" />);
    fireEvent.click(screen.getByRole('button', { name: 'How to play' }));
    expect(await screen.findByText(/The rules could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(loadHowToPlay).toHaveBeenCalledTimes(2));
  });
});
