// The entry of every board's harness page (see boardConfig): mounts the game's own HarnessApp, which webpack
// resolves to that game's src/board/harness/HarnessApp.tsx. A plain app, no federation.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { HarnessApp } from 'tabletop-board-harness-app';

const container = globalThis.document.getElementById('root');
if (container) createRoot(container).render(createElement(HarnessApp));
