import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import type { Config } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HistoryModule } from './history/history.module';
import { LimitsModule } from './limits/limits.module';
import { MetricsModule } from './metrics/metrics.module';
import { PlayModule } from './play.module';
import { RatingsModule } from './ratings/ratings.module';
import { SecurityModule } from './security/security.module';

@Module({})
export class AppModule {
  static forRoot(config: Config, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        LimitsModule,
        AuthModule,
        SecurityModule,
        MetricsModule,
        PlayModule,
        HistoryModule,
        RatingsModule,
      ],
    };
  }
}
