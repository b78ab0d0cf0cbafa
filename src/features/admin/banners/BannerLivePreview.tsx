/**
 * The chosen banner image as readers will see it, before saving: in the slot's box on a phone
 * (5:2, 343 px wide: a 375 px screen less the page's margins) and on a desktop (5:1, drawn at the
 * form's width). Like the public slot, the image is contained on a blurred copy of itself.
 * A campaign's own phone creative (`phoneSrc`) shows in the phone's place, at its own shape.
 */
import { useId, type ReactNode } from 'react';
import { BANNER_PREVIEW } from './messages';

const frameClass =
  'relative w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/5 dark:bg-ink-800 dark:ring-white/10';

function Frame({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  return (
    <div className={`${frameClass} ${className}`}>
      {src ? (
        <>
          <img
            src={src}
            alt=""
            className="absolute inset-0 h-full w-full scale-110 object-cover opacity-70 blur-2xl"
          />
          <img src={src} alt={alt} className="relative h-full w-full object-contain" />
        </>
      ) : (
        <p className="flex h-full items-center justify-center px-3 text-center text-xs text-slate-600 dark:text-slate-400">
          {BANNER_PREVIEW.empty}
        </p>
      )}
    </div>
  );
}

function Preview({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <figure aria-labelledby={id} className="flex flex-col gap-2">
      <figcaption
        id={id}
        className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
      >
        {caption}
      </figcaption>
      {children}
    </figure>
  );
}

export function BannerLivePreview({
  src,
  phoneSrc = null,
}: {
  src: string | null;
  /** A phone creative of its own (a campaign's), shown on phones instead of `src`. */
  phoneSrc?: string | null;
}) {
  return (
    <section aria-label={BANNER_PREVIEW.heading} className="flex flex-col gap-4">
      <Preview caption={BANNER_PREVIEW.phone}>
        {phoneSrc ? (
          <img
            src={phoneSrc}
            alt={BANNER_PREVIEW.phoneAlt}
            className="w-full max-w-[343px] rounded-xl ring-1 ring-slate-900/5 dark:ring-white/10"
          />
        ) : (
          <Frame src={src} alt={BANNER_PREVIEW.phoneAlt} className="aspect-[5/2] max-w-[343px]" />
        )}
      </Preview>
      <Preview caption={BANNER_PREVIEW.desktop}>
        <Frame src={src} alt={BANNER_PREVIEW.desktopAlt} className="aspect-[5/1]" />
      </Preview>
    </section>
  );
}
