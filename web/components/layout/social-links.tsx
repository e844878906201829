import { useTranslation } from 'react-i18next';

/** The product's social accounts (docs/product/specification.md §2 footer and contact page). */
const socialAccounts = [
  ['Facebook', 'https://www.facebook.com/', 'f'],
  ['Instagram', 'https://www.instagram.com/', 'IG'],
  ['LinkedIn', 'https://www.linkedin.com/', 'in'],
] as const;

/** Round badges linking to the social accounts, each named for screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex gap-3 ${className}`}>
      {socialAccounts.map(([name, href, mark]) => (
        <li key={name}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t('footer.socialLink', { name })}
            title={name}
            className="grid size-9 place-items-center rounded-full border border-current text-xs font-bold hover:bg-white/10"
          >
            <span aria-hidden>{mark}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
