import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { propertyDocsOf } from './validation-schema';

class Sample {
  @IsString()
  @Matches(/^[a-z]+$/)
  @MaxLength(8)
  name: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9)
  count?: number;

  @ValidateIf((_dto, value) => value !== null)
  @IsIn(['a', 'b'])
  pick: 'a' | 'b' | null;
}

class WithEmail {
  @IsEmail()
  email: string;
}

describe('propertyDocsOf', () => {
  it('describes each property with the constraints its validators enforce', () => {
    expect(Object.fromEntries(propertyDocsOf(Sample))).toEqual({
      name: { type: 'string', pattern: '^[a-z]+$', maxLength: 8, required: true },
      count: { type: 'integer', minimum: 1, maximum: 9, required: false },
      pick: { enum: ['a', 'b'], required: true, nullable: true },
    });
  });

  it('refuses a validator it has no OpenAPI words for, rather than leaving it out', () => {
    expect(() => propertyDocsOf(WithEmail)).toThrow('WithEmail.email: no OpenAPI description of isEmail');
  });
});
