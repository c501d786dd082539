// The script that runs before the first paint: MUI's InitColorSchemeScript, rendered once at build time with the
// shell's settings (src/theme/color-scheme.json, which the ThemeProvider reads too), applies the saved colour mode;
// then a mark of a stored sign-in tells index.html's frame whether the app will draw its app bar or the login page.
// It is a file of its own, loaded by a blocking <script src> in <head>: the Content-Security-Policy admits no inline
// script.
const { createHash } = require('node:crypto');
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const InitColorSchemeScript = require('@mui/material/InitColorSchemeScript').default;
const { sources } = require('webpack');
const settings = require('./src/theme/color-scheme.json');

// The keys the shell keeps a sign-in under (src/auth/credentials.ts); storage a browser refuses counts as none.
const SIGNED_IN_MARK =
  "try{if(localStorage.getItem('jwt')&&localStorage.getItem('user'))" +
  "document.documentElement.setAttribute('data-signed-in','')}catch(e){}";

function colorSchemeScript() {
  const markup = renderToStaticMarkup(createElement(InitColorSchemeScript, settings));
  const colorScheme = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(markup)?.[1];
  if (!colorScheme) throw new Error(`InitColorSchemeScript rendered no script: ${markup}`);
  const code = `${colorScheme}\n${SIGNED_IN_MARK}`;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return { code, fileName: `color-scheme.${hash}.js` };
}

/** Emits the script into the build; `fileName` carries its content hash, so it may be cached for a year. */
class ColorSchemeScriptPlugin {
  constructor({ code, fileName }) {
    this.code = code;
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ColorSchemeScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ColorSchemeScriptPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.fileName, new sources.RawSource(this.code)),
      );
    });
  }
}

module.exports = { colorSchemeScript, ColorSchemeScriptPlugin };
