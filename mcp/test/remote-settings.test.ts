import { describe, expect, it } from 'vitest';
import { remoteSettings } from '../src/remote';

describe('given kiln-mcp’s arguments and environment', () => {
  it('should stay offline without --server or KILN_SERVER', () => {
    expect(remoteSettings([], { KILN_API_KEY: 'kiln_x' })).toBeUndefined();
  });

  it('should take --server before KILN_SERVER, with the key from KILN_API_KEY', () => {
    const settings = remoteSettings(['--server', 'https://kiln.example'], {
      KILN_SERVER: 'https://other.example',
      KILN_API_KEY: ' kiln_x ',
    });
    expect(settings?.server.origin).toBe('https://kiln.example');
    expect(settings?.apiKey).toBe('kiln_x');
  });

  it('should read KILN_SERVER when there is no flag', () => {
    const settings = remoteSettings([], {
      KILN_SERVER: 'http://127.0.0.1:3000',
      KILN_API_KEY: 'kiln_x',
    });
    expect(settings?.server.href).toBe('http://127.0.0.1:3000/');
  });

  it('should refuse a server without a key, a flag without a URL and text that is not a URL', () => {
    expect(() => remoteSettings(['--server', 'https://kiln.example'], {})).toThrow(/KILN_API_KEY/);
    expect(() => remoteSettings(['--server'], { KILN_API_KEY: 'kiln_x' })).toThrow(/needs a URL/);
    expect(() => remoteSettings([], { KILN_SERVER: 'kiln', KILN_API_KEY: 'kiln_x' })).toThrow(
      /must be a URL/,
    );
  });
});
