import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { payloadProblem } from './untrusted-payload';

/** How Nest tags a gateway's @MessageBody() (WsParamtype.PAYLOAD, which @nestjs/websockets does not export). */
const WS_PAYLOAD = 3;

/** A payload class with a hand-written check of its plain valid shape, for payloads too frequent to validate twice. */
interface CheckedByHand {
  accepts(value: unknown): boolean;
}

const checkedByHand = (metatype: unknown): metatype is CheckedByHand =>
  typeof (metatype as Partial<CheckedByHand> | undefined)?.accepts === 'function';

/**
 * Nest's ValidationPipe behind the shape limits of untrusted-payload.ts, for HTTP bodies and socket payloads alike. A
 * payload class's own `accepts` may pass a valid payload as it is; the decorators judge, and word, everything else.
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
      if (checkedByHand(metadata.metatype) && metadata.metatype.accepts(value)) return value;
    }
    return super.transform(value, metadata);
  }
}
