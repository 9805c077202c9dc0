import { EARLY_TAPS_GLOBAL } from './first-paint';

/**
 * The inline script (runs before any other): records each button tapped in #root, marked busy
 * (aria-busy) so the shopper sees the tap was taken, and each box ticked (undoing the tick, which
 * the replay makes; a second tap takes it back), and keeps a form in #root from being sent by the
 * browser (Enter in a field), recording its submitter.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var t=window.${EARLY_TAPS_GLOBAL}=[];` +
  `function a(b){if(!b||t.indexOf(b)>=0)return;t.push(b);` +
  `if(b.tagName==='BUTTON')b.setAttribute('aria-busy','true')}` +
  `function r(e){var c=e.target&&e.target.closest&&e.target.closest(` +
  `'#root button,#root input[type=checkbox],#root input[type=radio]');` +
  `if(c&&c.tagName==='INPUT'){e.preventDefault();var i=t.indexOf(c);if(i>=0)return t.splice(i,1)}` +
  `a(c)}` +
  `function s(e){var f=e.target;if(!f.closest||!f.closest('#root'))return;` +
  `e.preventDefault();a(e.submitter||f)}` +
  `document.addEventListener('click',r,true);document.addEventListener('submit',s,true);` +
  `t.stop=function(){document.removeEventListener('click',r,true);` +
  `document.removeEventListener('submit',s,true)}})();`;
