/*
 * The three hero backgrounds (SPEC.md §2: one of three at random). Drawn here as inline SVG:
 * no stock photos, no extra request, a few KB each, sharp on any screen. All three are dusk or
 * night scenes, dark on the left where the headline sits, with the warm light of homes on the
 * right; narrow screens crop to the right-hand side, where the homes are.
 */

const WARM = '#f6c177';

/** A small deterministic random source, so the drawings are the same on every visit. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

interface Tower {
  x: number;
  width: number;
  top: number;
  windows: { x: number; y: number }[];
}

function towers(seed: number, from: number, to: number, minTop: number, maxTop: number, litShare: number): Tower[] {
  const random = seeded(seed);
  const result: Tower[] = [];
  for (let x = from; x < to; ) {
    const width = 60 + Math.round(random() * 90);
    const top = minTop + Math.round(random() * (maxTop - minTop));
    const windows: Tower['windows'] = [];
    for (let wy = top + 24; wy < 960; wy += 34) {
      for (let wx = x + 14; wx < x + width - 20; wx += 26) {
        if (random() < litShare) windows.push({ x: wx, y: wy });
      }
    }
    result.push({ x, width, top, windows });
    x += width + 6 + Math.round(random() * 14);
  }
  return result;
}

const farCity = towers(7, 380, 1640, 470, 640, 0);
const nearCity = towers(11, 640, 1640, 360, 620, 0.22);

export function CityDuskBackground() {
  return (
    <svg viewBox="0 0 1600 1000" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="city-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a2530" />
          <stop offset="0.5" stopColor="#134e4a" />
          <stop offset="0.8" stopColor="#b97855" />
        </linearGradient>
        <radialGradient id="city-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f4b26a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#f4b26a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="1000" fill="url(#city-sky)" />
      <circle cx="1180" cy="720" r="340" fill="url(#city-glow)" />
      <circle cx="1180" cy="700" r="70" fill="#f7cf94" opacity="0.9" />
      <g fill="#1f5452" opacity="0.85">
        {farCity.map((t) => (
          <rect key={t.x} x={t.x} y={t.top} width={t.width} height={1000 - t.top} />
        ))}
      </g>
      <g fill="#0b2a2c">
        {nearCity.map((t) => (
          <rect key={t.x} x={t.x} y={t.top} width={t.width} height={1000 - t.top} />
        ))}
      </g>
      <g fill={WARM}>
        {nearCity.flatMap((t) => t.windows.map((w) => <rect key={`${w.x}-${w.y}`} x={w.x} y={w.y} width="10" height="14" rx="1" />))}
      </g>
      <rect y="940" width="1600" height="60" fill="#061a1c" />
    </svg>
  );
}

const hillHouses = [
  { x: 1010, y: 640, w: 70 },
  { x: 1110, y: 600, w: 86 },
  { x: 1230, y: 570, w: 64 },
  { x: 1320, y: 548, w: 92 },
  { x: 1450, y: 540, w: 74 },
  { x: 1160, y: 700, w: 96 },
  { x: 1300, y: 660, w: 70 },
  { x: 1420, y: 640, w: 88 },
];

export function CoastBackground() {
  return (
    <svg viewBox="0 0 1600 1000" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="coast-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0c2d3a" />
          <stop offset="0.45" stopColor="#24625f" />
          <stop offset="0.66" stopColor="#e0a06c" />
        </linearGradient>
        <linearGradient id="coast-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b6a69" />
          <stop offset="1" stopColor="#071f25" />
        </linearGradient>
      </defs>
      <rect width="1600" height="1000" fill="url(#coast-sky)" />
      <circle cx="860" cy="660" r="96" fill="#f7cf94" />
      <rect y="660" width="1600" height="340" fill="url(#coast-sea)" />
      <g fill="#f7cf94" opacity="0.55">
        <rect x="780" y="680" width="160" height="4" rx="2" />
        <rect x="800" y="704" width="120" height="4" rx="2" />
        <rect x="820" y="732" width="84" height="4" rx="2" />
        <rect x="836" y="764" width="52" height="4" rx="2" />
      </g>
      <path d="M0 690 C140 640 260 650 360 672 L360 700 L0 700Z" fill="#1b4a4c" opacity="0.9" />
      <path d="M930 1000 L960 700 C1080 600 1250 520 1400 510 C1500 505 1560 520 1600 530 L1600 1000Z" fill="#0c2f32" />
      {hillHouses.map((h) => (
        <g key={`${h.x}-${h.y}`}>
          <rect x={h.x} y={h.y} width={h.w} height="56" fill="#082326" />
          <path d={`M${h.x - 6} ${h.y} L${h.x + h.w / 2} ${h.y - 30} L${h.x + h.w + 6} ${h.y}Z`} fill="#061b1d" />
          <rect x={h.x + 14} y={h.y + 16} width="14" height="18" fill={WARM} />
          {h.w > 80 ? <rect x={h.x + h.w - 28} y={h.y + 16} width="14" height="18" fill={WARM} /> : null}
        </g>
      ))}
      <path d="M1000 1000 L1040 800 C1200 760 1400 740 1600 760 L1600 1000Z" fill="#06191b" />
    </svg>
  );
}

const stars = (() => {
  const random = seeded(23);
  return Array.from({ length: 70 }, () => ({ x: Math.round(random() * 1600), y: Math.round(random() * 460), r: 0.8 + random() * 1.6 }));
})();

const pines = [
  { x: 1010, base: 900, h: 150 },
  { x: 1060, base: 910, h: 190 },
  { x: 1400, base: 900, h: 170 },
  { x: 1460, base: 915, h: 210 },
  { x: 1530, base: 905, h: 160 },
];

export function MountainsBackground() {
  return (
    <svg viewBox="0 0 1600 1000" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="mountain-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#06161f" />
          <stop offset="0.55" stopColor="#123f49" />
          <stop offset="0.85" stopColor="#2f6e6a" />
        </linearGradient>
        <radialGradient id="cabin-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={WARM} stopOpacity="0.55" />
          <stop offset="1" stopColor={WARM} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="1000" fill="url(#mountain-sky)" />
      <g fill="#ffffff">
        {stars.map((s) => (
          <circle key={`${s.x}-${s.y}`} cx={s.x} cy={s.y} r={s.r} opacity="0.7" />
        ))}
      </g>
      <circle cx="1260" cy="210" r="48" fill="#f3e6c8" />
      <path d="M0 640 L220 470 L380 580 L560 400 L760 590 L960 430 L1180 600 L1380 420 L1600 560 L1600 1000 L0 1000Z" fill="#1b4d52" />
      <path d="M0 760 L260 610 L470 720 L700 590 L930 730 L1160 620 L1400 700 L1600 640 L1600 1000 L0 1000Z" fill="#113a3f" />
      <path d="M0 880 C300 820 600 850 900 830 C1150 815 1400 800 1600 820 L1600 1000 L0 1000Z" fill="#0a2529" />
      <circle cx="1240" cy="840" r="150" fill="url(#cabin-glow)" />
      <rect x="1170" y="800" width="150" height="90" fill="#05171a" />
      <path d="M1155 805 L1245 740 L1335 805Z" fill="#041214" />
      <rect x="1192" y="826" width="26" height="28" fill={WARM} />
      <rect x="1272" y="826" width="26" height="28" fill={WARM} />
      <g fill="#041416">
        {pines.map((p) => (
          <path
            key={p.x}
            d={`M${p.x} ${p.base - p.h} L${p.x + p.h * 0.28} ${p.base - p.h * 0.35} L${p.x + p.h * 0.12} ${p.base - p.h * 0.38} L${p.x + p.h * 0.34} ${p.base} L${p.x - p.h * 0.34} ${p.base} L${p.x - p.h * 0.12} ${p.base - p.h * 0.38} L${p.x - p.h * 0.28} ${p.base - p.h * 0.35}Z`}
          />
        ))}
      </g>
      <rect y="900" width="1600" height="100" fill="#061a1c" />
    </svg>
  );
}

const BACKGROUNDS = { city: CityDuskBackground, coast: CoastBackground, mountains: MountainsBackground };

/** The drawing `name` (hero-section.tsx picks one of HERO_BACKGROUNDS and loads this module after the first paint). */
export function HeroBackground({ name }: { name: keyof typeof BACKGROUNDS }) {
  const Drawing = BACKGROUNDS[name];
  return <Drawing />;
}
