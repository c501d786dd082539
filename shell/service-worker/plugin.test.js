/* global describe, it, expect */
const { precachedFiles } = require('./plugin');

describe('precachedFiles', () => {
  it("names the build's content-hashed scripts from the site's root, and nothing else", () => {
    const assets = [
      'main.6b1fc2a3.js',
      'index.html',
      '336.eafff165.js',
      '336.eafff165.js.LICENSE.txt',
      'color-scheme.83b49f32.js',
      'sw.js',
      'main.js',
      'weird:name.0123abcd.js',
    ];
    expect(precachedFiles(assets, '/')).toEqual(['/336.eafff165.js', '/color-scheme.83b49f32.js', '/main.6b1fc2a3.js']);
  });
});
