import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /redirect/<path>: leaves at once for <path>, which mounts anew (the tags view's refresh). */
export function RedirectRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const rest = useParams()['*'] ?? '';
  useEffect(() => {
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
