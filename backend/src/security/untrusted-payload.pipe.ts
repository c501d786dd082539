import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { payloadProblem } from './untrusted-payload';

/** How Nest tags a gateway's @MessageBody() (WsParamtype.PAYLOAD, which @nestjs/websockets does not export). */
const WS_PAYLOAD = 3;

/** A payload class that checks itself instead of carrying class-validator's decorators: why a value is none, or null. */
interface SelfChecking {
  problem(value: unknown): string | null;
}

export const selfChecking = (metatype: unknown): metatype is SelfChecking =>
  typeof (metatype as Partial<SelfChecking> | undefined)?.problem === 'function';

/**
 * Nest's ValidationPipe behind the shape limits of untrusted-payload.ts, for HTTP bodies and socket payloads alike. A
 * payload class that checks itself is judged by its own check alone, and a value it accepts is used as it is.
 */
export class UntrustedPayloadPipe extends ValidationPipe {
  private readonly refuse: (message: string) => Error;

  constructor(options: ValidationPipeOptions & { refuse?: (message: string) => Error }) {
    const { refuse, ...rest } = options;
    super(rest);
    this.refuse = refuse ?? ((message) => new BadRequestException(message));
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || (metadata.type as unknown) === WS_PAYLOAD) {
      const problem = payloadProblem(value);
      if (problem) throw this.refuse(problem);
      if (selfChecking(metadata.metatype)) {
        const refusal = metadata.metatype.problem(value);
        if (refusal) throw this.refuse(refusal);
        return value;
      }
    }
    return super.transform(value, metadata);
  }
}
