/**
 * The diagrams of an article kept as the server wrote it (./index.tsx): the one part of an article
 * that needs React (Mermaid draws it when it comes near the viewport, src/theme/Mermaid). Each
 * diagram's element (`data-mermaid`, which carries its source) is hydrated as a root of its own,
 * with the diagram's slot: a few elements each, whatever the article's length.
 */
import React from 'react';
import {hydrateRoot} from 'react-dom/client';
import type {DocusaurusContext} from '@docusaurus/types';
import {MermaidSlot} from '@site/src/theme/Mermaid';
import {IslandProviders} from '@site/src/components/Island/providers';

/** Hydrates the diagrams of `root`; returns a function that unmounts them. */
export function hydrateDiagrams(root: Element, context: DocusaurusContext): () => void {
  const roots = Array.from(root.querySelectorAll<HTMLElement>('[data-mermaid]'), (element) =>
    hydrateRoot(
      element,
      <IslandProviders context={context}>
        <MermaidSlot value={element.dataset.mermaid ?? ''} />
      </IslandProviders>,
    ),
  );
  // Not during the app's own commit (leaving the page): React warns about unmounting a root then.
  return () => setTimeout(() => roots.forEach((each) => each.unmount()), 0);
}
