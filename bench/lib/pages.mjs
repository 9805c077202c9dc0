// The storefront pages the front-end part measures: home, the What's New list and the detail of
// the first product that list shows (a seeded product, so every run finds one).

/** @returns {Promise<{ path: string, label: string }[]>} */
export async function pagesOf(baseUrl) {
  const response = await fetch(`${baseUrl}/api/Products/getproduct.php?limit=1`).catch(
    () => undefined,
  );
  const list = response?.ok ? await response.json().catch(() => []) : [];
  const id = Array.isArray(list) ? list[0]?.ProductID : undefined;
  return [
    { path: '/', label: 'home' },
    { path: '/Items', label: "What's New list" },
    ...(id ? [{ path: `/Items/${id}`, label: 'product detail' }] : []),
  ];
}
