import type {Page, Request, Route} from '@playwright/test';
import type {PageHealth} from '../fixtures';

/** A JS file of the build other than the two bundles every page loads first (runtime, main). */
export function isRouteChunk(url: string): boolean {
  const {pathname} = new URL(url);
  return pathname.startsWith('/doc/assets/js/') && pathname.endsWith('.js') && !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(pathname);
}

/**
 * Puts the site's code chunks behind a switch, like a network that comes and goes:
 * - 'up': requests go through;
 * - 'down': every chunk request fails;
 * - 'downUntilReload': every chunk request fails until the page loads a new document;
 * - 'held': chunk requests wait until `release()`.
 * Remembers the URLs it failed so tests can drop exactly the messages they cause.
 */
export class ChunkNetwork {
  mode: 'up' | 'down' | 'downUntilReload' | 'held' = 'up';
  readonly failed = new Set<string>();
  private held: Route[] = [];

  async install(page: Page): Promise<void> {
    page.on('request', (request) => {
      if (this.mode === 'downUntilReload' && request.isNavigationRequest() && request.frame() === page.mainFrame()) this.mode = 'up';
    });
    await page.route((url) => isRouteChunk(url.href), async (route) => {
      const url = route.request().url();
      if (this.mode === 'down' || this.mode === 'downUntilReload') {
        this.failed.add(url);
        await route.abort('failed');
      } else if (this.mode === 'held') {
        this.held.push(route);
      } else {
        await route.continue();
      }
    });
  }

  async release(): Promise<void> {
    this.mode = 'up';
    const held = this.held;
    this.held = [];
    await Promise.all(held.map((r) => r.continue()));
  }

  /**
   * Removes from the health record what the injected failures cause, and only that: failed
   * requests and "Failed to load resource" errors of the failed URLs, and uncaught
   * ChunkLoadErrors naming them.
   */
  forgive(health: PageHealth): void {
    const mentionsFailed = (text: string) => [...this.failed].some((url) => text.includes(url));
    health.failedRequests = health.failedRequests.filter((e) => !mentionsFailed(e));
    health.consoleErrors = health.consoleErrors.filter((e) => !(e.startsWith('Failed to load resource') && mentionsFailed(e)));
    health.pageErrors = health.pageErrors.filter((e) => !(/ChunkLoadError|Loading chunk/.test(e) && mentionsFailed(e)));
  }
}

/**
 * Chunk requests of the page issued from now on: `scripts()` the chunks loaded for execution (a
 * preload or a navigation), `prefetches()` those only fetched ahead (<link rel="prefetch">).
 */
export function recordChunkRequests(page: Page): {scripts: () => string[]; prefetches: () => string[]} {
  const scripts: string[] = [];
  const prefetches: string[] = [];
  page.on('request', (request: Request) => {
    if (!isRouteChunk(request.url())) return;
    (request.resourceType() === 'script' ? scripts : prefetches).push(request.url());
  });
  return {scripts: () => [...scripts], prefetches: () => [...prefetches]};
}
