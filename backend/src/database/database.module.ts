import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { migrate } from './migrate';
import { openWholePool } from './pool';

@Module({})
export class DatabaseModule {
  /** Connects and brings the schema up to date before anything else starts. */
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(url),
          dataSourceFactory: async (options) => {
            const db = await new DataSource(options!).initialize();
            await migrate(db);
            await openWholePool(db);
            return db;
          },
        }),
      ],
    };
  }
}
