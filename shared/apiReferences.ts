/**
 * The two API references (shared/site.mjs `API_REFERENCES`) as the browser code uses them: the
 * navbar's version dropdown on an API page (src/theme/NavbarItem/DocsVersionDropdownNavbarItem)
 * and the Try it panels' version check (src/components/TryIt/version.ts).
 */
import {API_REFERENCES} from './site.mjs';

export interface ApiReference {
  key: 'current' | 'next';
  /** Label of the docs version it goes with. */
  label: string;
  /** API version it documents (`info.version`, an aggregator's `open_api_version`). */
  version: string;
  /** Route relative to the base URL, with its trailing slash. */
  route: string;
}

export const API_REFERENCE_LIST: readonly ApiReference[] = API_REFERENCES.map(({key, label, version, route}) => ({
  key: key as ApiReference['key'],
  label: key === 'next' ? 'Next 🚧' : label,
  version,
  route,
}));

/** The reference whose page `pathname` is (its route, with or without the trailing slash), if any. */
export function apiReferenceAt(pathname: string, baseUrl = '/doc/'): ApiReference | undefined {
  const path = pathname.replace(/\/?$/, '/');
  return API_REFERENCE_LIST.find((reference) => path === `${baseUrl}${reference.route}` || path === `${baseUrl}${reference.route.replace(/\/$/, '')}.html/`);
}

/** The reference that documents API `version`, if any. */
export function apiReferenceOf(version: string): ApiReference | undefined {
  return API_REFERENCE_LIST.find((reference) => reference.version === version.trim());
}
