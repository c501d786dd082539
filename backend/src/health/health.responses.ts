/** The answers of the health routes as OpenAPI schemas. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ErrorBodySchema } from '../wire-schemas/wire-schemas';
import type { ReadinessChecks } from './readiness';

@ApiSchema({ name: 'Liveness' })
export class LivenessSchema {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

const CHECK = { enum: ['up', 'down', 'not-configured'] };

@ApiSchema({ name: 'ReadinessChecks' })
class ReadinessChecksSchema implements ReadinessChecks {
  @ApiProperty(CHECK)
  database: 'up' | 'down' | 'not-configured';
  @ApiProperty(CHECK)
  redis: 'up' | 'down' | 'not-configured';
}

@ApiSchema({ name: 'Readiness', description: 'Ready: 200 with `status: ready`; not ready: 503 with the error body.' })
export class ReadinessSchema {
  @ApiProperty({ enum: ['ready'] })
  status: 'ready';
  @ApiProperty({ type: ReadinessChecksSchema })
  checks: ReadinessChecksSchema;
}

@ApiSchema({ name: 'NotReady' })
export class NotReadySchema extends ErrorBodySchema {
  @ApiProperty({ type: ReadinessChecksSchema })
  checks: ReadinessChecksSchema;
}
