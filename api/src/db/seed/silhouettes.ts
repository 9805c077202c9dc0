/** SVG silhouettes of the seed catalogue's product shots, drawn on an 800 x 800 canvas. */
export type Silhouette = 'watch' | 'bag' | 'jewellery' | 'shoes' | 'accessories';

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

export const SILHOUETTES: Record<Silhouette, (fill: string) => string> = {
  watch,
  bag,
  jewellery,
  shoes,
  accessories,
};
