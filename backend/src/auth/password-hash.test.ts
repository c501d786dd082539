import { scryptSync } from 'node:crypto';
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('are salted, self-describing scrypt strings that verify only the right password', async () => {
    const [one, two] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(one).not.toBe(two);
    expect(one).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$${SCRYPT_PARAMS.p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword('correct horse', one)).toBe(true);
    expect(await verifyPassword('correct horse', two)).toBe(true);
    expect(await verifyPassword('Correct horse', one)).toBe(false);
    expect(needsRehash(one)).toBe(false);
  });

  it('verify hashes made with other parameters and flag them for a rehash', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('pw12345678', salt, 32, { N: 1024, r: 8, p: 1 });
    const weak = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('pw12345678', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it('refuse malformed or hostile stored strings without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$3$8$1$c2FsdA$a2V5',
      'scrypt$1073741824$8$1$c2FsdA$a2V5',
      'bcrypt$1$2$3$4$5',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
