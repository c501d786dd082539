// The script that applies the saved colour mode before the first paint: MUI's InitColorSchemeScript, rendered once at
// build time with the shell's settings (src/theme/color-scheme.json, which the ThemeProvider reads too). It is a file
// of its own, loaded by a blocking <script src> in <head>: the Content-Security-Policy admits no inline script.
const { createHash } = require('node:crypto');
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const InitColorSchemeScript = require('@mui/material/InitColorSchemeScript').default;
const { sources } = require('webpack');
const settings = require('./src/theme/color-scheme.json');

function colorSchemeScript() {
  const markup = renderToStaticMarkup(createElement(InitColorSchemeScript, settings));
  const code = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(markup)?.[1];
  if (!code) throw new Error(`InitColorSchemeScript rendered no script: ${markup}`);
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
