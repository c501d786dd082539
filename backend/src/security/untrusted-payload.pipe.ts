import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { payloadProblem } from './untrusted-payload';

/** How Nest tags a gateway's @MessageBody() (WsParamtype.PAYLOAD, which @nestjs/websockets does not export). */
const WS_PAYLOAD = 3;

/** Nest's ValidationPipe behind the shape limits of untrusted-payload.ts, for HTTP bodies and socket payloads alike. */
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
    }
    return super.transform(value, metadata);
  }
}
