import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmedSessionQuery } from '../api';
import { useWaitlistPort } from '../ports';

/**
 * While an account waits for its e-mail confirmation, calls `onConfirmed` once it has a session: the link opened in
 * another tab shares it, or the owner was already signed in after a reload.
 */
export function useConfirmedSession(awaiting: boolean, onConfirmed: () => void) {
  const auth = useWaitlistPort('auth');
  const enabled = awaiting && auth.configured;
  const { data: user } = useQuery(confirmedSessionQuery(auth, enabled));

  const latest = useRef(onConfirmed);
  useEffect(() => {
    latest.current = onConfirmed;
  });
  // A session change is heard as it happens; unsubscribing when the wait ends stops any later call.
  useEffect(() => {
    if (!enabled) return;
    return auth.onChange((event, next) => {
      if (next && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) latest.current();
    });
  }, [enabled, auth]);

  const confirmed = enabled && Boolean(user);
  useEffect(() => {
    if (confirmed) latest.current();
  }, [confirmed]);
}
