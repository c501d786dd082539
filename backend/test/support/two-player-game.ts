import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { BackendProcess } from './backend-process';
import { PlayerBot } from './player-bot';
import { guest } from './server';

/** The env every instance of one scenario shares: one database, one Redis, one JWT secret. */
export function sharedEnv(databaseUrl: string, redisUrl: string) {
  return { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JWT_SECRET: randomBytes(32).toString('hex') };
}

/**
 * Alice creates a Super Tic-Tac-Toe game on `one`, Bob joins it on `two` (which starts it); each gets a bot that
 * prefers its own instance (or both `one`) and falls back to the other, as behind a load balancer.
 */
export async function twoPlayerGame(one: BackendProcess, two: BackendProcess, seed: number, bothOnOne = false) {
  const alice = await guest(one.baseUrl);
  const bob = await guest(two.baseUrl);
  const created = await request(one.baseUrl)
    .post('/api/game/create')
    .set(alice.auth)
    .send({ game: 'super_tic_tac_toe' })
    .expect(200);
  const code: string = created.body.code;
  await request(two.baseUrl).post('/api/game/join').set(bob.auth).send({ game: 'super_tic_tac_toe', code }).expect(200);
  const aliceBot = new PlayerBot('alice', alice.id, alice.jwt, code, () => [one.baseUrl, two.baseUrl], seed);
  const bobUrls = bothOnOne ? [one.baseUrl, two.baseUrl] : [two.baseUrl, one.baseUrl];
  const bobBot = new PlayerBot('bob', bob.id, bob.jwt, code, () => bobUrls, seed + 1);
  return { code, alice: aliceBot, bob: bobBot, bots: [aliceBot, bobBot] };
}

/** Both play to the end (bounded by `deadline`); when one fails, the others stop too. */
export async function playToTheEnd(bots: PlayerBot[], deadline: number) {
  try {
    return await Promise.all(bots.map((bot) => bot.play(deadline)));
  } catch (error) {
    bots.forEach((bot) => bot.stop());
    throw error;
  }
}
