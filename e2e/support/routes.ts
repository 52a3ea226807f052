/**
 * Every route of the route table with the document title and H1 a visitor should see.
 * `prerendered` routes must arrive as static HTML with their content.
 */
export type RouteExpectation = { path: string; title: string; h1: string | RegExp; prerendered: boolean };

export const routes: readonly RouteExpectation[] = [
  { path: '/', title: 'AI Property Management for a Flat 2% | DoorKeep', h1: 'Stop 2AM Emergency Calls', prerendered: true },
  { path: '/features', title: 'Features | DoorKeep', h1: 'Property Management Reimagined', prerendered: true },
  { path: '/how-it-works', title: 'How It Works | DoorKeep', h1: 'How DoorKeep Works', prerendered: true },
  { path: '/pricing', title: 'Pricing | DoorKeep', h1: 'Simple, Flat 2% Pricing', prerendered: true },
  { path: '/about', title: 'About | DoorKeep', h1: 'Our Mission & Story', prerendered: true },
  { path: '/resources', title: 'Resources | DoorKeep', h1: 'Landlord Resources', prerendered: true },
  { path: '/resources/blog', title: 'All Articles | DoorKeep', h1: 'All Articles', prerendered: true },
  {
    path: '/resources/blog/how-ai-cuts-maintenance-costs-for-small-landlords',
    title: 'How AI Cuts Maintenance Costs for Small Landlords | DoorKeep',
    h1: 'How AI Cuts Maintenance Costs for Small Landlords',
    prerendered: true,
  },
  {
    path: '/resources/case-studies/desert-sun-rentals',
    title: 'Desert Sun Rentals case study | DoorKeep',
    h1: 'Twelve Doors, Zero Midnight Calls',
    prerendered: true,
  },
  { path: '/resources/help', title: 'Help Center | DoorKeep', h1: 'Help Center', prerendered: true },
  { path: '/vendors', title: 'Vendors | DoorKeep', h1: 'Grow Your Business With DoorKeep', prerendered: true },
  { path: '/vendor-help', title: 'Vendor Help | DoorKeep', h1: 'Vendor Help', prerendered: true },
  { path: '/contact', title: 'Support | DoorKeep', h1: 'How Can We Help?', prerendered: true },
  { path: '/support', title: 'Support | DoorKeep', h1: 'How Can We Help?', prerendered: true },
  { path: '/privacy', title: 'Privacy Policy | DoorKeep', h1: 'Privacy Policy', prerendered: true },
  { path: '/terms', title: 'Terms of Service | DoorKeep', h1: 'Terms of Service', prerendered: true },
  { path: '/cookies', title: 'Cookie Policy | DoorKeep', h1: 'Cookie Policy', prerendered: true },
  { path: '/security', title: 'Security | DoorKeep', h1: 'Security at DoorKeep', prerendered: true },
  { path: '/waitlist', title: 'Join the Waitlist | DoorKeep', h1: 'Join 500+ Property Owners', prerendered: false },
  { path: '/checkout-success', title: 'Payment Status | DoorKeep', h1: 'Payments are not configured', prerendered: false },
  { path: '/checkout/receipt', title: 'Receipt | DoorKeep', h1: 'Payments are not configured', prerendered: false },
  { path: '/login', title: 'Owner Login | DoorKeep', h1: 'Welcome back', prerendered: false },
  { path: '/signup', title: 'Create Your Account | DoorKeep', h1: 'Create your account', prerendered: false },
  { path: '/forgot-password', title: 'Forgot Password | DoorKeep', h1: 'Reset your password', prerendered: false },
  { path: '/reset-password', title: 'Set a New Password | DoorKeep', h1: 'Set a new password', prerendered: false },
  { path: '/auth/confirm', title: 'Confirm Your Email | DoorKeep', h1: 'Confirm your email', prerendered: false },
  // Browser-only builds send no newsletter mail; with a backend and no token the pages ask for the e-mail's link.
  { path: '/newsletter/confirm', title: 'Confirm Your Subscription | DoorKeep', h1: 'Nothing to confirm here', prerendered: false },
  { path: '/newsletter/unsubscribe', title: 'Unsubscribe | DoorKeep', h1: 'Nothing to unsubscribe here', prerendered: false },
  { path: '/vendor-login', title: 'Vendor Login | DoorKeep', h1: 'Vendor Portal Login', prerendered: false },
  { path: '/vendor-signup', title: 'Join Our Vendor Network | DoorKeep', h1: 'Join Our Vendor Network', prerendered: false },
  {
    path: '/vendor-application-submitted',
    // Opened directly there is no fresh application, so the page is the neutral one (no number).
    title: 'Vendor Application Status | DoorKeep',
    h1: 'Checking on Your Application?',
    prerendered: false,
  },
  { path: '/dashboard', title: 'Property Dashboard | DoorKeep', h1: 'Property Dashboard', prerendered: false },
  { path: '/account', title: 'Account settings | DoorKeep', h1: 'Account settings', prerendered: false },
  { path: '/vendor-dashboard', title: 'Vendor Portal | DoorKeep', h1: 'Vendor Portal', prerendered: false },
  { path: '/admin-dashboard', title: 'Admin Dashboard | DoorKeep', h1: 'Admin Dashboard', prerendered: false },
];

export const notFoundHeading = 'Page Not Found';
