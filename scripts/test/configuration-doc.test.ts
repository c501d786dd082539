import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_SETTINGS } from '../../backend/src/config/config';
import { CONFIGURATION_DOC, configurationDoc, configurationMarkdown } from '../configuration-doc.cjs';
import { repoRoot } from './spawn-service';

const settingsText = readFileSync(join(repoRoot, 'backend/src/config/settings.ts'), 'utf8');
const configText = readFileSync(join(repoRoot, 'backend/src/config/config.ts'), 'utf8');

/** The variables `loadConfig` reads by name (`env, 'NAME'`) that the settings list does not describe. */
function undescribed(loader: string): string[] {
  const read = [...loader.matchAll(/\(env, '([A-Z0-9_]+)'/g)].map((match) => match[1]);
  return [...new Set(read)].filter((name) => !(name in ENV_SETTINGS));
}

describe('docs/configuration.md', () => {
  it('is what npm run docs:config makes of the settings now', async () => {
    expect(readFileSync(CONFIGURATION_DOC, 'utf8') === (await configurationDoc())).toBe(true);
  });

  it.each(Object.keys(ENV_SETTINGS))('has a row for %s with its default', (name) => {
    const setting: { default: string } = ENV_SETTINGS[name as keyof typeof ENV_SETTINGS];
    const row = configurationMarkdown()
      .split('\n')
      .find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row).toBeDefined();
    expect(row).toContain(setting.default.replace(/^\((.*)\)$/, '$1'));
  });

  it('describes every variable loadConfig reads', () => {
    // The pattern still finds the loader's reads: a check that matched nothing would pass for nothing.
    expect(configText.match(/\(env, '[A-Z0-9_]+'/g)?.length).toBeGreaterThan(50);
    expect(undescribed(configText)).toEqual([]);
  });

  it('would name a variable loadConfig reads that the settings do not describe', () => {
    expect(undescribed("port(env, 'PORT', 3000, problems); text(env, 'NEW_SETTING');")).toEqual(['NEW_SETTING']);
  });

  it('changes when a default changes, so the saved page goes stale', () => {
    const changed = settingsText.replace("default: '15m',", "default: '20m',");
    expect(changed).not.toBe(settingsText);
    expect(configurationMarkdown({ settingsText: changed })).toContain('| `JWT_TTL` | `20m` |');
    expect(configurationMarkdown({ settingsText: changed })).not.toBe(configurationMarkdown());
  });

  it('refuses a setting without a meaning', () => {
    const bare = settingsText.replace("meaning: 'interface to listen on'", "meaning: ''");
    expect(bare).not.toBe(settingsText);
    expect(() => configurationMarkdown({ settingsText: bare })).toThrow(/HOST has no meaning/);
  });
});
