import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { WsException } from '@nestjs/websockets';
import { serverActionId } from '../match/action-ids';
import { ActionDto } from './action.dto';
import { wsValidationPipe } from './ws-validation';

/** How Nest tags a gateway's @MessageBody(). */
const WS_PAYLOAD = { type: 3 as unknown as 'custom', metatype: ActionDto };

/** What class-transformer and class-validator make of a payload, as the pipe runs them. */
function decoratorsAccept(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const dto = plainToInstance(ActionDto, value);
  return validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).length === 0;
}

/** Mostly `valid`, sometimes one of `invalid`. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...invalid: fc.Arbitrary<unknown>[]) =>
  fc.oneof({ arbitrary: valid as fc.Arbitrary<unknown>, weight: 3 * invalid.length }, ...invalid);

/** Payloads near the valid shape: each field mostly valid, sometimes invalid or missing, now and then a stray key. */
const nearlyActions = fc
  .record(
    {
      code: mostly(fc.stringMatching(/^[A-Za-z0-9]{4}$/), fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null)),
      version: mostly(fc.nat(), fc.integer(), fc.double(), fc.string(), fc.constant(-0)),
      action: mostly(fc.jsonValue(), fc.constant(undefined), fc.constant(null)),
      id: fc.oneof(
        fc.uuid(),
        fc.string({ maxLength: 70 }),
        fc.string({ unit: 'binary', maxLength: 70 }),
        fc.constantFrom('', '\uFE0F', '\uFE0E\uFE0F', 'x'.repeat(64), 'x'.repeat(65), '😀'.repeat(32)),
        fc.integer(),
        fc.constant(null),
      ),
      extra: fc.jsonValue(),
    },
    { requiredKeys: ['code', 'version', 'action'] },
  )
  .map(({ extra, ...rest }) => (extra === 0 ? { ...rest, extra } : rest));

describe('ActionDto.accepts', () => {
  it('accepts nothing the decorators refuse (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(nearlyActions, fc.anything()), (value) => {
        if (ActionDto.accepts(value)) expect(decoratorsAccept(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the actions clients send, with and without an id (fast-check)', () => {
    const actions = fc.record(
      {
        code: fc.stringMatching(/^[A-Za-z0-9]{4}$/),
        version: fc.nat(),
        action: fc.oneof(
          fc.record({ board: fc.nat(8), cell: fc.nat(8) }),
          fc.jsonValue().filter((v) => v !== null),
        ),
        id: fc.uuid(),
      },
      { requiredKeys: ['code', 'version', 'action'] },
    );
    fc.assert(
      fc.property(actions, (value) => {
        expect(ActionDto.accepts(value)).toBe(true);
        expect(decoratorsAccept(value)).toBe(true);
      }),
    );
  });
});

describe('the socket validation pipe on an action', () => {
  it('passes a valid action through as it is', async () => {
    const action = { code: 'AB12', version: 3, action: { board: 4, cell: 0 }, id: 'c2f6a4d0-1' };
    await expect(wsValidationPipe.transform(action, WS_PAYLOAD)).resolves.toBe(action);
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
