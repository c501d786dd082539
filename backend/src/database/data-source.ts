// For the TypeORM CLI (npm run migration:generate -w backend): reads DATABASE_URL.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'));
