import { lazy, type ComponentType } from 'react';
import { chunk } from '../async/chunk';

type PageModule = { default: ComponentType };

/**
 * A page loaded as a chunk of its own (React.lazy) that can be loaded ahead of its first render. Once loaded, the lazy
 * component is handed its module through a thenable that answers at once, so its first render does not suspend: a
 * suspended page shows its fallback, and React then holds the page back for up to 300 ms after the fallback showed.
 */
export function lazyPage(load: () => Promise<PageModule>): { Page: ComponentType; preload: () => Promise<void> } {
  const source = chunk(load);
  const preload = () => source.load().then(() => undefined);
  const Page = lazy(() => {
    const ready = source.loaded();
    if (!ready) return source.load();
    // React.lazy reads a module that its thenable hands over synchronously without suspending.
    return { then: (resolve: (module: PageModule) => void) => resolve(ready) } as unknown as Promise<PageModule>;
  });
  return { Page, preload };
}
