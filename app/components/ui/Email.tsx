import { Fragment } from 'react';

/**
 * An e-mail address that a narrow line breaks at its natural places (before the @, after a dot), never in the middle
 * of a word unless one part alone is wider than the line.
 *   <Email address="claire.martin@exemple.fr" />
 */
export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return (
    <span className="wrap-break-word">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
