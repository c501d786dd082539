import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/auth-user';
import { MetricsService } from './metrics.service';
import { ApiOkResponse } from '@nestjs/swagger';

/** GET /api/metrics: Prometheus text format. Not rate limited; expose it to the scraper only (e.g. at the proxy). */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } })
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) response: Response): Promise<string> {
    const text = await this.metrics.scrape();
    response.setHeader('Content-Type', this.metrics.contentType);
    return text;
  }
}
