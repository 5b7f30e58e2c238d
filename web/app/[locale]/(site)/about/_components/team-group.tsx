import { ContentImage } from '@/components/content/content-image';
import type { AboutPage } from '@/lib/content';
import styles from './about.module.css';

/** One role (for example 'Founders' or 'Trainers') and its members as cards. */
export function TeamGroup({ group }: { group: AboutPage['team'][number] }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.role}>{group.role}</h3>
      <ul className={styles.members}>
        {group.members.map((member) => (
          <li key={member.key} className={styles.member}>
            {member.photo ? (
              <ContentImage image={member.photo} alt="" width={96} height={96} className={styles.photo} />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {member.name.charAt(0)}
              </span>
            )}
            <div>
              <p className={styles.name}>{member.name}</p>
              {member.jobTitle ? <p className={styles.jobTitle}>{member.jobTitle}</p> : null}
              {member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
