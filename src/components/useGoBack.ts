import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one step in history, or to the home page when this page was the first one opened
 * (a link from elsewhere or a typed URL: "back" would leave the site).
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  }, [key, navigate]);
}
