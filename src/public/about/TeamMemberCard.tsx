import type { TeamMember } from '../../domain/company';
import { storedImageSrc } from '../../config';
import { safeUrl } from '../../domain/url';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { aboutTexts } from './about-texts';
import styles from './AboutPage.module.css';
import { OutboundLink } from '../shared/OutboundLink';

/** An e-mail address becomes a mailto: link only if the allow-list accepts it (no header injection via "?"/"&"). */
function mailtoHref(email: string): string | null {
  const address = email.trim();
  if (!/^[^\s@?&#]+@[^\s@?&#]+$/.test(address)) return null;
  return safeUrl(`mailto:${address}`);
}

/** One leader: photo (hidden when it fails to load), name, position, description and contact links. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const image = storedImageSrc(member.image_url);
  const email = mailtoHref(member.email);
  const linkedin = safeUrl(member.linkedin_url);
  return (
    <article className={`${styles.card} ${styles.member}`}>
      <ImageWithFallback
        className={styles.memberPhoto}
        src={image}
        alt={member.name}
        width={128}
        height={128}
        loading="lazy"
        decoding="async"
      />
      <h3 dir="auto" className={styles.cardTitle}>{member.name}</h3>
      {member.position ? <p className={styles.position}>{member.position}</p> : null}
      {member.description ? <p dir="auto">{member.description}</p> : null}
      {email || linkedin ? (
        <p className={styles.links}>
          {email ? (
            <OutboundLink href={email} aria-label={`${aboutTexts.email} ${member.name}`} kioskText={member.email.trim()}>
              {aboutTexts.email}
            </OutboundLink>
          ) : null}
          {linkedin ? (
            <OutboundLink href={linkedin} aria-label={`${aboutTexts.linkedin} ${member.name}`} kioskText={null}>
              {aboutTexts.linkedin}
            </OutboundLink>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
