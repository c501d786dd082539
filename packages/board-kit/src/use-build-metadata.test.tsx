import { render } from '@testing-library/react';
import { useBuildMetadata } from './use-build-metadata';

function Probe({ label }: { label: string }) {
  useBuildMetadata('repello', label);
  return <p>board</p>;
}

const metas = () => [...document.head.querySelectorAll('meta[name="build"][data-app="repello"]')];

describe('useBuildMetadata', () => {
  it('names the build in <head>, not on the page, and forgets it when the board goes', () => {
    const { rerender, unmount, container } = render(<Probe label="0.1.0" />);
    expect(metas().map((meta) => meta.getAttribute('content'))).toEqual(['0.1.0']);
    expect(container.textContent).not.toContain('0.1.0');
    rerender(<Probe label="0.1.0+next" />);
    expect(metas().map((meta) => meta.getAttribute('content'))).toEqual(['0.1.0+next']);
    unmount();
    expect(metas()).toHaveLength(0);
  });
});
