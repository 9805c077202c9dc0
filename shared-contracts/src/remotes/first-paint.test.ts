import {
  endFirstPaint,
  FIRST_PAINT_DATA_ID,
  firstPaintData,
  hasFirstPaint,
  renderWithResponses,
} from './first-paint';

describe('first paint answers', () => {
  it('reads the responses embedded in the page until the first commit, then drops its styles', () => {
    document.head.innerHTML =
      '<style data-static-frame>a{}</style><style data-first-paint>b{}</style><style>c{}</style>';
    document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">{"/api/a":[1,2],"/api/empty":[]}</script>`;
    expect(hasFirstPaint()).toBe(true);
    expect(firstPaintData('/api/a')).toEqual([1, 2]);
    expect(firstPaintData('/api/empty')).toEqual([]);
    expect(firstPaintData('/api/other')).toBeUndefined();
    // The server's responses win inside a server render, and only there.
    expect(renderWithResponses({ '/api/a': 'server' }, () => firstPaintData('/api/a'))).toBe(
      'server',
    );
    expect(firstPaintData('/api/a')).toEqual([1, 2]);

    endFirstPaint();
    expect(firstPaintData('/api/a')).toBeUndefined();
    expect(document.head.innerHTML).toBe('<style>c{}</style>');
    // Server renders keep working after the browser's first paint has ended (tests, tools).
    expect(renderWithResponses({ '/api/a': 1 }, () => firstPaintData('/api/a'))).toBe(1);
  });
});
