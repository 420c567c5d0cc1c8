/**
 * A part of a page loaded from the server kept as the server wrote it: the article (./index.tsx).
 * It carries only what links need (./links.ts); an article adds tabs and code-block buttons.
 *
 * Hydrating an article made React walk every element of it (run-signer-node: about 1,400 of the
 * 1,665 elements React owned) to attach nothing but a few listeners, in the longest tasks of the
 * page's load. Here the article is kept as the server wrote it (src/components/Served, which says
 * what a kept part can and cannot do). Its links are answered by listeners on the element
 * (./links.ts); tabs and code-block buttons by listeners on the document (./tabs.ts,
 * ./codeButtons.ts, installed by ./index.tsx); the components a page imports are rendered into
 * their places (./islands.tsx). Diagrams need nothing: they are drawn when written
 * (shared/remarkStaticDiagrams.ts).
 *
 * Decided once per mount: an article the browser renders itself (a client-side navigation, Back to
 * a page, the development server) is rendered by React as usual. So is one that finds no content
 * to keep (React renders the page afresh after a hydration mismatch).
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isHydrating} from '@site/shared/hydration';
import {apiReferenceAt} from '@site/shared/apiReferences';
import {answerLinks, type ArticleRouter} from './links';
import Served, {type ServedElement} from '../Served';
import KeptIslands from './islands';

interface DocusaurusGlobal {
  preload?: (routePath: string) => unknown;
}

export interface StaticRegionProps {
  /** The element the theme renders (a `div` for an article). */
  as?: ServedElement;
  /** The element's class names and id as the theme renders them. */
  className?: string;
  id?: string;
  /** The theme's own rendering of the part, used when nothing prerendered is kept. */
  children: ReactNode;
  /**
   * The page's content element (an MDX module's component), when the part is an article: the
   * components the page imports are rendered into the kept article (./islands.tsx).
   */
  content?: ReactNode;
}

/** Whether this mount keeps the prerendered article (see the module's comment). */
export function useKeepsPrerendered(): [boolean, () => void] {
  const [keeps, setKeeps] = useState(isHydrating);
  return [keeps, () => setKeeps(false)];
}

export default function StaticRegion({as: Tag = 'div', className, id, children, content}: StaticRegionProps): ReactNode {
  const [keeps, renderInstead] = useKeepsPrerendered();
  const element = useRef<HTMLElement>(null);
  const history = useHistory();
  const context = useDocusaurusContext();
  const {baseUrl} = context.siteConfig;

  useLayoutEffect(() => {
    if (keeps && !element.current?.hasChildNodes()) renderInstead();
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const root = element.current;
    if (!keeps || !root || !root.hasChildNodes()) return undefined;
    const router: ArticleRouter = {
      baseUrl,
      push: (path) => history.push(path),
      preload: (pathname) => void (window as unknown as {docusaurus?: DocusaurusGlobal}).docusaurus?.preload?.(pathname),
      // The API references are a bundle of their own, loaded in full (as the docs' API links do: shared/remarkApiLinks.ts).
      loadsInFull: (pathname) => apiReferenceAt(pathname, baseUrl) !== undefined,
    };
    return answerLinks(root, router);
    // Set up once per mount: the article's markup does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keeps]);

  return (
    <>
      <Served keep={keeps} as={Tag} elementRef={element} id={id} className={className}>
        {children}
      </Served>
      {keeps && <KeptIslands content={content} root={element} />}
    </>
  );
}
