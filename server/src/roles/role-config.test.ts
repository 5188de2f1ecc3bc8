import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';

const PG = 'postgres://u:p@db.example/tne';

describe('NODE_ROLE and API_WORKERS settings', () => {
  it('defaults to the whole node in one process', () => {
    const config = readConfig({});
    expect(config.NODE_ROLE).toBe('all');
    expect(config.API_WORKERS).toBe(1);
  });

  it('refuses an API process without DATABASE_URL, saying what it needs', () => {
    expect(() => readConfig({ NODE_ROLE: 'api' })).toThrow(
      'NODE_ROLE=api needs DATABASE_URL: the PostgreSQL server the chain process (NODE_ROLE=chain) writes to',
    );
    expect(readConfig({ NODE_ROLE: 'api', DATABASE_URL: PG }).NODE_ROLE).toBe('api');
  });

  it('refuses a writer without DATABASE_URL', () => {
    expect(() => readConfig({ NODE_ROLE: 'chain' })).toThrow(/NODE_ROLE=chain needs DATABASE_URL/);
  });

  it('refuses workers in the all role on embedded PGlite (they could not read it)', () => {
    expect(() => readConfig({ API_WORKERS: '2' })).toThrow(/API_WORKERS > 1 needs DATABASE_URL/);
    expect(readConfig({ API_WORKERS: '2', DATABASE_URL: PG }).API_WORKERS).toBe(2);
  });

  it('refuses an unknown role', () => {
    expect(() => readConfig({ NODE_ROLE: 'reader' })).toThrow(/NODE_ROLE/);
  });
});
