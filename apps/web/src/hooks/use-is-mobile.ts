import { MOBILE_BREAKPOINT_PX } from '@pulseboard/contract/limits';
import { useMediaQuery } from './use-media-query.ts';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below 992 px: the mobile layout of SPEC.md section 2. */
export function useIsMobile(): boolean {
  return useMediaQuery(QUERY);
}
