import type { Language } from '../../contracts';
import { absolute, type Block, type MailContent, type Row, type TemplateContext } from './content';
import { escapeHtml } from '../../html-escape';

const COLORS = {
  page: '#f3efe8',
  card: '#ffffff',
  footer: '#faf8f4',
  border: '#e7e1d7',
  ink: '#161514',
  text: '#2b2926',
  muted: '#6f6a63',
  accent: '#9c7a45',
  accentDark: '#7d6136',
};
const SERIF = "Didot, 'Bodoni 72', 'Playfair Display', Georgia, 'Times New Roman', serif";
const FONTS: Record<Language, { body: string; heading: string }> = {
  en: { body: "'Helvetica Neue', Helvetica, Arial, sans-serif", heading: SERIF },
  ar: {
    body: "'Noto Naskh Arabic', 'Geeza Pro', 'Segoe UI', Tahoma, Arial, sans-serif",
    heading: "'Noto Naskh Arabic', 'Geeza Pro', 'Segoe UI', Tahoma, Arial, sans-serif",
  },
};

const lines = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

interface Page extends TemplateContext {
  /** The recipient's name, greeted first. */
  name: string;
}

/** Left to right or right to left, and the side a line starts on. */
function sides(language: Language) {
  const rtl = language === 'ar';
  return { dir: rtl ? 'rtl' : 'ltr', start: rtl ? 'right' : 'left', end: rtl ? 'left' : 'right' };
}

function rowsHtml(rows: Row[], page: Page): string {
  const { start, end } = sides(page.language);
  const cells = rows.map((row) => {
    const weight = row.strong ? `font-weight:700;color:${COLORS.ink};` : '';
    const border = row.strong ? 'none' : `1px solid ${COLORS.border}`;
    const cell = `padding:10px 0;border-bottom:${border};vertical-align:top;${weight}`;
    return `<tr><td style="${cell}text-align:${start};">${lines(row.label)}</td><td style="${cell}padding-${start}:16px;text-align:${end};white-space:nowrap;">${lines(row.value)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 20px;font-size:14px;">${cells.join('')}</table>`;
}

function buttonHtml(label: string, href: string, page: Page): string {
  const spacing = page.language === 'en' ? 'letter-spacing:0.12em;text-transform:uppercase;' : '';
  const size = page.language === 'en' ? 13 : 15;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${COLORS.ink}" style="background-color:${COLORS.ink};border-radius:2px;text-align:center;"><a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONTS[page.language].body};font-size:${size}px;font-weight:600;${spacing}line-height:1.3;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a></td></tr></table>`;
}

function blockHtml(block: Block, page: Page): string {
  switch (block.type) {
    case 'text':
      return `<p style="margin:0 0 16px;">${lines(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;color:${COLORS.muted};">${lines(block.text)}</p>`;
    case 'rows':
      return rowsHtml(block.rows, page);
    case 'action':
      return buttonHtml(block.label, absolute(page.site, block.href), page);
  }
}

/** The mail as HTML: tables and inline styles only, as mail clients render them. */
export function layoutHtml(content: MailContent, page: Page): string {
  const { dir, start } = sides(page.language);
  const fonts = FONTS[page.language];
  const size = page.language === 'ar' ? 16 : 15;
  const body = content.blocks.map((block) => blockHtml(block, page)).join('\n');
  const first = content.blocks.find((block) => block.type === 'text');
  const footnote = content.footnote
    ? `<p style="margin:0 0 10px;">${lines(content.footnote)}</p>`
    : '';
  // The wordmark is text, not a link: a mail's first link is its action.
  return `<!DOCTYPE html>
<html lang="${page.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;">${first?.type === 'text' ? escapeHtml(first.text) : ''}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="width:100%;background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="width:100%;max-width:600px;background-color:${COLORS.card};border:1px solid ${COLORS.border};">
<tr><td align="center" dir="ltr" style="padding:28px 24px 22px;border-bottom:1px solid ${COLORS.border};text-align:center;">
<span style="font-family:${SERIF};font-size:24px;letter-spacing:0.34em;padding-left:0.34em;color:${COLORS.accent};">RELUXE</span>
</td></tr>
<tr><td dir="${dir}" align="${start}" style="padding:32px 24px 12px;font-family:${fonts.body};font-size:${size}px;line-height:1.6;color:${COLORS.text};text-align:${start};">
<h1 style="margin:0 0 20px;font-family:${fonts.heading};font-size:24px;line-height:1.3;font-weight:normal;color:${COLORS.ink};">${escapeHtml(content.heading)}</h1>
<p style="margin:0 0 16px;">${escapeHtml(page.copy.greeting(page.name))}</p>
${body}
<p style="margin:8px 0 16px;">${escapeHtml(page.copy.signature)}</p>
</td></tr>
<tr><td dir="${dir}" align="${start}" bgcolor="${COLORS.footer}" style="padding:20px 24px 24px;border-top:1px solid ${COLORS.border};background-color:${COLORS.footer};font-family:${fonts.body};font-size:12px;line-height:1.6;color:${COLORS.muted};text-align:${start};">
${footnote}<p style="margin:0 0 6px;">${escapeHtml(page.copy.footer.tagline)}</p>
<p style="margin:0;"><a href="${escapeHtml(absolute(page.site, '/accountDetails'))}" style="color:${COLORS.accentDark};text-decoration:underline;">${escapeHtml(page.copy.footer.language)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function blockText(block: Block, site: string): string {
  switch (block.type) {
    case 'text':
    case 'note':
      return block.text;
    case 'rows':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'action':
      return `${block.label}: ${absolute(site, block.href)}`;
  }
}

/** The same mail as plain text, for clients that show no HTML. */
export function layoutText(content: MailContent, page: Page): string {
  const footer = [
    ...(content.footnote ? [content.footnote] : []),
    page.copy.footer.tagline,
    `${page.copy.footer.language}: ${absolute(page.site, '/accountDetails')}`,
  ];
  return [
    content.heading,
    page.copy.greeting(page.name),
    ...content.blocks.map((block) => blockText(block, page.site)),
    page.copy.signature,
    `--\n${footer.join('\n')}`,
  ].join('\n\n');
}
