'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/** The messages of the provider above with some namespaces added (next-intl's providers replace, not merge). */
export function MoreMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
