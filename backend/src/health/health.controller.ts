import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth-user';

@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  /** 200 once the database answers: the server accepts players. */
  @Public()
  @Get()
  async health(): Promise<{ status: 'ok' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database does not answer');
    }
    return { status: 'ok' };
  }
}
