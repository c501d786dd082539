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
 * One service's environment from docker-compose.yml, as `docker compose up` gives it with no .env file: each
 * `${NAME:-default}` becomes its default (a test runs what ops get out of the box).
 */
export function composeEnvironment(service: string): Record<string, string> {
  const environment = composeServices()[service]?.environment;
  if (!environment) throw new Error(`docker-compose.yml has no environment for the ${service} service`);
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\w+:-([^}]*)\}/g, (_match, fallback: string) => fallback),
    ]),
  );
}
