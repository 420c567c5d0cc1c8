/**
 * Starting the app of a page that was loaded without it (see ./index.ts).
 *
 * The app's scripts (Docusaurus' runtime and main bundle, the ones the page's HTML would have
 * loaded) are added to the document once, in order. The app says it has taken over by calling
 * `handOver()` (src/theme/Root: the last effect of the render that hydrates the page, so every
 * listener of the app is in place by then); `boot()`'s promise resolves once the app's first
 * updates are done (the main thread idle).
 */

export interface AppBoot {
  /** Loads and starts the app, once; resolves when it has taken over the page. */
  boot(): Promise<void>;
  /** Called by the app when it has hydrated the page. */
  handOver(): void;
  /** The app could not start (its scripts loaded, but not the page's code): `boot()` rejects. */
  fail(error: Error): void;
  /** Whether the app has taken over. */
  readonly handedOver: boolean;
}

/**
 * `scripts`: the app's script URLs, in the order the page's HTML had them. `onHandOver` runs once,
 * synchronously, when the app takes over (before `boot()`'s promise resolves).
 */
export function createAppBoot(doc: Document, scripts: readonly string[], onHandOver: () => void): AppBoot {
  let started: Promise<void> | undefined;
  let handedOver = false;
  let resolveBoot: () => void = () => {};
  let rejectBoot: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveBoot = resolve;
    rejectBoot = reject;
  });
  // Nobody may be waiting when the scripts fail (a boot asked for by a hover).
  ready.catch(() => {});

  const fail = (error: Error): void => {
    if (handedOver) return;
    doc.documentElement.setAttribute('data-app', 'failed');
    rejectBoot(error);
  };

  return {
    fail,
    get handedOver() {
      return handedOver;
    },
    boot() {
      if (started) return started;
      started = ready;
      doc.documentElement.setAttribute('data-app', 'loading');
      for (const src of scripts) {
        const script = doc.createElement('script');
        script.src = src;
        // Scripts added by a script run as soon as they load unless told to keep their order.
        script.async = false;
        script.addEventListener('error', () => fail(new Error(`The page's code did not load: ${src}`)));
        doc.head.appendChild(script);
      }
      return started;
    },
    handOver() {
      if (handedOver) return;
      handedOver = true;
      doc.documentElement.setAttribute('data-app', 'running');
      onHandOver();
      // Held presses wait for the updates the app's first effects schedule (the phone menu is
      // rendered once the window's size is known, and opens on the docs sidebar once the page has
      // given it): until the main thread is idle, at most a second.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolveBoot(), {timeout: 1000});
      else requestAnimationFrame(() => setTimeout(resolveBoot, 0));
    },
  };
}
