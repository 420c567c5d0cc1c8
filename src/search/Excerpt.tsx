import type {ReactNode} from 'react';
import {excerptParts} from './terms';

/** A result's excerpt, with the matched words in <mark> (rendered as text, never as HTML). */
export default function Excerpt({excerpt, className}: {excerpt: string; className?: string}): ReactNode {
  return (
    <span className={className}>
      {excerptParts(excerpt).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}
