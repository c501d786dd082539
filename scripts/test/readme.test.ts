import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_DEFAULTS } from '../../backend/src/config/config';
import { repoRoot } from './spawn-service';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('README.md', () => {
  it('gives the two set-up commands, and both exist', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    expect(packageJson.scripts.start).toBeDefined();
    expect(packageJson.scripts.test).toBeDefined();
  });

  it.each(Object.keys(ENV_DEFAULTS))('documents the %s variable the server reads', (name) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });
});
