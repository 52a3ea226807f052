import { AuthProvider } from '@/lib/auth';
import { AppRoutes } from './router';

/** The whole app below the router. Providers that features share are added here. */
export function App() {
  return (
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  );
}
