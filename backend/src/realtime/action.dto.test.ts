import fc from 'fast-check';
import { WsException } from '@nestjs/websockets';
import { serverActionId } from '../match/action-ids';
import { payloadProblem } from '../security/untrusted-payload';
import { ActionDto } from './action.dto';
import { wsValidationPipe } from './ws-validation';

/** How Nest tags a gateway's @MessageBody(). */
const WS_PAYLOAD = { type: 3 as unknown as 'custom', metatype: ActionDto };

describe('ActionDto.problem', () => {
  it('names every problem of a payload, in the words class-validator uses for the other payloads', () => {
    expect(ActionDto.problem({ code: 'AB12', version: 0, action: 0 })).toBeNull();
    expect(ActionDto.problem([])).toBe('an action must be an object');
    expect(ActionDto.problem({ version: 1.5, action: null, id: 3, x: 1 })).toBe(
      'property x should not exist; code must be a string; version must be an integer number; ' +
        'action should not be null or undefined; id must be a string',
    );
    expect(ActionDto.problem({ code: 'AB1', version: '1', action: false, id: null })).toBe(
      'code must be exactly 4 letters or digits; version must be an integer number; id must be a string',
    );
  });
});

describe('the socket validation pipe on an action', () => {
  it('passes a valid action through as it is', async () => {
    const action = { code: 'AB12', version: 3, action: { board: 4, cell: 0 }, id: 'c2f6a4d0-1' };
    await expect(wsValidationPipe.transform(action, WS_PAYLOAD)).resolves.toBe(action);
  });

  it('passes the actions clients send, with and without an id, unchanged (fast-check)', async () => {
    const actions = fc.record(
      {
        code: fc.stringMatching(/^[A-Za-z0-9]{4}$/),
        version: fc.nat(),
        action: fc.oneof(
          fc.record({ board: fc.nat(8), cell: fc.nat(8) }),
          // Keys named like Object.prototype members are refused on purpose (security/untrusted-payload.ts).
          fc.jsonValue().filter((v) => v !== null && payloadProblem(v) === null),
        ),
        id: fc.uuid(),
      },
      { requiredKeys: ['code', 'version', 'action'] },
    );
    await fc.assert(
      fc.asyncProperty(actions, async (value) => {
        await expect(wsValidationPipe.transform(value, WS_PAYLOAD)).resolves.toEqual(value);
      }),
    );
  });

  it('refuses what the decorators refuse, in their words', async () => {
    const refusal = (value: unknown) =>
      wsValidationPipe.transform(value, WS_PAYLOAD).then(
        () => 'accepted',
        (error: WsException) => error.getError(),
      );
    await expect(refusal({ code: 'AB12', version: -1, action: 1 })).resolves.toBe('version must not be less than 0');
    const badId = 'id must be 1 to 64 letters, digits, - or _';
    for (const id of ['', 'é'.repeat(10), 'a b', 'x'.repeat(65), 'a;b', serverActionId('computer', 1)])
      await expect(refusal({ code: 'AB12', version: 1, action: 1, id })).resolves.toBe(badId);
    await expect(refusal({ code: 'AB12', version: 1, action: 1, x: 1 })).resolves.toBe('property x should not exist');
    for (const id of ['0b8f3e2a-5c1d-4e7f-9a6b-2d4c8e1f0a3b', 'f'.repeat(32), 'x'.repeat(64), 'a_b-C'])
      await expect(refusal({ code: 'AB12', version: 1, action: 1, id })).resolves.toBe('accepted');
  });

  it('refuses ids and action values PostgreSQL cannot store: a NUL or a lone surrogate', async () => {
    const refusal = (value: unknown) =>
      wsValidationPipe.transform(value, WS_PAYLOAD).then(
        () => 'accepted',
        (error: WsException) => error.getError(),
      );
    for (const id of ['a\u0000b', 'a\ud800', '\udc00'])
      await expect(refusal({ code: 'AB12', version: 1, action: 1, id })).resolves.toMatch(/NUL|lone surrogate|id must/);
    for (const action of [{ board: 0, cell: 0, note: 'a\u0000' }, ['\ud83d'], { ['k\u0000']: 1 }])
      await expect(refusal({ code: 'AB12', version: 1, action })).resolves.toBe(
        'Text with a NUL character or a lone surrogate is not allowed',
      );
  });
});
