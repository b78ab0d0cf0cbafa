import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The token of a one-time link (`/admin/join#…`, `/admin/reset#…`): it rides in the fragment,
 * which browsers never send to a server or a log. Read once; '' when missing or mangled.
 */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  const [token] = useState(() => safeDecode(hash.slice(1)));
  return token;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
