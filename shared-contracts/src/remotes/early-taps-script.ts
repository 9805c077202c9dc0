import { EARLY_TAPS_GLOBAL } from './first-paint';

/**
 * The inline script (runs before any other): records each button tapped in #root, marked busy
 * (aria-busy) so the shopper sees the tap was taken, and keeps a form in #root from being sent by
 * the browser (Enter in a field), recording its submitter. Boxes need nothing here: the browser
 * ticks them, and the shell reads the ticks as hydration starts.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var t=window.${EARLY_TAPS_GLOBAL}=[];` +
  `function a(b){if(!b||t.indexOf(b)>=0)return;t.push(b);` +
  `if(b.tagName==='BUTTON')b.setAttribute('aria-busy','true')}` +
  `function r(e){a(e.target&&e.target.closest&&e.target.closest('#root button'))}` +
  `function s(e){var f=e.target;if(!f.closest||!f.closest('#root'))return;` +
  `e.preventDefault();a(e.submitter||f)}` +
  `document.addEventListener('click',r,true);document.addEventListener('submit',s,true);` +
  `t.stop=function(){document.removeEventListener('click',r,true);` +
  `document.removeEventListener('submit',s,true)}})();`;
