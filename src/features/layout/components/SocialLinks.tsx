import { Icon, type IconName } from '../../../components/Icon';

// The brand has no social accounts yet: the spec keeps these as placeholders.
const socials: { label: string; icon: IconName }[] = [
  { label: 'Facebook', icon: 'facebook' },
  { label: 'X (Twitter)', icon: 'x' },
  { label: 'Instagram', icon: 'instagram' },
  { label: 'YouTube', icon: 'youtube' },
  { label: 'Telegram', icon: 'telegram' },
];

export function SocialLinks() {
  return (
    <ul className="flex items-center gap-2">
      {socials.map((social) => (
        <li key={social.label}>
          <a
            href="#"
            aria-label={social.label}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 transition-colors hover:bg-brand-500 hover:text-ink-900 hover:ring-brand-400"
          >
            <Icon name={social.icon} className="h-[18px] w-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
