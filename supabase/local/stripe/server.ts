// A local stand-in for the Stripe API, the hosted Checkout page and webhook delivery, for the real `stripe` SDK
// configured with { host: '127.0.0.1', port, protocol: 'http' }. State lives in memory for the process lifetime.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, str, stringList, stringMap, type Param, type Params } from './form';
import { checkoutPage, formatMoney, messagePage, paymentsPage, type CheckoutPageModel } from './pages';
import { deliverWebhook, type DeliveryResult } from './webhooks';

/** Options for {@link startStripeStandin}. */
export interface StripeStandinOptions {
  /** Port on 127.0.0.1; 12111 by default, 0 for a free port. */
  port?: number;
  /** Where signed events are POSTed (the stripe-webhook function); events are only logged when absent. */
  webhookUrl?: string;
  /** The shared webhook signing secret (STRIPE_WEBHOOK_SECRET of the functions). */
  webhookSecret: string;
  /** Prices the stand-in knows; the local deposit price by default. */
  prices?: { id: string; unitAmount: number; currency: string; productName: string }[];
  /** Business name shown on the checkout page. */
  businessName?: string;
}

/** A running stand-in. */
export interface StripeStandin {
  url: string;
  port: number;
  /** Every event created so far, oldest first, with its last delivery result. */
  events(): { event: StripeEvent; delivery: DeliveryResult | null }[];
  stop(): Promise<void>;
}

/** The deposit price seeded locally (STRIPE_DEPOSIT_PRICE_ID / VITE_STRIPE_DEPOSIT_PRICE_ID). */
export const LOCAL_DEPOSIT_PRICE_ID = 'price_local_deposit_99';
const DEFAULT_PORT = 12111;
const API_VERSION = '2026-10-28.endive';
const SUCCESS_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
/**
 * Stripe's test card whose payment succeeds and is then disputed (https://docs.stripe.com/testing#disputes). A
 * disputed charge cannot be refunded: Stripe refuses with the error code `charge_disputed`
 * (https://docs.stripe.com/error-codes#charge-disputed). The stand-in marks the charge disputed at once (it sends no
 * charge.dispute.created, which DoorKeep does not handle), which makes
 * this the card to pay with when a test needs a refund that Stripe declines.
 */
const DISPUTED_CARD = '4000000000000259';
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000];
const NOT_SENT = 'no webhook URL configured';

type Json = Record<string, unknown>;

/** An event as Stripe sends it. */
export interface StripeEvent extends Json {
  id: string;
  type: string;
  data: { object: Json };
}

interface Price extends Json {
  id: string;
  currency: string;
  unit_amount: number;
  product: string;
}

interface Session extends Json {
  id: string;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  line_items_data: { price: string; quantity: number }[];
  payment_intent_metadata: Record<string, string>;
}

interface Charge extends Json {
  id: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string;
  refunded: boolean;
  disputed: boolean;
  receipt_email: string | null;
  refunds: { object: 'list'; data: Json[]; has_more: boolean; total_count: number; url: string };
}

