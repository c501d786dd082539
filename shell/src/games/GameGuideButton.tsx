import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadHowToPlay } from './remote-boards';

type HowToPlayPanel = ComponentType<{ open: boolean; onClose(): void }>;

/**
 * `How to play` on a game's card and on its page before its board is on screen: the panel comes from the game's own
 * remote (its ./HowToPlay module), loaded on the first click. Once the board shows, the board's own header offers it.
 */
export function GameGuideButton({
  url,
  label,
}: {
  url: string;
  /** The button's accessible name, where several games' buttons share a page. */ label?: string;
}) {
  const [open, setOpen] = useState(false);
  // A fresh loader per attempt, so a click after a failed load fetches again.
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(
    () =>
      attempt === 0 ? null : lazy(async () => ({ default: (await loadHowToPlay(url)).default as HowToPlayPanel })),
    [url, attempt],
  );
  const show = () => {
    setOpen(true);
    setAttempt((count) => count || 1);
  };
  return (
    <>
      <Button variant="text" onClick={show} aria-label={label}>
        How to play
      </Button>
      {Panel && (
        <ErrorBoundary
          resetKeys={[attempt]}
          fallbackRender={() =>
            open && (
              <Alert severity="error" variant="outlined" onClose={() => setAttempt((count) => count + 1)}>
                The rules could not be loaded. Close this to try again.
              </Alert>
            )
          }
        >
          <Suspense fallback={null}>
            <Panel open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
