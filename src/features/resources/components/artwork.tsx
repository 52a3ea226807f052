import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ArtworkKind } from '../content/articles';

type Palette = { from: string; to: string };

const palettes: Record<ArtworkKind, Palette> = {
  maintenance: { from: '#d5f1ef', to: '#78cdc8' },
  finance: { from: '#fff8eb', to: '#fdd88a' },
  tenants: { from: '#effaf9', to: '#ade3df' },
  'calm-nights': { from: '#183f42', to: '#0a2628' },
  autopilot: { from: '#feecc7', to: '#d5f1ef' },
};

function MaintenanceScene() {
  return (
    <>
      <circle cx="320" cy="56" r="64" fill="#ffffff" opacity="0.35" />
      <rect x="40" y="196" width="320" height="10" rx="5" fill="#1c5f60" opacity="0.15" />
      <path d="M92 196V116l68-52 68 52v80z" fill="#ffffff" stroke="#1c5f60" strokeWidth="6" strokeLinejoin="round" />
      <rect x="140" y="140" width="40" height="56" rx="4" fill="#d5f1ef" stroke="#1c5f60" strokeWidth="5" />
      <circle cx="171" cy="170" r="3.5" fill="#f5890b" />
      <g transform="rotate(-35 280 130)">
        <rect x="272" y="92" width="16" height="92" rx="8" fill="#1c5f60" />
        <circle cx="280" cy="84" r="20" fill="#1c5f60" />
        <rect x="273" y="60" width="14" height="24" rx="3" fill="#9edbd6" />
      </g>
      <rect x="236" y="38" width="108" height="44" rx="14" fill="#ffffff" />
      <path d="M256 82l-6 14 20-14z" fill="#ffffff" />
      <rect x="252" y="52" width="60" height="6" rx="3" fill="#45b0ac" />
      <rect x="252" y="64" width="40" height="6" rx="3" fill="#ade3df" />
      <circle cx="326" cy="60" r="8" fill="#fbab24" />
    </>
  );
}

function FinanceScene() {
  return (
    <>
      <rect x="40" y="196" width="320" height="10" rx="5" fill="#b44409" opacity="0.15" />
      <rect x="72" y="60" width="64" height="136" rx="10" fill="#ffffff" stroke="#b44409" strokeWidth="5" />
      <rect x="86" y="150" width="36" height="32" rx="6" fill="#fbab24" />
      <text x="104" y="52" textAnchor="middle" fontSize="22" fontWeight="800" fill="#b44409">10%</text>
      <rect x="168" y="164" width="64" height="32" rx="10" fill="#1c5f60" />
      <text x="200" y="152" textAnchor="middle" fontSize="22" fontWeight="800" fill="#1c5f60">2%</text>
      <path d="M256 120h40m0 0-14-14m14 14-14 14" stroke="#1c5f60" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="330" cy="150" r="26" fill="#fcbf4d" stroke="#b44409" strokeWidth="5" />
      <circle cx="322" cy="120" r="22" fill="#fdd88a" stroke="#b44409" strokeWidth="5" />
      <text x="322" y="128" textAnchor="middle" fontSize="22" fontWeight="800" fill="#b44409">$</text>
    </>
  );
}

function TenantsScene() {
  return (
    <>
      <circle cx="80" cy="60" r="50" fill="#ffffff" opacity="0.5" />
      <rect x="40" y="196" width="320" height="10" rx="5" fill="#1c5f60" opacity="0.15" />
      <rect x="120" y="52" width="104" height="144" rx="8" fill="#ffffff" stroke="#1c5f60" strokeWidth="6" />
      <rect x="136" y="70" width="72" height="108" rx="4" fill="#1f7676" />
      <circle cx="196" cy="126" r="5" fill="#fbab24" />
      <circle cx="290" cy="104" r="22" fill="#1c5f60" />
      <path d="M252 196v-28a38 38 0 0 1 76 0v28z" fill="#1c5f60" />
      <rect x="250" y="40" width="92" height="34" rx="12" fill="#ffffff" />
      <path d="M266 57l8 8 16-16" stroke="#1f7676" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="298" y="53" width="32" height="8" rx="4" fill="#ade3df" />
      <g transform="translate(56 132)">
        <circle cx="20" cy="20" r="18" fill="none" stroke="#f5890b" strokeWidth="7" />
        <path d="M38 20h36m-12 0v14m-12-14v10" stroke="#f5890b" strokeWidth="7" strokeLinecap="round" />
      </g>
    </>
  );
}

