import type { Config } from 'tailwindcss';

/**
 * Theme tokens for DoorKeep. Tailwind v4 reads this file through `@config` in src/styles.css.
 * brand: deep teal, the calm "bank that answers at 2 AM" colour; accent: warm amber for calls to action;
 * ink: the neutral greys of text and borders.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effaf9',
          100: '#d5f1ef',
          200: '#ade3df',
          300: '#78cdc8',
          400: '#45b0ac',
          500: '#2a9491',
          600: '#1f7676',
          700: '#1c5f60',
          800: '#1a4c4e',
          900: '#183f42',
          950: '#0a2628',
        },
        accent: {
          50: '#fff8eb',
          100: '#feecc7',
          200: '#fdd88a',
          300: '#fcbf4d',
          400: '#fbab24',
          500: '#f5890b',
          600: '#d96506',
          700: '#b44409',
        },
        ink: {
          50: '#f7f8f9',
          100: '#eef0f2',
          200: '#dde1e5',
          300: '#c2c8cf',
          400: '#8e97a2',
          500: '#68727e',
          600: '#515a65',
          700: '#3f4650',
          800: '#2a3038',
          900: '#181c22',
        },
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      boxShadow: {
        card: '0 1px 2px rgb(24 28 34 / 0.06), 0 4px 16px rgb(24 28 34 / 0.06)',
        lift: '0 2px 4px rgb(24 28 34 / 0.06), 0 12px 32px rgb(24 28 34 / 0.10)',
      },
      maxWidth: {
        content: '72rem',
      },
      keyframes: {
        'slide-in': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        'slide-in': 'slide-in 200ms ease-out',
        'fade-in': 'fade-in 150ms ease-out',
      },
    },
  },
} satisfies Config;
