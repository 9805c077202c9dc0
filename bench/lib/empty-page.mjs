// The front end's floor: a page with a heading and a line of text, served on a free loopback
// port, that Lighthouse loads in the same browser as the storefront. Its TBT is what the browser
// and Lighthouse cost on this host before any page of ours, as the bare /api/health route is the
// API's ceiling.
import { createServer } from 'node:http';

const HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Empty page</title><meta name="description" content="The bench's empty page."></head>
<body><h1>Empty page</h1><p>No styles, no images, no scripts.</p></body>
</html>`;

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serveEmptyPage() {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
