import { describe, expect, it } from 'vitest';
import { nodeLabel, parseNodeUrl, shareableLink, storedNodeUrl } from './node-url.ts';

describe('parseNodeUrl', () => {
  it('accepts http and https base addresses and drops trailing slashes', () => {
    expect(parseNodeUrl(' https://node.example.com/ ')).toEqual({
      ok: true,
      url: 'https://node.example.com',
    });
    expect(parseNodeUrl('http://127.0.0.1:9')).toEqual({ ok: true, url: 'http://127.0.0.1:9' });
    expect(parseNodeUrl('https://host.example/datanode/')).toEqual({
      ok: true,
      url: 'https://host.example/datanode',
    });
  });

  it('refuses other schemes, relative text, credentials, queries and fragments', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'ftp://node.example.com',
      'node.example.com',
      '/api',
      'https://user:pw@node.example.com',
      'https://node.example.com/?x=1',
      'https://node.example.com/#top',
    ]) {
      expect(parseNodeUrl(bad).ok, bad).toBe(false);
    }
  });
});

describe('node labels and storage', () => {
  const origin = 'http://127.0.0.1:3118';

  it('calls the own origin "this site" and others by host', () => {
    expect(nodeLabel('', origin)).toBe('this site');
    expect(nodeLabel(origin, origin)).toBe('this site');
    expect(nodeLabel('https://node.example.com', origin)).toBe('node.example.com');
    expect(nodeLabel('http://127.0.0.1:9', origin)).toBe('127.0.0.1:9');
    expect(nodeLabel('https://host.example/datanode', origin)).toBe('host.example/datanode');
  });

  it('stores the own origin as no choice', () => {
    expect(storedNodeUrl(origin, origin)).toBe('');
    expect(storedNodeUrl('https://node.example.com', origin)).toBe('https://node.example.com');
  });

  it('builds a shareable link with the node as a parameter', () => {
    expect(shareableLink(origin, '/assets', 'https://node.example.com')).toBe(
      'http://127.0.0.1:3118/assets?node=https%3A%2F%2Fnode.example.com',
    );
  });
});
