/** Records the end of the first render, for `src/utils/hydration.ts`. */
import {markHydrated} from '../utils/hydration';

export function onRouteDidUpdate(): void {
  markHydrated();
}
