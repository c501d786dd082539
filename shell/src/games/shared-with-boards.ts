import * as EmotionReact from '@emotion/react';
import * as EmotionStyled from '@emotion/styled';
import * as Alert from '@mui/material/Alert';
import * as Box from '@mui/material/Box';
import * as Button from '@mui/material/Button';
import * as ButtonBase from '@mui/material/ButtonBase';
import * as Dialog from '@mui/material/Dialog';
import * as DialogActions from '@mui/material/DialogActions';
import * as DialogContent from '@mui/material/DialogContent';
import * as DialogTitle from '@mui/material/DialogTitle';
import * as Stack from '@mui/material/Stack';
import * as MuiStyles from '@mui/material/styles';
import * as Typography from '@mui/material/Typography';
import type { init } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

/** Installed versions of the shared packages, compiled in by webpack.config.js. */
declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * The shell's own copies of the libraries a board shares, by share key (packages/build-config/webpack.js): React and
 * emotion, whose state must be one, MUI's styles (the theme) and the MUI components the boards use. A board's import
 * of any of these gets the shell's module, so it renders in the shell's theme; a component not listed here still
 * works, from the board's own fallback copy.
 */
const SHARED: Record<string, [packageName: string, module: unknown]> = {
  react: ['react', React],
  'react/jsx-runtime': ['react', ReactJsxRuntime],
  'react-dom': ['react-dom', ReactDom],
  '@emotion/react': ['@emotion/react', EmotionReact],
  '@emotion/styled': ['@emotion/styled', EmotionStyled],
  '@mui/material/styles': ['@mui/material', MuiStyles],
  '@mui/material/Alert': ['@mui/material', Alert],
  '@mui/material/Box': ['@mui/material', Box],
  '@mui/material/Button': ['@mui/material', Button],
  '@mui/material/ButtonBase': ['@mui/material', ButtonBase],
  // Every board's How to play panel (board-kit).
  '@mui/material/Dialog': ['@mui/material', Dialog],
  '@mui/material/DialogActions': ['@mui/material', DialogActions],
  '@mui/material/DialogContent': ['@mui/material', DialogContent],
  '@mui/material/DialogTitle': ['@mui/material', DialogTitle],
  '@mui/material/Stack': ['@mui/material', Stack],
  '@mui/material/Typography': ['@mui/material', Typography],
};

export function sharedWithBoards(): SharedOptions {
  const shared: SharedOptions = {};
  for (const [key, [packageName, module]] of Object.entries(SHARED)) {
    shared[key] = {
      version: __SHARED_VERSIONS__[packageName],
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion: false },
    };
  }
  return shared;
}
