/** Records the end of the first render, for `shared/hydration.ts`. */
import {markHydrated} from '../../shared/hydration';

export function onRouteDidUpdate(): void {
  markHydrated();
}