interface PaymentIntent extends Json {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  latest_charge: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalidRequest = (message: string, param?: string, code?: string, status = 400) =>
  new ApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const noSuch = (kind: string, id: string, param = 'id') =>
  invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Json).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function describeDelivery(delivery: DeliveryResult | null | undefined): string {
  if (!delivery) return 'sending';
  if (delivery.ok) return `delivered (${delivery.status})`;
  if (delivery.status === null && delivery.error === NOT_SENT) return `not sent (${NOT_SENT})`;
  return `failed (${delivery.status ?? delivery.error})`;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Starts the Stripe stand-in on 127.0.0.1 and resolves once it listens. */
export async function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const businessName = options.businessName ?? 'DoorKeep';
  const customers = new Map<
    string,
    Json & { id: string; email: string | null; metadata: Record<string, string> }
  >();
  const sessions = new Map<string, Session>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Json & { id: string }>();
  const prices = new Map<string, Price>();
  const productNames = new Map<string, string>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const eventLog: { event: StripeEvent; delivery: DeliveryResult | null }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  for (const price of options.prices ?? [
    { id: LOCAL_DEPOSIT_PRICE_ID, unitAmount: 9900, currency: 'usd', productName: 'Reserve Spot' },
  ]) {
    const productId = `prod_${price.id.replace(/^price_/, '')}`;
    productNames.set(productId, price.productName);
    prices.set(price.id, {
      id: price.id,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: price.currency,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: productId,
      recurring: null,
      type: 'one_time',
      unit_amount: price.unitAmount,
      unit_amount_decimal: String(price.unitAmount),
    });
  }

  // ---- Events and webhook delivery ----

  function createEvent(type: string, object: Json): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: clone(object) },
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    eventLog.push({ event, delivery: null });
    return event;
  }

  async function send(event: StripeEvent, attempt = 0): Promise<DeliveryResult> {
    const entry = eventLog.find((item) => item.event.id === event.id);
    if (!options.webhookUrl) {
      const skipped = { ok: false, status: null, error: NOT_SENT };
      if (entry) entry.delivery = skipped;
      return skipped;
    }
    const result = await deliverWebhook(
      options.webhookUrl,
      JSON.stringify(event, null, 2),
      options.webhookSecret,
    );
    if (entry) entry.delivery = result;
    if (!result.ok) {
      console.warn(
        `[stripe-standin] ${event.type} ${event.id} → ${options.webhookUrl}: ${result.status ?? result.error}`,
      );
      // Like Stripe, keep retrying a failed delivery for a while.
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void send(event, attempt + 1);
        }, delay);
        timer.unref();
        timers.add(timer);
      }
    }
    return result;
  }

  // ---- Object views ----

  function lineItems(session: Session): Json {
    return {
      object: 'list',
      data: session.line_items_data.map((item, index) => {
        const price = prices.get(item.price)!;
        const amount = price.unit_amount * item.quantity;
        return {
          id: `li_${session.id.slice(3, 20)}${index}`,
          object: 'item',
          amount_discount: 0,
          amount_subtotal: amount,
          amount_tax: 0,
          amount_total: amount,
          currency: price.currency,
          description: productNames.get(price.product) ?? price.product,
          price: clone(price),
          quantity: item.quantity,
        };
      }),
      has_more: false,
      url: `/v1/checkout/sessions/${session.id}/line_items`,
    };
  }

  function sessionView(session: Session): Json {
    const { line_items_data: _items, payment_intent_metadata: _metadata, ...view } = session;
    return clone(view);
  }

  function expand(object: Json, fields: string[], session?: Session): Json {
    const result = clone(object);
    for (const field of fields) {
      const [head] = field.split('.');
      const value = result[head];
      if (head === 'line_items' && session) result.line_items = lineItems(session);
      else if (typeof value === 'string') {
        const found =
          customers.get(value) ??
          paymentIntents.get(value) ??
          charges.get(value) ??
          prices.get(value) ??
          null;
        if (found) result[head] = clone(found);
      }
    }
    return result;
  }

  function list(data: Json[], url: string, limit: Param | undefined): Json {
    const max = Math.min(Math.max(Number(str(limit) ?? 10) || 10, 1), 100);
    return { object: 'list', data: data.slice(0, max), has_more: data.length > max, url };
  }

  // ---- API ----

  function createCustomer(params: Params): Json {
    const customer = {
      id: newId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params.description) ?? null,
      email: str(params.email) ?? null,
      invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: stringMap(params.metadata),
      name: str(params.name) ?? null,
      phone: str(params.phone) ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function searchCustomers(query: string): Json[] {
    const clauses = query.split(/\s+AND\s+/i).map((clause) => {
      const match = /^\s*(email|name|metadata\[['"]([^'"]+)['"]\])\s*:\s*['"](.*)['"]\s*$/.exec(clause);
      if (!match) throw invalidRequest(`The stand-in cannot search for: ${clause}`, 'query');
      return { field: match[1], metadataKey: match[2], value: match[3] };
    });
    return [...customers.values()].filter((customer) =>
      clauses.every(({ field, metadataKey, value }) =>
        metadataKey ? customer.metadata[metadataKey] === value : customer[field] === value,
      ),
    );
  }

  function createSession(params: Params): { session: Session } {
    const mode = str(params.mode);
    if (!mode) throw invalidRequest('Missing required param: mode.', 'mode', 'parameter_missing');
    if (mode !== 'payment')
      throw invalidRequest(`The local Stripe stand-in only supports mode=payment, not '${mode}'.`, 'mode');
    const successUrl = str(params.success_url);
    if (!successUrl)
      throw invalidRequest('Missing required param: success_url.', 'success_url', 'parameter_missing');
    if (!isHttpUrl(successUrl)) throw invalidRequest('Not a valid URL', 'success_url', 'url_invalid');
    const cancelUrl = str(params.cancel_url) ?? null;
    if (cancelUrl && !isHttpUrl(cancelUrl))
      throw invalidRequest('Not a valid URL', 'cancel_url', 'url_invalid');
    const customer = str(params.customer) ?? null;
    if (customer && !customers.has(customer)) throw noSuch('customer', customer, 'customer');

    const rawItems = Array.isArray(params.line_items) ? params.line_items : [];
    if (rawItems.length === 0)
      throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
    const items = rawItems.map((raw, index) => {
      const item = (typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Params;
      const priceId = str(item.price);
      if (!priceId)
        throw invalidRequest(
          'Missing required param: line_items[0][price].',
          `line_items[${index}][price]`,
          'parameter_missing',
        );
      if (!prices.has(priceId)) throw noSuch('price', priceId, `line_items[${index}][price]`);
      const quantity = Number(str(item.quantity) ?? '1');
      if (!Number.isInteger(quantity) || quantity < 1)
        throw invalidRequest('Invalid positive integer', `line_items[${index}][quantity]`);
      return { price: priceId, quantity };
    });
    const currencies = new Set(items.map((item) => prices.get(item.price)!.currency));
    if (currencies.size > 1) throw invalidRequest('All line items must use the same currency.', 'line_items');
    const amount = items.reduce((sum, item) => sum + prices.get(item.price)!.unit_amount * item.quantity, 0);
    const paymentIntentData = params.payment_intent_data as Params | undefined;

    const id = newId('cs_test', 58);
    const created = now();
    const session: Session = {
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, status: null },
      billing_address_collection: null,
      cancel_url: cancelUrl,
      client_reference_id: str(params.client_reference_id) ?? null,
      created,
      currency: [...currencies][0],
      customer,
      customer_creation: customer ? null : 'if_required',
      customer_details: null,
      customer_email: str(params.customer_email) ?? null,
      expires_at: created + 24 * 60 * 60,
      invoice: null,
      livemode: false,
      locale: null,
      metadata: stringMap(params.metadata),
      mode,
      payment_intent: null,
      payment_link: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${baseUrl}/c/pay/${id}`,
      line_items_data: items,
      payment_intent_metadata: stringMap(paymentIntentData?.metadata),
    };
    sessions.set(id, session);
    return { session };
  }

  function refundCharge(charge: Charge, amountParam: string | undefined, metadata: Record<string, string>) {
    if (charge.disputed === true)
      throw invalidRequest(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      );
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0)
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const amount = amountParam === undefined ? remaining : Number(amountParam);
    if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatMoney(amount || 0, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata,
      payment_intent: charge.payment_intent,
      reason: null,
      receipt_number: null,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    charge.refunds.data.unshift(clone(refund));
    charge.refunds.total_count += 1;
    // Stripe sends refund.created for the new refund and charge.refunded for the charge
    // (https://docs.stripe.com/api/events/types#event_types-refund.created, #event_types-charge.refunded).
    const created = createEvent('refund.created', refund);
    return { refund, event: createEvent('charge.refunded', charge), created };
  }

  function createRefund(params: Params): Json {
    const chargeId = str(params.charge);
    const paymentIntentId = str(params.payment_intent);
    let charge: Charge | undefined;
    if (chargeId) {
      charge = charges.get(chargeId);
      if (!charge) throw noSuch('charge', chargeId, 'charge');
    } else if (paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw noSuch('payment_intent', paymentIntentId, 'payment_intent');
      charge = charges.get(intent.latest_charge);
    } else {
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    }
    if (!charge)
      throw invalidRequest(
        'This PaymentIntent does not have a successful charge to refund.',
        'payment_intent',
      );
    const { refund, event, created } = refundCharge(charge, str(params.amount), stringMap(params.metadata));
    // Stripe delivers events asynchronously after answering the API call.
    void send(created).then(() => send(event));
    return refund;
  }

  function route(method: string, segments: string[], params: Params): Json {
    // Namespaced resources (checkout/sessions) take two path segments.
    const namespaced = segments[0] === 'checkout';
    const resource = namespaced ? segments.slice(0, 2).join('/') : segments[0];
    const [id, sub] = segments.slice(namespaced ? 2 : 1);
    const key = `${method} ${resource}${id === undefined ? '' : id === 'search' ? '/search' : '/:id'}${sub ? `/${sub}` : ''}`;
    const expandFields = stringList(params.expand);
    switch (key) {
      case 'POST customers':
        return expand(createCustomer(params), expandFields);
      case 'GET customers': {
        const email = str(params.email);
        const data = [...customers.values()].filter((c) => !email || c.email === email).reverse();
        return list(data, '/v1/customers', params.limit);
      }
      case 'GET customers/search': {
        const data = searchCustomers(str(params.query) ?? '');
        return {
          object: 'search_result',
          data,
          has_more: false,
          next_page: null,
          url: '/v1/customers/search',
        };
      }
      case 'GET customers/:id': {
        const customer = customers.get(id);
        if (!customer) throw noSuch('customer', id);
        return expand(customer, expandFields);
      }
      case 'POST customers/:id': {
        const customer = customers.get(id);
        if (!customer) throw noSuch('customer', id);
        for (const field of ['email', 'name', 'phone', 'description'] as const) {
          if (str(params[field]) !== undefined) customer[field] = str(params[field]) || null;
        }
        if (params.metadata) customer.metadata = { ...customer.metadata, ...stringMap(params.metadata) };
        return expand(customer, expandFields);
      }
      case 'GET prices/:id': {
        const price = prices.get(id);
        if (!price) throw noSuch('price', id);
        return clone(price);
      }
      case 'POST checkout/sessions': {
        const { session } = createSession(params);
        return expand(sessionView(session), expandFields, session);
      }
      case 'GET checkout/sessions': {
        const customer = str(params.customer);
        const intent = str(params.payment_intent);
        const data = [...sessions.values()]
          .filter((s) => (!customer || s.customer === customer) && (!intent || s.payment_intent === intent))
          .reverse()
          .map(sessionView);
        return list(data, '/v1/checkout/sessions', params.limit);
      }
      case 'GET checkout/sessions/:id': {
        const session = sessions.get(id);
        if (!session) throw noSuch('checkout.session', id);
        return expand(sessionView(session), expandFields, session);
      }
      case 'GET checkout/sessions/:id/line_items': {
        const session = sessions.get(id);
        if (!session) throw noSuch('checkout.session', id);
        return lineItems(session);
      }
      case 'POST checkout/sessions/:id/expire': {
        const session = sessions.get(id);
        if (!session) throw noSuch('checkout.session', id);
        if (session.status !== 'open')
          throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`);
        session.status = 'expired';
        session.url = null;
        void send(createEvent('checkout.session.expired', sessionView(session)));
        return sessionView(session);
      }
      case 'GET payment_intents/:id': {
        const intent = paymentIntents.get(id);
        if (!intent) throw noSuch('payment_intent', id);
        return expand(intent, expandFields);
      }
      case 'GET charges/:id': {
        const charge = charges.get(id);
        if (!charge) throw noSuch('charge', id);
        return expand(charge, expandFields);
      }
      case 'POST refunds':
        return createRefund(params);
      case 'GET refunds/:id': {
        const refund = refunds.get(id);
        if (!refund) throw noSuch('refund', id);
        return clone(refund);
      }
      default:
        throw invalidRequest(
          `Unrecognized request URL (${method}: /v1/${segments.join('/')}). The local Stripe stand-in implements only what DoorKeep uses.`,
          undefined,
          undefined,
          404,
        );
    }
  }

  function sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(payload),
      'Request-Id': newId('req', 14),
      'Stripe-Version': API_VERSION,
      'Cache-Control': 'no-cache, no-store',
      ...headers,
    });
    res.end(payload);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const authorization = req.headers.authorization ?? '';
    const apiKey = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
    if (!/^(sk|rk)_/.test(apiKey)) {
      sendJson(res, 401, {
        error: {
          type: 'invalid_request_error',
          message: apiKey
            ? 'Invalid API Key provided. The local Stripe stand-in accepts any key starting with sk_.'
            : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        },
      });
      return;
    }
    const body = method === 'GET' || method === 'DELETE' ? '' : await readBody(req);
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(body) };
    const segments = url.pathname.split('/').slice(2).filter(Boolean).map(decodeURIComponent);
    const idempotencyKey = req.headers['idempotency-key'];
    const keyHeader: Record<string, string> =
      typeof idempotencyKey === 'string' && idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
    const cacheKey =
      method === 'POST' && typeof idempotencyKey === 'string' && idempotencyKey
        ? `${apiKey}\u0000${idempotencyKey}`
        : null;
    const fingerprint = `${method} ${url.pathname} ${sortedJson(params)}`;

    if (cacheKey) {
      const previous = idempotency.get(cacheKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          sendJson(
            res,
            400,
            {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
            keyHeader,
          );
          return;
        }
        sendJson(res, previous.status, previous.body, { ...keyHeader, 'Idempotent-Replayed': 'true' });
        return;
      }
    }

    let status = 200;
    let result: Json;
    try {
      result = route(method, segments, params);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      result = { error: error.body };
    }
    if (cacheKey) idempotency.set(cacheKey, { fingerprint, status, body: result });
    sendJson(res, status, result, keyHeader);
  }

  // ---- Hosted checkout page ----

  function pageModel(session: Session, extra: Partial<CheckoutPageModel> = {}): CheckoutPageModel {
    const names = session.line_items_data.map((item) => {
      const price = prices.get(item.price)!;
      return productNames.get(price.product) ?? price.product;
    });
    const amountLabel = formatMoney(session.amount_total, session.currency);
    const customerEmail = session.customer ? customers.get(session.customer)?.email : null;
    return {
      heading: `${businessName} — ${names.join(', ')} — ${amountLabel}`,
      amountLabel,
      action: `/c/pay/${session.id}`,
      cancelUrl: session.cancel_url,
      email: session.customer_email ?? customerEmail ?? '',
      ...extra,
    };
  }

  function sendHtml(res: ServerResponse, status: number, html: string) {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http: https:; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(html);
  }

  function redirect(res: ServerResponse, location: string) {
    res.writeHead(303, { Location: location, 'Content-Length': 0 });
    res.end();
  }

  const successUrlFor = (session: Session) =>
    session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

  function unpayable(res: ServerResponse, session: Session | undefined): boolean {
    if (!session) {
      sendHtml(
        res,
        404,
        messagePage(
          'Checkout session not found',
          'This payment link is not valid. Start the checkout again from DoorKeep.',
        ),
      );
      return true;
    }
    if (session.status === 'complete') {
      sendHtml(
        res,
        200,
        messagePage('Already paid', 'This checkout session has already been paid.', {
          href: successUrlFor(session),
          label: 'Continue',
        }),
      );
      return true;
    }
    if (session.status === 'expired' || (session.expires_at as number) < now()) {
      sendHtml(
        res,
        200,
        messagePage(
          'Checkout expired',
          'This checkout session has expired. Start the checkout again from DoorKeep.',
          session.cancel_url ? { href: session.cancel_url, label: 'Back to DoorKeep' } : undefined,
        ),
      );
      return true;
    }
    return false;
  }

  // Synchronous until the session is marked paid: with the caller's check that the session is still open, this is
  // one uninterrupted step of Node's event loop, so of two racing pay requests exactly one pays.
  async function pay(res: ServerResponse, session: Session, body: string): Promise<void> {
    const form = new URLSearchParams(body);
    const email = (form.get('email') ?? '').trim();
    const cardNumber = (form.get('card_number') ?? '').trim();
    const cardExpiry = (form.get('card_expiry') ?? '').trim();
    const cvc = (form.get('card_cvc') ?? '').trim();
    const digits = cardNumber.replace(/[\s-]/g, '');
    const fail = (field: NonNullable<CheckoutPageModel['error']>['field'], message: string) =>
      sendHtml(
        res,
        200,
        checkoutPage(
          pageModel(session, { email, error: { field, message }, values: { cardNumber, cardExpiry } }),
        ),
      );

    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail('email', 'Enter a valid email address.');
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
      return fail('card_number', 'Your card number is invalid.');
    const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(cardExpiry);
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
      return fail('card_expiry', "Your card's expiration date is incomplete.");
    }
    const expMonth = Number(expiry[1]);
    const expYear = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const today = new Date();
    if (
      expYear < today.getFullYear() ||
      (expYear === today.getFullYear() && expMonth < today.getMonth() + 1)
    ) {
      return fail('card_expiry', "Your card's expiration date is in the past.");
    }
    if (!/^\d{3,4}$/.test(cvc)) return fail('card_cvc', "Your card's security code is incomplete.");
    if (digits === DECLINED_CARD) return fail('card_number', 'Your card was declined.');
    const disputed = digits === DISPUTED_CARD;
    if (digits !== SUCCESS_CARD && !digits.startsWith('4') && !digits.startsWith('5')) {
      return fail('card_number', 'Your card was declined.');
    }

    const created = now();
    const intentId = newId('pi');
    const chargeId = newId('ch');
    const brand = digits.startsWith('4') ? 'visa' : 'mastercard';
    const card = {
      brand,
      last4: digits.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
      funding: 'credit',
      country: 'US',
    };
    const charge: Charge = {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      billing_details: { email, name: null, phone: null, address: null },
      captured: true,
      created,
      currency: session.currency,
      customer: session.customer,
      disputed,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intentId,
      payment_method: newId('pm'),
      payment_method_details: { type: 'card', card },
      receipt_email: email,
      refunded: false,
      refunds: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/charges/${chargeId}/refunds`,
      },
      status: 'succeeded',
    };
    charges.set(chargeId, charge);
    paymentIntents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      created,
      currency: session.currency,
      customer: session.customer,
      latest_charge: chargeId,
      livemode: false,
      metadata: session.payment_intent_metadata,
      payment_method: charge.payment_method,
      payment_method_types: ['card'],
      receipt_email: email,
      status: 'succeeded',
    });
    // Marked complete before anything is awaited, so a double submit cannot pay twice.
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intentId,
      customer_details: { address: null, email, name: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    });
    await send(createEvent('checkout.session.completed', sessionView(session)));
    redirect(res, successUrlFor(session));
  }

  function paymentRows() {
    return [...paymentIntents.values()].reverse().map((intent) => {
      const charge = charges.get(intent.latest_charge)!;
      const session = [...sessions.values()].find((s) => s.payment_intent === intent.id);
      const lastEvent = [...eventLog].reverse().find((entry) => {
        const object = entry.event.data.object;
        return object.id === session?.id || object.id === charge.id;
      });
      const delivery = lastEvent?.delivery;
      return {
        paymentIntentId: intent.id,
        sessionId: session?.id ?? '',
        email: charge.receipt_email ?? '',
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
        currency: charge.currency,
        amountLabel: formatMoney(charge.amount, charge.currency),
        refundedLabel:
          charge.amount_refunded > 0 ? formatMoney(charge.amount_refunded, charge.currency) : null,
        createdAt:
          new Date((intent.created as number) * 1000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC',
        webhook: lastEvent ? `${lastEvent.event.type}: ${describeDelivery(delivery)}` : '—',
      };
    });
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const pay_ = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (pay_) {
      const session = sessions.get(pay_[1]);
      if (method === 'GET') {
        if (!unpayable(res, session)) sendHtml(res, 200, checkoutPage(pageModel(session!)));
        return;
      }
      if (method === 'POST') {
        // The form is read before the session is looked at: nothing awaits between the check and the payment.
        const body = await readBody(req);
        const current = sessions.get(pay_[1]);
        if (unpayable(res, current)) return;
        await pay(res, current!, body);
        return;
      }
    }
    if (url.pathname === '/__payments' && method === 'GET') {
      sendHtml(res, 200, paymentsPage(paymentRows()));
      return;
    }
    if (url.pathname === '/__payments.json' && method === 'GET') {
      sendJson(res, 200, { payments: paymentRows() });
      return;
    }
    const refund = /^\/__payments\/([A-Za-z0-9_]+)\/refund$/.exec(url.pathname);
    if (refund && method === 'POST') {
      await readBody(req);
      const intent = paymentIntents.get(refund[1]);
      const charge = intent ? charges.get(intent.latest_charge) : undefined;
      if (!charge) {
        sendHtml(
          res,
          404,
          messagePage('Payment not found', 'There is no local payment with that id.', {
            href: '/__payments',
            label: 'Back to payments',
          }),
        );
        return;
      }
      if (charge.amount_refunded < charge.amount && charge.disputed !== true) {
        const { event, created } = refundCharge(charge, undefined, {});
        await send(created);
        await send(event);
      }
      redirect(res, '/__payments');
      return;
    }
    if (url.pathname === '/__health') {
      sendJson(res, 200, { ok: true });
      return;
    }
    sendHtml(res, 404, messagePage('Not found', 'The local Stripe stand-in has no page here.'));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl || 'http://127.0.0.1');
    const work = url.pathname.startsWith('/v1/') ? api(req, res, url) : pages(req, res, url);
    work.catch((error: unknown) => {
      console.error('[stripe-standin]', error);
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'api_error', message: 'Stand-in internal error' } });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    events: () => eventLog.map((entry) => ({ event: clone(entry.event), delivery: entry.delivery })),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
