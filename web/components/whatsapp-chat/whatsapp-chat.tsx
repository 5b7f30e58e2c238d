'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { whatsAppUrl } from '@/lib/phone';
import icons from '@/components/ui/social-icons.module.css';
import styles from './whatsapp-chat.module.css';

/** The course the page in view is about, for the chat's first message. */
type ChatCourse = { courseName: string; url: string };
/** What the page in view says of the chat: its course, or nothing. */
type Topic = ChatCourse | null;

const ChatTopic = createContext<((topic: Topic) => void) | null>(null);

/**
 * Tells the button about the page in view while it is shown. Next keeps a page the learner left in a hidden
 * Activity, which runs the effect's cleanup: the button goes back to its greeting.
 */
function useTopic(topic: Topic) {
  const setTopic = useContext(ChatTopic);
  // The topic's values, so a new object with the same course is no change.
  const key = topic ? `${topic.courseName}\n${topic.url}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the topic's values are the key, so a new object with the same course is no change
  useEffect(() => {
    setTopic?.(topic);
    return () => setTopic?.(null);
  }, [setTopic, key]);
}

type Props = { digits: string; brandName: string; children: ReactNode };

/**
 * Tells the academy the chat was opened from this page (issue 54: the staff dashboard counts them per page), as the
 * browser leaves for WhatsApp: a beacon, which outlives the page and waits for nothing. Only the page's path.
 */
function countChat() {
  const body = new Blob([JSON.stringify({ path: window.location.pathname })], { type: 'application/json' });
  navigator.sendBeacon?.('/api/whatsapp-clicks', body);
}

/**
 * The "Chat on WhatsApp" button on every page (issue 32), a wa.me link in the corner of the screen, with the message
 * typed in: a question about the course on a course page (which says so through <ChatAboutCourse>), else a greeting.
 * Both in the page's language (its words travel with every page: app/_lib/site-document.tsx).
 */
export function WhatsAppChat({ digits, brandName, children }: Props) {
  const [topic, setTopic] = useState<Topic>(null);
  const t = useTranslations('whatsAppChat');
  const text = topic
    ? t('aboutCourse', { brand: brandName, course: topic.courseName, url: topic.url })
    : t('greeting', { brand: brandName });
  return (
    <ChatTopic.Provider value={setTopic}>
      {children}
      {/* biome-ignore lint/a11y/useAnchorContent: the icon is drawn by CSS and the link's name is its aria-label */}
      <a
        className={`${styles.chat} ${icons.icon}`}
        data-network="whatsapp"
        aria-label={t('label')}
        href={whatsAppUrl({ to: digits, text })}
        target="_blank"
        rel="noopener noreferrer"
        onClick={countChat}
      >
        <span className={styles.label} aria-hidden="true">
          {t('label')}
        </span>
      </a>
    </ChatTopic.Provider>
  );
}

/** On a course page: the chat's message names the course and its address. */
export function ChatAboutCourse({ courseName, url }: ChatCourse) {
  useTopic({ courseName, url });
  return null;
}
