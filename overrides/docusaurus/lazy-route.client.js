/**
 * Creates a route's component on first access and stores it on the route object, in place of the
 * getter that `lazy-routes.cjs` writes into the route table (client build).
 */
export default function lazyRoute(route, create, ...args) {
  const component = create(...args);
  Object.defineProperty(route, 'component', {value: component, enumerable: true, configurable: true, writable: true});
  return component;
}
