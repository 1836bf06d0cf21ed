import { describe, expect, it } from 'vitest';
import { apiBaseFor, detectEnvironment } from './env';

describe('given environment detection at start', () => {
  it('should be development on the Vite dev server', () => {
    expect(detectEnvironment('localhost', { dev: true })).toBe('development');
  });

  it('should be staging on a staging host', () => {
    expect(detectEnvironment('staging.kiln.dev', { dev: false })).toBe('staging');
  });

  it('should be production elsewhere', () => {
    expect(detectEnvironment('kiln.dev', { dev: false })).toBe('production');
  });

  it('should follow an environment declared at build time', () => {
    expect(detectEnvironment('kiln.dev', { dev: false, declared: 'staging' })).toBe('staging');
  });
});

describe('given the API base', () => {
  it('should default to same-origin /api', () => {
    expect(apiBaseFor('production', {})).toBe('/api');
  });

  it('should use the staging API host on staging', () => {
    expect(apiBaseFor('staging', { staging: 'https://api.staging.kiln.dev/api/' })).toBe(
      'https://api.staging.kiln.dev/api',
    );
  });

  it('should take a build-time override elsewhere', () => {
    expect(
      apiBaseFor('production', { api: 'https://api.kiln.dev/api', staging: 'https://x' }),
    ).toBe('https://api.kiln.dev/api');
  });
});
