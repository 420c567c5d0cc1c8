/**
 * The Helmet provider of the browser entry (overrides/docusaurus/clientEntry.client.js), manifest
 * entry `helmet-after-hydration`.
 *
 * While a page hydrates, the entry keeps react-helmet-async from writing <head> by setting the
 * static `HelmetProvider.canUseDOM` to false. Each <Head> that mounts still calls its dispatcher's
 * emitChange, which reduces the props of every instance registered so far and builds the server's
 * view of them (14 to 17 instances on our pages, so about a hundred reductions in all), a result
 * nothing in the browser reads. This provider shows its dispatchers an empty list while the flag is
 * false: each emitChange reduces nothing. Instances are still registered and removed in the
 * provider's own list, so the first change once the flag is true again (the hydration's commit)
 * reduces the full list once and writes it.
 *
 * It relies on react-helmet-async 1.3.0's HelmetProvider keeping the context value it provides in
 * `this.helmetData.value`, whose `helmetInstances.get` each dispatcher calls at every change
 * (drift-checked by the sha256 of lib/index.module.js in the manifest entry).
 */
const NO_INSTANCES = Object.freeze([]);

/**
 * @template {new (props: any) => any} P
 * @param {P & {canUseDOM: boolean}} HelmetProvider react-helmet-async's provider
 * @returns {P} a provider whose dispatchers see no instance while `HelmetProvider.canUseDOM` is false
 */
export function quietWhileHydrating(HelmetProvider) {
  return class QuietWhileHydratingHelmetProvider extends HelmetProvider {
    constructor(props) {
      super(props);
      const instances = this.helmetData.value.helmetInstances;
      const all = instances.get;
      instances.get = () => (HelmetProvider.canUseDOM ? all() : NO_INSTANCES);
    }
  };
}
