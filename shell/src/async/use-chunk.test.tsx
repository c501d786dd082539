import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { chunk, type Chunk } from './chunk';
import { useChunk } from './use-chunk';

function Shown({ source }: { source: Chunk<{ text: string }> }) {
  const module = useChunk(source);
  return <p>{module ? module.text : 'waiting'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('a chunk', () => {
  it('is imported once however many ask, and a failed import is tried again', async () => {
    const importChunk = jest
      .fn<Promise<{ text: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ text: 'here' });
    const source = chunk(importChunk);
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(source.loaded()).toEqual({ text: 'here' });
    expect(importChunk).toHaveBeenCalledTimes(2);
  });
});

describe('useChunk', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders nothing of the module until it has loaded, then the module', async () => {
    let arrive: (module: { text: string }) => void = () => undefined;
    render(<Shown source={chunk(() => new Promise((resolve) => (arrive = resolve)))} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    arrive({ text: 'the pages' });
    expect(await screen.findByText('the pages')).toBeTruthy();
  });

  it('renders a module loaded already at once', () => {
    const source = chunk(() => Promise.resolve({ text: 'ready' }));
    return source.load().then(() => {
      render(<Shown source={source} />);
      expect(screen.getByText('ready')).toBeTruthy();
    });
  });

  it('throws a failed load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Shown source={chunk(() => Promise.reject(new Error('chunk missing')))} />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
  });
});
