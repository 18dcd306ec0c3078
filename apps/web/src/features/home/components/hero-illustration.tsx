import { cn } from '@/lib/utils';

/** The frame of a frosted-glass card. */
function GlassPanel(props: { width: number; height: number; rx: number; strokeOpacity: number }) {
  return <rect {...props} fill="url(#hero-glass)" stroke="#fff" />;
}

/** A service in the architecture: a translucent disc in a white ring. */
function ServiceNode(props: {
  cx: number;
  cy: number;
  r: number;
  fillOpacity: number;
  strokeOpacity: number;
}) {
  return <circle {...props} fill="#fff" stroke="#fff" />;
}

/** A drawn mark (a tick, a code bracket): a stroke with round ends and corners. */
function Mark(props: { d: string; stroke: string; strokeWidth: number }) {
  return <path {...props} strokeLinecap="round" strokeLinejoin="round" />;
}

/**
 * An abstract picture of what we do: a product dashboard at the centre of an architecture of
 * connected services, with a design card and a code card around it. Pure SVG, no text, so it
 * needs no translation and no network request.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 520 440"
      width={520}
      height={440}
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <defs>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.3" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.08" />
        </linearGradient>
        <linearGradient id="hero-line" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a5f3fc" />
          <stop offset="1" stopColor="#fff" />
        </linearGradient>
        <linearGradient id="hero-bar" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0.25" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.75" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>

      {/* Orbits */}
      <circle cx="260" cy="220" r="200" fill="url(#hero-glow)" />
      <circle cx="260" cy="220" r="196" stroke="#fff" strokeOpacity="0.12" />
      <circle cx="260" cy="220" r="148" stroke="#fff" strokeOpacity="0.2" strokeDasharray="3 9" />

      {/* Connections between the services */}
      <g stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" strokeDasharray="5 6">
        <path d="M150 150 C 110 130, 95 110, 84 86" />
        <path d="M370 170 C 420 150, 440 130, 452 110" />
        <path d="M200 270 C 170 300, 150 318, 140 330" />
        <path d="M330 280 C 370 330, 420 360, 458 372" />
      </g>

      {/* Service nodes */}
      <g>
        <ServiceNode cx={84} cy={86} r={16} fillOpacity={0.16} strokeOpacity={0.5} />
        <circle cx="84" cy="86" r="6" fill="#fff" className="animate-pulse" />
        <ServiceNode cx={452} cy={110} r={12} fillOpacity={0.16} strokeOpacity={0.5} />
        <circle cx="452" cy="110" r="4.5" fill="#a5f3fc" />
        <ServiceNode cx={458} cy={372} r={18} fillOpacity={0.14} strokeOpacity={0.45} />
        <Mark d="M450 372 l6 6 l10 -12" stroke="#fff" strokeWidth={2.5} />
        <circle cx="60" cy="250" r="5" fill="#fff" fillOpacity="0.6" />
        <circle cx="476" cy="236" r="4" fill="#fff" fillOpacity="0.5" className="animate-pulse" />
        <circle cx="262" cy="24" r="4" fill="#a5f3fc" fillOpacity="0.9" />
      </g>

      {/* Dashboard window */}
      <g transform="translate(140 112)">
        <GlassPanel width={240} height={168} rx={20} strokeOpacity={0.4} />
        <circle cx="22" cy="22" r="4" fill="#fff" fillOpacity="0.7" />
        <circle cx="36" cy="22" r="4" fill="#fff" fillOpacity="0.45" />
        <circle cx="50" cy="22" r="4" fill="#fff" fillOpacity="0.3" />
        <rect x="20" y="44" width="96" height="9" rx="4.5" fill="#fff" fillOpacity="0.75" />
        <rect x="20" y="60" width="64" height="7" rx="3.5" fill="#fff" fillOpacity="0.35" />
        <g fill="url(#hero-bar)">
          <rect x="20" y="112" width="16" height="36" rx="4" />
          <rect x="42" y="98" width="16" height="50" rx="4" />
          <rect x="64" y="120" width="16" height="28" rx="4" />
          <rect x="86" y="86" width="16" height="62" rx="4" />
        </g>
        <path
          d="M124 134 C 140 120, 150 128, 164 112 S 190 96, 200 88 S 214 70, 220 62"
          stroke="url(#hero-line)"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <circle cx="220" cy="62" r="5" fill="#fff" />
        <rect
          x="124"
          y="44"
          width="96"
          height="26"
          rx="13"
          fill="#fff"
          fillOpacity="0.14"
          stroke="#fff"
          strokeOpacity="0.3"
        />
        <circle cx="138" cy="57" r="6" fill="#a5f3fc" />
        <rect x="150" y="53" width="58" height="8" rx="4" fill="#fff" fillOpacity="0.55" />
      </g>

      {/* Design card */}
      <g transform="translate(56 286)">
        <GlassPanel width={150} height={108} rx={18} strokeOpacity={0.35} />
        <circle cx="32" cy="34" r="14" fill="#fff" fillOpacity="0.5" />
        <rect x="54" y="26" width="72" height="8" rx="4" fill="#fff" fillOpacity="0.7" />
        <rect x="54" y="40" width="48" height="6" rx="3" fill="#fff" fillOpacity="0.35" />
        <rect x="18" y="64" width="114" height="24" rx="12" fill="#fff" fillOpacity="0.18" />
        <rect x="92" y="68" width="36" height="16" rx="8" fill="#fff" fillOpacity="0.8" />
      </g>

      {/* Code card */}
      <g transform="translate(330 44)">
        <GlassPanel width={132} height={92} rx={16} strokeOpacity={0.35} />
        <Mark d="M22 30 l-8 8 l8 8" stroke="#a5f3fc" strokeWidth={2.5} />
        <Mark d="M110 30 l8 8 l-8 8" stroke="#a5f3fc" strokeWidth={2.5} />
        <rect x="32" y="26" width="46" height="6" rx="3" fill="#fff" fillOpacity="0.7" />
        <rect x="40" y="36" width="54" height="6" rx="3" fill="#fff" fillOpacity="0.4" />
        <rect x="40" y="46" width="30" height="6" rx="3" fill="#a5f3fc" fillOpacity="0.8" />
        <rect x="18" y="66" width="76" height="6" rx="3" fill="#fff" fillOpacity="0.3" />
      </g>

      {/* Deployment pill */}
      <g transform="translate(300 302)">
        <rect width="128" height="40" rx="20" fill="#fff" fillOpacity="0.92" />
        <circle cx="22" cy="20" r="8" fill="#10b981" />
        <Mark d="M18 20 l3 3 l5 -6" stroke="#fff" strokeWidth={2} />
        <rect x="38" y="14" width="62" height="6" rx="3" fill="#4f46e5" fillOpacity="0.55" />
        <rect x="38" y="24" width="40" height="5" rx="2.5" fill="#4f46e5" fillOpacity="0.25" />
      </g>
    </svg>
  );
}
