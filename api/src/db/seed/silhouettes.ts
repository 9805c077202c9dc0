/** SVG silhouettes of the seed catalogue's product shots, drawn on an 800 x 800 canvas. */
export type Silhouette =
  'watch' | 'bag' | 'jewellery' | 'shoes' | 'accessories' | 'belt' | 'scarf' | 'cardHolder' | 'box';

const watch = (fill: string) => `
  <rect x="345" y="110" width="110" height="200" rx="26" fill="${fill}" opacity="0.85"/>
  <rect x="345" y="490" width="110" height="200" rx="26" fill="${fill}" opacity="0.85"/>
  <circle cx="400" cy="400" r="150" fill="url(#metal)"/>
  <circle cx="400" cy="400" r="124" fill="#0f1115"/>
  <circle cx="400" cy="400" r="118" fill="none" stroke="#c9a96e" stroke-width="2"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x1 = 400 + Math.sin(a) * 100;
    const y1 = 400 - Math.cos(a) * 100;
    const x2 = 400 + Math.sin(a) * 112;
    const y2 = 400 - Math.cos(a) * 112;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#e8d9b5" stroke-width="${i % 3 === 0 ? 6 : 3}"/>`;
  }).join('')}
  <line x1="400" y1="400" x2="400" y2="318" stroke="#f4ecd8" stroke-width="7" stroke-linecap="round"/>
  <line x1="400" y1="400" x2="462" y2="436" stroke="#f4ecd8" stroke-width="5" stroke-linecap="round"/>
  <circle cx="400" cy="400" r="9" fill="#c9a96e"/>
  <rect x="548" y="385" width="22" height="30" rx="5" fill="url(#metal)"/>`;

const bag = (fill: string) => `
  <path d="M300 300 C300 170 500 170 500 300" fill="none" stroke="${fill}" stroke-width="22" stroke-linecap="round"/>
  <path d="M210 300 L590 300 L630 640 Q630 660 610 660 L190 660 Q170 660 170 640 Z" fill="${fill}"/>
  <path d="M210 300 L590 300 L600 390 L200 390 Z" fill="#000" opacity="0.12"/>
  <rect x="370" y="370" width="60" height="44" rx="8" fill="url(#metal)"/>
  <line x1="200" y1="620" x2="600" y2="620" stroke="#fff" stroke-opacity="0.18" stroke-width="3" stroke-dasharray="10 8"/>`;

const jewellery = (fill: string) => `
  <ellipse cx="400" cy="420" rx="190" ry="150" fill="none" stroke="url(#metal)" stroke-width="44"/>
  <ellipse cx="400" cy="420" rx="190" ry="150" fill="none" stroke="${fill}" stroke-opacity="0.35" stroke-width="8"/>
  ${Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI + (i * Math.PI) / 8;
    return `<circle cx="${(400 + Math.cos(a) * 190).toFixed(1)}" cy="${(420 + Math.sin(a) * 150).toFixed(1)}" r="9" fill="#fffaf0"/>`;
  }).join('')}
  <path d="M400 215 l28 40 -28 40 -28 -40 Z" fill="#f7fbff" stroke="#c9a96e" stroke-width="4"/>`;

const shoes = (fill: string) => `
  <path d="M170 560 C250 560 330 520 400 430 C440 380 470 330 520 320 C560 312 600 330 620 370
           L640 560 Q640 600 600 600 L190 600 Q160 600 160 580 Z" fill="${fill}"/>
  <path d="M600 560 L620 690 L648 690 L640 560 Z" fill="${fill}"/>
  <path d="M170 585 L640 585" stroke="#b3122e" stroke-width="10"/>
  <path d="M430 420 C470 380 520 360 560 370" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>`;

const accessories = (fill: string) => `
  <circle cx="285" cy="420" r="115" fill="${fill}" stroke="url(#metal)" stroke-width="18"/>
  <circle cx="515" cy="420" r="115" fill="${fill}" stroke="url(#metal)" stroke-width="18"/>
  <path d="M380 395 Q400 370 420 395" fill="none" stroke="url(#metal)" stroke-width="16"/>
  <path d="M172 395 L110 350" stroke="url(#metal)" stroke-width="14" stroke-linecap="round"/>
  <path d="M628 395 L690 350" stroke="url(#metal)" stroke-width="14" stroke-linecap="round"/>
  <ellipse cx="250" cy="380" rx="40" ry="22" fill="#fff" opacity="0.18"/>
  <ellipse cx="480" cy="380" rx="40" ry="22" fill="#fff" opacity="0.18"/>`;

/** A rolled belt: the strap in a spiral, its buckle in front. */
const belt = (fill: string) => `
  <circle cx="400" cy="420" r="200" fill="none" stroke="${fill}" stroke-width="58"/>
  <circle cx="400" cy="420" r="130" fill="none" stroke="${fill}" stroke-width="58"/>
  <circle cx="400" cy="420" r="200" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
  <circle cx="400" cy="420" r="130" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
  <rect x="330" y="180" width="140" height="96" rx="18" fill="none" stroke="url(#metal)" stroke-width="20"/>
  <line x1="400" y1="190" x2="400" y2="266" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>`;

/** A silk square folded on the diagonal, with a printed border. */
const scarf = (fill: string) => `
  <path d="M400 160 L650 410 L400 660 L150 410 Z" fill="${fill}"/>
  <path d="M400 205 L605 410 L400 615 L195 410 Z" fill="none" stroke="#f4ecd8" stroke-opacity="0.55" stroke-width="6"/>
  <circle cx="400" cy="410" r="70" fill="none" stroke="url(#metal)" stroke-width="10"/>
  <path d="M150 410 L400 660 L420 700 L170 450 Z" fill="#000" opacity="0.2"/>`;

/** A card holder with its pockets. */
const cardHolder = (fill: string) => `
  <rect x="220" y="250" width="360" height="330" rx="22" fill="${fill}"/>
  <path d="M220 330 L580 330" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>
  <path d="M220 400 L580 400" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>
  <rect x="250" y="210" width="240" height="120" rx="10" fill="#f4ecd8" opacity="0.85"/>
  <rect x="365" y="470" width="70" height="40" rx="6" fill="url(#metal)"/>`;

/** A presentation box, open, with its cushion. */
const box = (fill: string) => `
  <path d="M200 300 L600 300 L640 230 L240 230 Z" fill="${fill}" opacity="0.8"/>
  <rect x="200" y="300" width="400" height="330" rx="12" fill="${fill}"/>
  <rect x="240" y="340" width="320" height="190" rx="10" fill="#f4ecd8" opacity="0.9"/>
  <ellipse cx="400" cy="435" rx="90" ry="60" fill="none" stroke="url(#metal)" stroke-width="16"/>
  <rect x="375" y="560" width="50" height="30" rx="5" fill="url(#metal)"/>`;

export const SILHOUETTES: Record<Silhouette, (fill: string) => string> = {
  watch,
  bag,
  jewellery,
  shoes,
  accessories,
  belt,
  scarf,
  cardHolder,
  box,
};

/** Accessories drawn as what they are rather than as the category's sunglasses. */
const BY_NAME: [RegExp, Silhouette][] = [
  [/\bbelt\b/i, 'belt'],
  [/\b(scarf|carre)\b/i, 'scarf'],
  [/\b(organizer|wallet|card holder)\b/i, 'cardHolder'],
  [/\bbox\b/i, 'box'],
];

/** The silhouette of an item: from its name where one fits, else its category's. */
export const silhouetteFor = (name: string, category: Silhouette): Silhouette =>
  BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? category;
