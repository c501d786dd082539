import { clockSettingProblem } from '@tabletop/game-kit';
import { ValidateBy, type ValidationOptions } from 'class-validator';

export const IS_CLOCK_SETTING = 'isClockSetting';

/** A clock `{ initial, increment }` in whole seconds within CLOCK_LIMITS; the error names the field that is off. */
export function IsClockSetting(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: IS_CLOCK_SETTING,
      validator: {
        validate: (value: unknown) => clockSettingProblem(value) === null,
        defaultMessage: (args) => clockSettingProblem(args?.value) ?? 'clock is invalid',
      },
    },
    options,
  );
}
