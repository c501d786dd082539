// Dev server builds only, run before anything else on the page. React Fast Refresh finds React DOM through the React
// DevTools global hook. Every build on the page (the shell and each board under it) carries its own refresh runtime,
// and the hook that the first runtime installs does not record renderers, so a board's runtime, which starts after
// React DOM, would never find it and its edits would not show. This hook records them, as the DevTools' own does
// (when the DevTools extension is installed its hook is there already and is kept).
if (globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  let lastId = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      lastId += 1;
      this.renderers.set(lastId, renderer);
      return lastId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
