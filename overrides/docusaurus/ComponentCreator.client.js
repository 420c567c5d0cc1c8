/**
 * Docusaurus' ComponentCreator, in the browser build, creating a route's loadable component when
 * the route is first used rather than when the route table is built.
 *
 * The generated route table (`@generated/routes`) calls ComponentCreator once per route of the site
 * (257 today, growing with every post, tag and doc version) as main.js starts on every page. Each
 * call flattens the route's chunk names, looks them up in the registry and builds a react-loadable
 * class with its initializers: work done for every route on every page load, though a page renders
 * one route and a reader visits a few. Here each route gets a small component whose `preload`
 * (Docusaurus' preload before hydration and on link prefetch) and first render create the stock
 * loadable component, once; routes nobody visits never create theirs.
 *
 * Swapped in for `@docusaurus/ComponentCreator` as imported by the generated route table
 * (overrides/docusaurus/index.ts, manifest entry `lazy-component-creator`).
 */
import {createElement} from 'react';
// The stock module by its file: the swap matches the alias only.
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

export default function LazyComponentCreator(path, hash) {
  let loadable = null;
  const get = () => {
    loadable ??= ComponentCreator(path, hash);
    return loadable;
  };
  function Route(props) {
    return createElement(get(), props);
  }
  Route.preload = () => get().preload();
  return Route;
}
