import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { boardFallbackPlugin } from './games/board-fallback-plugin';

// Registered here rather than through the build-time runtimePlugins option: by now the share scope exists.
registerPlugins([boardFallbackPlugin()]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>,
  );
}
