import type { Config } from 'tailwindcss';

// Design tokens. Tailwind 4 reads this through `@config` in src/index.css.
export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eefbf3',
          100: '#d6f5e1',
          200: '#b0eac8',
          300: '#7cd9a8',
          400: '#46c084',
          500: '#23a56a',
          600: '#158553',
          700: '#126a45',
          800: '#115439',
          900: '#0f4530',
          950: '#07271b',
        },
        accent: { 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706' },
        ink: { 900: '#0b1220', 800: '#111a2e', 700: '#1b2640' },
      },
      fontFamily: {
        // The brand faces, then their metric-matched local fallbacks (src/index.css).
        sans: [
          '"Source Sans 3 Variable"',
          '"Source Sans 3 Fallback"',
          '"Source Sans 3 Fallback Roboto"',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
        display: [
          '"Barlow Condensed"',
          '"Barlow Condensed Fallback"',
          '"Barlow Condensed Fallback Roboto"',
          '"Arial Narrow"',
          'system-ui',
          'sans-serif',
        ],
      },
      maxWidth: { content: '80rem' },
    },
  },
} satisfies Config;
