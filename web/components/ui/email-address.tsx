import { Fragment } from 'react';

/**
 * An e-mail address that may wrap on a narrow screen, but only where a reader expects it: after the '@' and
 * before each dot, never inside a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
