/** An unsigned JWT-shaped token whose `exp` is `secondsLeft` from now: enough for code that reads the claims. */
export function fakeJwt(secondsLeft: number, claims: object = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ ...claims, exp: Math.floor(Date.now() / 1000) + secondsLeft })}.x`;
}
