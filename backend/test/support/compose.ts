import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

interface ComposeService {
  environment?: Record<string, string>;
  command?: string[];
}

/** docker-compose.yml's services, `<<: *anchor` keys merged as compose merges them. */
function composeServices(): Record<string, ComposeService> {
  return (
    parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, ComposeService>;
    }
  ).services;
}

/** One service's command from docker-compose.yml. */
export function composeCommand(service: string): string[] {
  const command = composeServices()[service]?.command;
  if (!command) throw new Error(`docker-compose.yml has no command for the ${service} service`);
  return command;
}

/**
 * A value as compose interpolates it from `variables` (its shell environment or .env file): `${NAME}`, `${NAME:-default}`
 * (the default when unset or empty), `${NAME:?message}` (unset or empty stops compose with the message, as here) and
 * `$$` (a `$` left for the container's shell).
 */
export function interpolate(value: string, variables: Record<string, string> = {}): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name?: string, kind?: string, rest = '') => {
    if (name === undefined) return '$';
    const set = variables[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') throw new Error(`docker-compose.yml: required variable ${name} is missing a value: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

/**
 * One service's environment from docker-compose.yml, as `docker compose up` gives it with `variables` set and nothing
 * else: each `${NAME:-default}` becomes its default, and a required `${NAME:?…}` left out is an error, as there.
 */
export function composeEnvironment(service: string, variables: Record<string, string> = {}): Record<string, string> {
  const environment = composeServices()[service]?.environment;
  if (!environment) throw new Error(`docker-compose.yml has no environment for the ${service} service`);
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), variables)]),
  );
}
