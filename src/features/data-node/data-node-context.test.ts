import { afterEach, describe, expect, it } from 'vitest';
import { getCometUrl } from '../../api/comet-url.ts';
import { getDataNodeUrl } from '../../api/data-node.ts';
import { adoptNodeParam } from './data-node-context.tsx';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a shared ?node= link', () => {
  it('becomes the remembered node and leaves the address bar', () => {
    window.history.replaceState(null, '', '/assets?node=https%3A%2F%2Fnode.example.com%2F&x=1#top');
    adoptNodeParam();
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBe('https://node.example.com');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/assets?x=1#top',
    );
    expect(getDataNodeUrl()).toBe('https://node.example.com');
  });

  it('is dropped when it is not an http(s) address', () => {
    window.localStorage.setItem('tne.dataNodeUrl', 'https://kept.example.com');
    window.history.replaceState(null, '', '/?node=javascript%3Aalert(1)');
    adoptNodeParam();
    expect(window.location.search).toBe('');
    expect(getDataNodeUrl()).toBe('https://kept.example.com');
  });

  it('pointing at this site, or empty, means the own node', () => {
    window.localStorage.setItem('tne.dataNodeUrl', 'https://other.example.com');
    window.history.replaceState(null, '', `/?node=${encodeURIComponent(window.location.origin)}`);
    adoptNodeParam();
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBeNull();
    expect(getDataNodeUrl()).toBe('');
  });
});

describe('the CometBFT RPC blocks are read from', () => {
  it('is the data node’s own /tm by default, following a node switch', () => {
    expect(getCometUrl()).toBe('/tm');
    window.localStorage.setItem('tne.dataNodeUrl', 'https://node.example.com');
    expect(getCometUrl()).toBe('https://node.example.com/tm');
  });

  it('is set by a shared ?tm= link, kept apart from ?node=, and ?tm= empty returns to /tm', () => {
    window.history.replaceState(null, '', '/blocks?tm=https%3A%2F%2Frpc.example.com%2F&x=1');
    adoptNodeParam();
    expect(getCometUrl()).toBe('https://rpc.example.com');
    expect(getDataNodeUrl()).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/blocks?x=1');

    window.history.replaceState(null, '', '/blocks?tm=');
    adoptNodeParam();
    expect(getCometUrl()).toBe('/tm');
  });

  it('ignores a ?tm= that is not an http(s) address', () => {
    window.history.replaceState(null, '', '/?tm=javascript%3Aalert(1)');
    adoptNodeParam();
    expect(window.location.search).toBe('');
    expect(getCometUrl()).toBe('/tm');
  });
});
