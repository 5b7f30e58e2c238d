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
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order; the same part may repeat
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
