/**
 * Browser build's entry (swapped in for @docusaurus/core/lib/client/clientEntry.js by
 * overrides/docusaurus, production builds only): the stock entry, whose start-up work is cut into
 * several tasks. The stock file imports the whole app statically, so the browser evaluated the
 * theme, the route table, the client modules, React DOM, the router and Helmet in the task that
 * ran main.js: one long task (about 300-500 ms at a mid-range phone's speed) before hydration could
 * even start. Here each part is evaluated in a task of its own, with the browser free to handle
 * input between them. The order of the stock entry is kept where it matters: the client modules
 * (part of the app's graph) run before the start-up preload of the page's route, as
 * src/clientModules/htmlPath.ts needs.
 *
 * `webpackMode: "eager"` keeps every module in main.js (no extra request): the dynamic import only
 * defers its evaluation.
 */
import React, {startTransition} from 'react';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {hydratesServedPage} from '../../shared/hydration';

/** Resolves in a new task (a message to self: not clamped as nested timers are). */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Until the page's route chunks are in, each chunk the bundler is asked to load is started in a
 * task of its own: a route such as a blog list needs one chunk per post, and react-loadable asks
 * for them all at once, so inserting their script elements was itself a long task (about 300 ms
 * at a mid-range phone's speed on /doc/dev-blog). Returns the function that restores the stock
 * loader (before hydration: client navigation is unchanged).
 */
function spreadChunkLoads() {
  // eslint-disable-next-line no-undef, camelcase
  const runtime = __webpack_require__;
  const ensure = runtime.e;
  runtime.e = (chunkId) => nextTask().then(() => ensure(chunkId));
  return () => {
    runtime.e = ensure;
  };
}

async function start() {
  // The app's graph, in parts that each take a task: the client modules (first, as in the stock
  // App), the route table, the theme's root components, then the app itself.
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await Promise.all([import(/* webpackMode: "eager" */ '@generated/routes'), import(/* webpackMode: "eager" */ '@generated/routesChunkNames')]);
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
    import(/* webpackMode: "eager" */ '@theme/Root'),
    import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
  ]);
  await nextTask();
  const [{default: App}, {default: docusaurus}, {default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  window.docusaurus = docusaurus;
  await nextTask();
  // The stock start-up preload (@docusaurus/core/lib/client/preload.js) in steps: the routes that
  // match the page's path, then each one's chunks, a task each. The chunks download while the
  // rest is evaluated. A served page that lists its routes' chunks as deferred scripts
  // (plugins/route-scripts) has them installed already: each one then costs a task and no load.
  // The API reference's pages list none and load theirs here.
  const restoreChunkLoads = spreadChunkLoads();
  const {pathname} = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((p) => matchRoutes(routes, p));
  const loading = [];
  for (const match of matches) {
    await nextTask();
    loading.push(match.route.component.preload?.());
  }
  const preloaded = Promise.all(loading);
  await nextTask();
  const ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);
  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const container = document.getElementById('__docusaurus');
  // Not the not-found page, whose markup was written for another address (shared/hydration.ts).
  const hydrate = hydratesServedPage();
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const onRecoverableError = (error, errorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  try {
    await preloaded;
  } finally {
    restoreChunkLoads();
  }
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  void start();
}