function CalmNightsScene() {
  return (
    <>
      <circle cx="314" cy="64" r="30" fill="#fdd88a" />
      <circle cx="328" cy="54" r="28" fill="#183f42" />
      {[
        [60, 50],
        [120, 34],
        [190, 62],
        [244, 30],
        [96, 96],
        [360, 118],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill="#ffffff" opacity="0.8" />
      ))}
      <rect x="0" y="196" width="400" height="44" fill="#0a2628" />
      <path d="M104 196v-70l62-48 62 48v70z" fill="#1a4c4e" stroke="#45b0ac" strokeWidth="4" strokeLinejoin="round" />
      <rect x="126" y="134" width="30" height="28" rx="3" fill="#fbab24" />
      <rect x="176" y="134" width="30" height="28" rx="3" fill="#fbab24" opacity="0.35" />
      <rect x="152" y="170" width="28" height="26" rx="3" fill="#0a2628" />
      <path d="M252 196v-44l36-28 36 28v44z" fill="#1a4c4e" stroke="#45b0ac" strokeWidth="4" strokeLinejoin="round" />
      <rect x="276" y="160" width="24" height="22" rx="3" fill="#fbab24" opacity="0.35" />
      <text x="72" y="150" fontSize="20" fontWeight="800" fill="#78cdc8" opacity="0.8">z</text>
      <text x="56" y="124" fontSize="26" fontWeight="800" fill="#78cdc8" opacity="0.6">z</text>
    </>
  );
}

function AutopilotScene() {
  return (
    <>
      <rect x="40" y="196" width="320" height="10" rx="5" fill="#1c5f60" opacity="0.15" />
      <g transform="rotate(-6 120 124)">
        <rect x="56" y="60" width="128" height="128" rx="10" fill="#ffffff" stroke="#68727e" strokeWidth="4" />
        {[92, 124, 156].map((y) => (
          <path key={y} d={`M56 ${y}h128`} stroke="#c2c8cf" strokeWidth="3" />
        ))}
        <path d="M104 60v128M148 60v128" stroke="#c2c8cf" strokeWidth="3" />
      </g>
      <path d="M204 124h36m0 0-12-12m12 12-12 12" stroke="#f5890b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <rect x="256" y="52" width="108" height="144" rx="14" fill="#1c5f60" />
      {[84, 124, 164].map((y) => (
        <g key={y}>
          <circle cx="280" cy={y} r="10" fill="#78cdc8" />
          <path d={`M275 ${y}l4 4 7-8`} stroke="#0a2628" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <rect x="298" y={y - 4} width="50" height="8" rx="4" fill="#ade3df" />
        </g>
      ))}
    </>
  );
}

const scenes: Record<ArtworkKind, () => ReactNode> = {
  maintenance: MaintenanceScene,
  finance: FinanceScene,
  tenants: TenantsScene,
  'calm-nights': CalmNightsScene,
  autopilot: AutopilotScene,
};

/** Our own decorative illustration for an article or case study: a gradient with a small scene. */
export function Artwork({ kind, className }: { kind: ArtworkKind; className?: string }) {
  // useId is stable between the prerendered HTML and hydration; colons are not valid in url(#…) references.
  const gradientId = `art-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const palette = palettes[kind];
  const Scene = scenes[kind];
  return (
    <svg
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block h-full w-full', className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${gradientId})`} />
      <Scene />
    </svg>
  );
}
