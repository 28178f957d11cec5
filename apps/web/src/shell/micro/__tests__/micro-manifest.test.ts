import { describe, expect, it } from 'vitest';
import { MICRO_ROUTE_PREFIXES } from '../../../app/micro-prefixes';
import { MICRO_PREFIXES, fetchManifest, isMicroPath, microAppOf, microAppsToKeep, parseManifest } from '../micro-manifest';

const manifest = parseManifest({
  labor: { entry: '/micro/labor/labor.js', basePath: '/labor' },
  score: { entry: 'https://score.example.com/score.js', basePath: '/score' },
});

describe('the runtime manifest', () => {
  it('mounts at the prefixes the route table sends to the host (spec-1 §2; /eva stays with the shell)', () => {
    expect([...MICRO_ROUTE_PREFIXES]).toEqual([...MICRO_PREFIXES]);
    expect(MICRO_PREFIXES).not.toContain('/eva');
  });

  it('keeps only entries with an entry and one of the shell prefixes', () => {
    expect(
      parseManifest({
        labor: { entry: ' /micro/labor/labor.js ', basePath: '/labor' },
        eva: { entry: '/micro/eva/eva.js', basePath: '/eva' },
        bad: { entry: '', basePath: '/balance' },
        odd: 'x',
        none: null,
      }),
    ).toEqual({ labor: { entry: '/micro/labor/labor.js', basePath: '/labor' } });
    expect(parseManifest([])).toEqual({});
    expect(parseManifest('labor')).toEqual({});
  });

  it('finds the sub-app of a path: its prefix or below it, query ignored, never a look-alike', () => {
    expect(microAppOf(manifest, '/labor')).toBe('labor');
    expect(microAppOf(manifest, '/labor/teams?page=2')).toBe('labor');
    expect(microAppOf(manifest, '/labor?x=1')).toBe('labor');
    expect(microAppOf(manifest, '/laborer')).toBeNull();
    expect(microAppOf(manifest, '/homepage')).toBeNull();
    expect(microAppOf(manifest, '/Labor')).toBeNull();
  });

  it('tells whether a path needs the manifest at all', () => {
    expect(isMicroPath('/labor')).toBe(true);
    expect(isMicroPath('/storeMicro/in?x=1')).toBe(true);
    expect(isMicroPath('/eva/results')).toBe(false);
    expect(isMicroPath('/balanceSheet')).toBe(false);
  });

  it('keeps the sub-apps of open tabs and the one shown, in manifest order', () => {
    expect(microAppsToKeep(manifest, ['/homepage', '/score/rules'], '/homepage')).toEqual(['score']);
    expect(microAppsToKeep(manifest, ['/score/rules', '/labor/teams'], '/homepage')).toEqual(['labor', 'score']);
    // Shown before its tab is recorded.
    expect(microAppsToKeep(manifest, [], '/labor')).toEqual(['labor']);
    // Its tab closed and another page shown: unmounted.
    expect(microAppsToKeep(manifest, ['/homepage'], '/homepage')).toEqual([]);
  });

  it('reads /micro/manifest.json and fails loudly on a bad answer', async () => {
    const ok = (async (url: string) => {
      expect(url).toBe('/micro/manifest.json');
      return new Response(JSON.stringify({ labor: { entry: '/micro/labor/labor.js', basePath: '/labor' } }));
    }) as typeof fetch;
    expect(await fetchManifest(ok)).toEqual({ labor: { entry: '/micro/labor/labor.js', basePath: '/labor' } });
    const down = (async () => new Response('', { status: 502 })) as unknown as typeof fetch;
    await expect(fetchManifest(down)).rejects.toThrow('/micro/manifest.json answered 502');
  });
});
