/**
 * Illustrated interiors for the demo listings' photos (no stock photos can be downloaded here).
 * Each scene is an SVG of 1200×800 built from a palette; `listings-photos-render.ts` renders them
 * to JPEG once with Chromium, and the JPEGs are committed.
 */

export interface Palette {
  wall: string;
  wallShade: string;
  floor: string;
  floorShade: string;
  accent: string;
  accent2: string;
  wood: string;
  sky: [string, string];
}

export type SceneKind = 'workspace' | 'living' | 'bedroom' | 'kitchen' | 'balcony';

const W = 1200;
const H = 800;
const FLOOR_Y = 560;

function defs(p: Palette): string {
  return `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.wallShade}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floorShade}"/><stop offset="1" stop-color="${p.floor}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wood}"/><stop offset="1" stop-color="${shade(p.wood, -0.25)}"/></linearGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.07"/></feComponentTransfer></filter>
  </defs>`;
}

/** Lightens (positive) or darkens (negative) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.max(0, Math.min(255, v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function room(p: Palette): string {
  const planks = Array.from({ length: 14 }, (_, i) => {
    const x = -200 + i * 110;
    return `<line x1="${W / 2 + (x - W / 2) * 0.55}" y1="${FLOOR_Y}" x2="${x}" y2="${H}" stroke="${p.floorShade}" stroke-opacity="0.35" stroke-width="2"/>`;
  }).join('');
  return `
  <rect width="${W}" height="${FLOOR_Y}" fill="url(#wall)"/>
  <rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="url(#floor)"/>
  ${planks}
  <rect y="${FLOOR_Y - 14}" width="${W}" height="14" fill="${shade(p.wall, 0.5)}"/>`;
}

function windowFrame(x: number, y: number, w: number, h: number, p: Palette, view = skyline(p, x, y, w, h)): string {
  return `
  <rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="${shade(p.wall, 0.6)}"/>
  <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${view}</svg>
  <rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="${shade(p.wall, 0.6)}"/>
  <rect x="${x}" y="${y + h * 0.45}" width="${w}" height="10" fill="${shade(p.wall, 0.6)}"/>
  <rect x="${x - 24}" y="${y + h + 10}" width="${w + 48}" height="16" fill="${shade(p.wall, 0.45)}"/>
  <polygon points="${x},${y + h} ${x + w},${y + h} ${x + w + 160},${FLOOR_Y + 160} ${x - 120},${FLOOR_Y + 160}" fill="#fff" opacity="0.08"/>`;
}

function skyline(p: Palette, _x: number, _y: number, w: number, h: number): string {
  const blocks = [0.12, 0.3, 0.2, 0.42, 0.26, 0.36, 0.18, 0.33]
    .map((height, i) => {
      const bw = w / 8;
      const top = h * (1 - height) + 30;
      const windows = Array.from({ length: 5 }, (_, r) =>
        Array.from({ length: 2 }, (_, c) => `<rect x="${i * bw + 10 + c * (bw / 2 - 6)}" y="${top + 14 + r * 26}" width="${bw / 4}" height="12" fill="#fff" opacity="${0.25 + ((i + r + c) % 3) * 0.15}"/>`).join(''),
      ).join('');
      return `<rect x="${i * bw + 4}" y="${top}" width="${bw - 8}" height="${h - top}" fill="${shade(p.accent2, -0.35 + (i % 3) * 0.12)}"/>${windows}`;
    })
    .join('');
  return `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${w * 0.78}" cy="${h * 0.22}" r="${h * 0.08}" fill="#fff7d6" opacity="0.9"/>${blocks}`;
}

function seaView(p: Palette, w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * 0.25}" cy="${h * 0.3}" r="${h * 0.09}" fill="#fff4cc" opacity="0.9"/>
    <path d="M0 ${h * 0.62} L${w * 0.2} ${h * 0.48} L${w * 0.38} ${h * 0.6} L${w * 0.58} ${h * 0.44} L${w} ${h * 0.62} L${w} ${h} L0 ${h}Z" fill="${shade(p.accent2, -0.2)}" opacity="0.8"/>
    <rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="${shade(p.sky[0], -0.35)}"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${(i * w) / 9}" y1="${h * (0.72 + (i % 3) * 0.08)}" x2="${(i * w) / 9 + 60}" y2="${h * (0.72 + (i % 3) * 0.08)}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`).join('')}`;
}

function plant(x: number, y: number, scale: number, p: Palette): string {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -80 + i * 20;
    return `<ellipse cx="0" cy="-70" rx="18" ry="70" fill="${shade('#3f7d4e', (i % 3) * 0.1 - 0.1)}" transform="rotate(${angle})"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <g transform="translate(0 -80)">${leaves}</g>
    <path d="M-45 -80 L45 -80 L34 0 L-34 0Z" fill="${p.accent}"/>
    <ellipse cx="0" cy="4" rx="60" ry="10" fill="#000" opacity="0.15" filter="url(#soft)"/></g>`;
}

function frame(x: number, y: number, w: number, h: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(p.wood, -0.4)}"/>
    <rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="#f8f4ec"/>
    <circle cx="${x + w * 0.35}" cy="${y + h * 0.45}" r="${Math.min(w, h) * 0.18}" fill="${p.accent}"/>
    <rect x="${x + w * 0.45}" y="${y + h * 0.3}" width="${w * 0.3}" height="${h * 0.45}" fill="${p.accent2}" opacity="0.85"/>`;
}

function workspace(p: Palette): string {
  return `${room(p)}
  ${windowFrame(120, 110, 380, 330, p)}
  ${frame(800, 120, 200, 150, p)}
  <ellipse cx="760" cy="${FLOOR_Y + 120}" rx="360" ry="40" fill="#000" opacity="0.18" filter="url(#soft)"/>
  <rect x="520" y="430" width="520" height="26" rx="4" fill="url(#wood)"/>
  <rect x="545" y="456" width="18" height="200" fill="${shade(p.wood, -0.35)}"/>
  <rect x="995" y="456" width="18" height="200" fill="${shade(p.wood, -0.35)}"/>
  <rect x="640" y="260" width="260" height="160" rx="10" fill="#1f2328"/>
  <rect x="652" y="272" width="236" height="136" rx="4" fill="${shade(p.accent2, 0.35)}"/>
  <rect x="668" y="290" width="120" height="10" rx="5" fill="#fff" opacity="0.8"/>
  <rect x="668" y="310" width="190" height="8" rx="4" fill="#fff" opacity="0.5"/>
  <rect x="668" y="326" width="160" height="8" rx="4" fill="#fff" opacity="0.5"/>
  <rect x="760" y="420" width="20" height="12" fill="#2b2f35"/>
  <rect x="700" y="426" width="140" height="6" rx="3" fill="#2b2f35"/>
  <rect x="880" y="405" width="110" height="22" rx="3" fill="#c9ccd1"/>
  <path d="M560 430 L575 330 L600 330 L590 430Z" fill="${p.accent}"/><circle cx="588" cy="325" r="22" fill="#fff6d1" opacity="0.9"/>
  <g transform="translate(820 0)">
    <rect x="-70" y="470" width="150" height="24" rx="10" fill="${shade(p.accent, -0.2)}"/>
    <rect x="-60" y="350" width="130" height="130" rx="18" fill="${p.accent}"/>
    <rect x="0" y="494" width="10" height="110" fill="#2b2f35"/>
    <path d="M-50 640 L60 640" stroke="#2b2f35" stroke-width="10" stroke-linecap="round"/>
  </g>
  ${plant(1110, 660, 1.1, p)}`;
}

function living(p: Palette): string {
  return `${room(p)}
  ${windowFrame(760, 100, 320, 320, p)}
  ${frame(180, 150, 260, 170, p)}
  <rect x="470" y="140" width="180" height="14" fill="${shade(p.wood, -0.2)}"/>
  <rect x="490" y="104" width="26" height="36" fill="${p.accent}"/><rect x="524" y="96" width="20" height="44" fill="${p.accent2}"/><rect x="552" y="110" width="30" height="30" fill="${shade(p.wall, -0.3)}"/>
  <ellipse cx="480" cy="700" rx="420" ry="70" fill="${shade(p.accent2, 0.3)}" opacity="0.85"/>
  <ellipse cx="470" cy="620" rx="400" ry="40" fill="#000" opacity="0.18" filter="url(#soft)"/>
  <rect x="120" y="420" width="620" height="170" rx="30" fill="${p.accent}"/>
  <rect x="150" y="380" width="560" height="110" rx="26" fill="${shade(p.accent, 0.12)}"/>
  <rect x="100" y="450" width="70" height="150" rx="26" fill="${shade(p.accent, -0.12)}"/>
  <rect x="690" y="450" width="70" height="150" rx="26" fill="${shade(p.accent, -0.12)}"/>
  <rect x="220" y="400" width="130" height="90" rx="18" fill="${shade(p.accent2, 0.2)}" transform="rotate(-8 285 445)"/>
  <rect x="360" y="690" width="260" height="18" rx="6" fill="url(#wood)"/>
  <rect x="380" y="708" width="12" height="60" fill="${shade(p.wood, -0.35)}"/><rect x="588" y="708" width="12" height="60" fill="${shade(p.wood, -0.35)}"/>
  <circle cx="440" cy="682" r="14" fill="#fff"/><rect x="500" y="672" width="70" height="16" rx="3" fill="${p.accent2}"/>
  <path d="M1010 640 L1010 300" stroke="#2b2f35" stroke-width="8"/><path d="M960 300 L1060 300 L1040 240 L980 240Z" fill="#f5efe1"/>
  <circle cx="1010" cy="330" r="90" fill="#fff6d1" opacity="0.25" filter="url(#soft)"/>
  ${plant(900, 640, 0.9, p)}`;
}

function bedroom(p: Palette): string {
  return `${room(p)}
  ${windowFrame(860, 120, 240, 300, p)}
  <rect x="830" y="100" width="40" height="420" fill="${shade(p.accent2, 0.25)}"/><rect x="1090" y="100" width="40" height="420" fill="${shade(p.accent2, 0.25)}"/>
  ${frame(330, 150, 300, 150, p)}
  <ellipse cx="480" cy="700" rx="440" ry="50" fill="#000" opacity="0.18" filter="url(#soft)"/>
  <rect x="200" y="330" width="560" height="250" rx="16" fill="url(#wood)"/>
  <rect x="170" y="520" width="620" height="170" rx="20" fill="#f4f1ea"/>
  <rect x="170" y="560" width="620" height="130" rx="20" fill="${p.accent}"/>
  <rect x="170" y="560" width="620" height="24" fill="${shade(p.accent, 0.2)}"/>
  <rect x="230" y="450" width="210" height="100" rx="28" fill="#ffffff"/><rect x="520" y="450" width="210" height="100" rx="28" fill="#ffffff"/>
  <rect x="300" y="470" width="140" height="80" rx="22" fill="${shade(p.accent2, 0.3)}"/>
  <rect x="40" y="520" width="110" height="120" rx="8" fill="url(#wood)"/><rect x="810" y="520" width="110" height="120" rx="8" fill="url(#wood)"/>
  <path d="M95 520 L95 450" stroke="#2b2f35" stroke-width="6"/><path d="M60 450 L130 450 L115 400 L75 400Z" fill="#f5efe1"/>
  <circle cx="95" cy="460" r="70" fill="#fff6d1" opacity="0.3" filter="url(#soft)"/>
  ${plant(1080, 700, 0.8, p)}`;
}

function kitchen(p: Palette): string {
  const upper = Array.from({ length: 5 }, (_, i) => `<rect x="${100 + i * 150}" y="120" width="140" height="170" rx="6" fill="${p.accent}"/><rect x="${160 + i * 150}" y="255" width="20" height="6" rx="3" fill="#d9d3c7"/>`).join('');
  const lower = Array.from({ length: 5 }, (_, i) => `<rect x="${100 + i * 150}" y="470" width="140" height="170" rx="6" fill="${shade(p.accent, -0.12)}"/><rect x="${160 + i * 150}" y="490" width="20" height="6" rx="3" fill="#d9d3c7"/>`).join('');
  return `${room(p)}
  <rect x="90" y="300" width="760" height="150" fill="${shade(p.wall, 0.35)}"/>
  ${Array.from({ length: 24 }, (_, i) => `<rect x="${90 + (i % 12) * 63.3}" y="${300 + Math.floor(i / 12) * 75}" width="62" height="74" fill="none" stroke="${shade(p.wall, -0.05)}" stroke-width="2"/>`).join('')}
  ${upper}${lower}
  <rect x="80" y="440" width="790" height="32" rx="4" fill="#e9e4da"/>
  <rect x="420" y="400" width="110" height="40" rx="6" fill="#2b2f35"/><circle cx="450" cy="420" r="10" fill="#4b5057"/><circle cx="500" cy="420" r="10" fill="#4b5057"/>
  <path d="M660 440 L660 380 Q660 360 680 360 L700 360" stroke="#b9bcc2" stroke-width="8" fill="none"/>
  <rect x="250" y="405" width="60" height="35" rx="8" fill="${p.accent2}"/>
  ${windowFrame(930, 130, 190, 260, p)}
  <rect x="860" y="540" width="330" height="40" rx="6" fill="url(#wood)"/><rect x="880" y="580" width="290" height="120" fill="${shade(p.wood, -0.3)}"/>
  ${[940, 1060].map((x) => `<rect x="${x}" y="600" width="70" height="18" rx="6" fill="${p.accent2}"/><path d="M${x + 10} 618 L${x} 760 M${x + 60} 618 L${x + 70} 760" stroke="#2b2f35" stroke-width="6"/>`).join('')}
  ${[300, 600].map((x) => `<path d="M${x} 0 L${x} 70" stroke="#2b2f35" stroke-width="3"/><path d="M${x - 40} 110 Q${x} 50 ${x + 40} 110Z" fill="${p.accent2}"/><circle cx="${x}" cy="130" r="60" fill="#fff6d1" opacity="0.35" filter="url(#soft)"/>`).join('')}`;
}

function balcony(p: Palette): string {
  return `
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <svg width="${W}" height="${H * 0.85}" viewBox="0 0 ${W} ${H * 0.85}">${seaView(p, W, H * 0.85)}</svg>
  <rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${shade(p.floor, 0.1)}"/>
  ${Array.from({ length: 26 }, (_, i) => `<rect x="${i * 48}" y="${H * 0.52}" width="10" height="${H * 0.2}" fill="${shade(p.wall, 0.4)}"/>`).join('')}
  <rect y="${H * 0.5}" width="${W}" height="18" fill="${shade(p.wall, 0.5)}"/>
  <ellipse cx="640" cy="760" rx="300" ry="30" fill="#000" opacity="0.2" filter="url(#soft)"/>
  <circle cx="640" cy="640" r="110" fill="url(#wood)"/><rect x="630" y="650" width="20" height="110" fill="${shade(p.wood, -0.4)}"/>
  <rect x="600" y="600" width="60" height="30" rx="4" fill="#3b4048"/><circle cx="690" cy="612" r="16" fill="#fff"/>
  ${[420, 860].map((x) => `<rect x="${x - 70}" y="590" width="140" height="110" rx="20" fill="${p.accent}"/><rect x="${x - 60}" y="690" width="10" height="80" fill="#2b2f35"/><rect x="${x + 50}" y="690" width="10" height="80" fill="#2b2f35"/>`).join('')}
  ${plant(120, 780, 1.2, p)}${plant(1100, 780, 1, p)}`;
}

const scenes: Record<SceneKind, (p: Palette) => string> = { workspace, living, bedroom, kitchen, balcony };

/** The SVG document of one scene, with soft light and a little grain so it reads as a photo. */
export function sceneSvg(kind: SceneKind, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${defs(palette)}
  ${scenes[kind](palette)}
  <rect width="${W}" height="${H}" fill="url(#light)"/>
  <rect width="${W}" height="${H}" filter="url(#grain)"/>
</svg>`;
}
