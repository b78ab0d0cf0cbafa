import { toast } from '../../../components/toastStore';
import { copyText } from '../lib/copyText';

/** Copies `url` and says so in a toast (announced politely), or says it could not. */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const copy = async () => {
    if (await copyText(url)) toast.success('Link copied');
    else toast.error(`Could not copy the link: ${url}`);
  };
  return (
    <button type="button" onClick={() => void copy()} className={className}>
      Copy link
    </button>
  );
}
