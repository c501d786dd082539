import { useEffect } from 'react';

/**
 * Names a build in the page's metadata, `<meta name="build" data-app="…" content="…">`, while the component is
 * mounted: support can read which build of a board is live without the page showing it.
 */
export function useBuildMetadata(app: string, label: string): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'build';
    meta.dataset.app = app;
    meta.content = label;
    document.head.append(meta);
    return () => meta.remove();
  }, [app, label]);
}
