import type { Response } from 'supertest';
import request from 'supertest';

/** The refresh cookie a response set, as `refresh_token=<value>` ready for a Cookie header, and its attributes. */
export function refreshCookie(response: Response): { cookie: string; value: string; attributes: string } | null {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const line = header?.find((entry) => entry.startsWith('refresh_token='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { cookie: pair, value: pair.slice('refresh_token='.length), attributes: attributes.join('; ') };
}

export interface SignedInUser {
  id: number;
  jwt: string;
  name: string;
  url?: string;
  auth: { Authorization: string };
  cookie: string;
}

/** Signs in through `path` and keeps what a browser would: the access token and the refresh cookie. */
export async function signIn(
  baseUrl: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<SignedInUser> {
  const response = await request(baseUrl).post(path).set(headers).send(body);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  const cookie = refreshCookie(response);
  if (!cookie) throw new Error(`${path} set no refresh cookie`);
  return { ...response.body, auth: { Authorization: `Bearer ${response.body.jwt}` }, cookie: cookie.cookie };
}

export const register = (baseUrl: string, username: string, password: string, headers: Record<string, string> = {}) =>
  signIn(baseUrl, '/api/auth/register', { username, password, repeatPassword: password }, headers);
