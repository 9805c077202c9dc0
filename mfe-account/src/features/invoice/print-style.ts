import { createGlobalStyle } from 'styled-components';

/** The attribute of the invoice's own element: printing keeps it and what leads to it. */
export const INVOICE_DOCUMENT = 'data-invoice-document';

/**
 * Printing the invoice page prints the invoice alone: everything of the page (the shell's header,
 * menu, footer, overlays; the page's own buttons) that neither holds the invoice nor sits inside
 * it is left out, and what holds it loses its spacing.
 */
export const InvoicePrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 14mm;
    }
    body *:not([${INVOICE_DOCUMENT}], [${INVOICE_DOCUMENT}] *, :has([${INVOICE_DOCUMENT}])) {
      display: none !important;
    }
    body :has([${INVOICE_DOCUMENT}]) {
      margin: 0 !important;
      padding: 0 !important;
      min-height: 0 !important;
      max-width: none !important;
      border: 0 !important;
      background: none !important;
      box-shadow: none !important;
    }
    body {
      background: #fff !important;
    }
  }
`;
