import { isConnectionError, uniqueViolation } from './pg-errors';

describe('isConnectionError', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5'), { code: 'ECONNREFUSED' })],
    ['server shut down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['connection exception class', Object.assign(new Error('x'), { code: '08006' })],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by TypeORM', { message: 'Query failed', driverError: { code: 'ECONNRESET' } }],
    ['as a cause', new Error('store', { cause: new Error('Connection terminated') })],
  ])('recognises %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { driverError: { code: '23505', constraint: 'x' } }],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it('leaves uniqueViolation as it was', () => {
    expect(uniqueViolation({ driverError: { code: '23505', constraint: 'k' } })).toBe('k');
  });
});
