import { env } from './env';
import { paths } from './paths';

/**
 * The owner sign-up page that 'Reserve My Spot' opens in a new tab: `{host}/signup` on the separate
 * owner sign-up host when `VITE_SIGNUP_ORIGIN` names one, else this site's own /signup (a relative link, so it works on
 * whichever host serves the build).
 */
export function signupPageUrl(signupOrigin: string | undefined): string {
  return signupOrigin ? `${new URL(signupOrigin).origin}${paths.signup.getHref()}` : paths.signup.getHref();
}

/** Where this build's 'Reserve My Spot' links go. */
export const reserveSpotUrl = signupPageUrl(env.VITE_SIGNUP_ORIGIN);

/** True when sign-up lives on a separate host; otherwise the /signup page would link to itself. */
export const signupHostIsSeparate = Boolean(env.VITE_SIGNUP_ORIGIN);
