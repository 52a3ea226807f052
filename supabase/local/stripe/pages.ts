// HTML for the stand-in's hosted checkout page and the local payments list (no scripts, no remote assets).

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Formats minor units as money, e.g. 9900 usd → $99.00. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
  body { margin: 0; background: #f1f5f4; }
  main { max-width: 30rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
  main.wide { max-width: 64rem; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: .25rem .625rem; border-radius: 999px; background: #fde68a; color: #3b2f04; font-size: .8125rem; font-weight: 600; }
  h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 .5rem; color: #0b3b36; }
  .card { background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 10px 30px -12px rgba(11,59,54,.25); }
  .summary { margin: 0 0 1.5rem; color: #3e4c59; }
  label { display: block; font-weight: 600; font-size: .9375rem; margin: 1rem 0 .375rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .75rem; border: 1px solid #7b8794; border-radius: .625rem; background: #fff; }
  input:focus { outline: 3px solid #0f766e; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  .error { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: .625rem; background: #fee2e2; color: #7f1d1d; font-weight: 600; }
  button, .button { display: inline-block; box-sizing: border-box; font: inherit; font-weight: 700; border: 0; border-radius: .75rem; padding: .875rem 1.25rem; cursor: pointer; text-decoration: none; text-align: center; }
  .primary { width: 100%; margin-top: 1.5rem; background: #0f5c55; color: #fff; }
  .secondary { background: #e4e7eb; color: #1f2933; }
  .cancel { display: block; margin-top: 1rem; text-align: center; color: #0f5c55; font-weight: 600; }
  .hint { margin-top: 1.5rem; font-size: .875rem; color: #3e4c59; }
  .table-wrap { overflow-x: auto; background: #fff; border-radius: 1rem; box-shadow: 0 10px 30px -12px rgba(11,59,54,.25); }
  table { width: 100%; border-collapse: collapse; }
  caption { text-align: left; padding: 1rem .75rem .75rem; color: #3e4c59; }
  td.nowrap { white-space: nowrap; }
  td.id { word-break: break-all; min-width: 9rem; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .8125rem; }
  th, td { text-align: left; padding: .75rem; border-bottom: 1px solid #e4e7eb; font-size: .9375rem; vertical-align: middle; }
  th { background: #f5f7fa; }
  @media (prefers-reduced-motion: no-preference) { button, .button { transition: filter .15s; } button:hover { filter: brightness(1.1); } }
`;

function layout(title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${wide ? ' class="wide"' : ''}>
<p class="badge">Test mode · local Stripe stand-in</p>
${body}
</main>
</body>
</html>`;
}

/** What the checkout page shows and pre-fills. */
export interface CheckoutPageModel {
  heading: string;
  amountLabel: string;
  action: string;
  cancelUrl: string | null;
  email: string;
  error?: { message: string; field: 'email' | 'card_number' | 'card_expiry' | 'card_cvc' };
  values?: { cardNumber?: string; cardExpiry?: string };
}

/** The hosted checkout page with the test card form. */
export function checkoutPage(model: CheckoutPageModel): string {
  const invalid = (field: string) =>
    model.error?.field === field ? ' aria-invalid="true" aria-describedby="payment-error"' : '';
  const error = model.error
    ? `<p class="error" id="payment-error" role="alert">${escapeHtml(model.error.message)}</p>`
    : '';
  const cancel = model.cancelUrl ? `<a class="cancel" href="${escapeHtml(model.cancelUrl)}">Cancel</a>` : '';
  return layout(
    `Checkout · ${model.heading}`,
    `<div class="card">
<h1>${escapeHtml(model.heading)}</h1>
<p class="summary">Pay ${escapeHtml(model.amountLabel)} once to reserve your spot.</p>
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${error}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(model.email)}"${invalid('email')}>
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required value="${escapeHtml(model.values?.cardNumber ?? '')}"${invalid('card_number')}>
<div class="row">
<div><label for="card-expiry">Expiry (MM / YY)</label>
<input id="card-expiry" name="card_expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${escapeHtml(model.values?.cardExpiry ?? '')}"${invalid('card_expiry')}></div>
<div><label for="card-cvc">CVC</label>
<input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required${invalid('card_cvc')}></div>
</div>
<button class="primary" type="submit">Pay ${escapeHtml(model.amountLabel)}</button>
</form>
${cancel}
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 0259 pays but is disputed, so it cannot be refunded. Any future expiry and any 3-digit CVC.</p>
</div>`,
  );
}

/** A short page for sessions that can no longer be paid. */
export function messagePage(
  heading: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const action = link
    ? `<a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`
    : '';
  return layout(
    heading,
    `<div class="card"><h1>${escapeHtml(heading)}</h1><p class="summary">${escapeHtml(message)}</p>${action}</div>`,
  );
}

/** One row of the local payments list. */
export interface PaymentRow {
  paymentIntentId: string;
  sessionId: string;
  email: string;
  amountLabel: string;
  refundedLabel: string | null;
  createdAt: string;
  webhook: string;
}

/** The /__payments page: every local payment with a Refund button. */
export function paymentsPage(rows: PaymentRow[]): string {
  const body = rows.length
    ? rows
        .map(
          (row) => `<tr>
<td class="nowrap">${escapeHtml(row.createdAt)}</td>
<td class="id">${escapeHtml(row.sessionId)}</td>
<td>${escapeHtml(row.email)}</td>
<td>${escapeHtml(row.amountLabel)}</td>
<td>${row.refundedLabel ? `Refunded ${escapeHtml(row.refundedLabel)}` : 'Paid'}</td>
<td>${escapeHtml(row.webhook)}</td>
<td>${
            row.refundedLabel
              ? '—'
              : `<form method="post" action="/__payments/${encodeURIComponent(row.paymentIntentId)}/refund"><button class="secondary" type="submit" aria-label="Refund ${escapeHtml(row.amountLabel)} paid by ${escapeHtml(row.email)}">Refund</button></form>`
          }</td>
</tr>`,
        )
        .join('\n')
    : '<tr><td colspan="7">No payments yet.</td></tr>';
  return layout(
    'Local payments',
    `<h1>Local payments</h1>
<div class="table-wrap">
<table>
<caption>Payments made on this machine's Stripe stand-in. Refund sends a signed charge.refunded webhook.</caption>
<thead><tr><th scope="col">Paid at</th><th scope="col">Checkout session</th><th scope="col">Email</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Last webhook</th><th scope="col">Action</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</div>`,
    true,
  );
}
