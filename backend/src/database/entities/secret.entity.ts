import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** One row (id 1): secrets the server generates once and every instance on the same database shares. */
@Entity('secrets')
@Check('secrets_single_row', '"id" = 1')
export class SecretEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'jwt_secret', type: 'text' })
  jwtSecret: string;
}
