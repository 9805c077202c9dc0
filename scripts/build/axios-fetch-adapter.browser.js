// Browser builds' stand-in for axios' fetch adapter (lib/adapters/fetch.js): every browser has
// XMLHttpRequest, which axios picks first, so the fetch adapter never runs there.
// `false` is what axios' own getFetch answers where fetch is missing: "not supported".
export const getFetch = () => false;

export default false;
