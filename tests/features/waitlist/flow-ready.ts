import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { stepIndicatorCopy } from '@/features/waitlist';

/** Waits until the waitlist flow has read this browser's signup and the session, and shows a step. */
export async function waitForFlowReady() {
  await waitFor(() => expect(screen.queryByText(stepIndicatorCopy.loading)).toBeNull());
}
