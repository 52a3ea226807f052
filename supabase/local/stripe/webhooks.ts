// Signs events exactly like Stripe (t=<ts>,v1=HMAC-SHA256(secret, `${t}.${payload}`)) and POSTs them with node:http.
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The Stripe-Signature header value for a payload. */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The outcome of one delivery attempt. */
export interface DeliveryResult {
  ok: boolean;
  status: number | null;
  error?: string;
}

/** POSTs a signed payload to the webhook URL and resolves once the endpoint has answered. */
export function deliverWebhook(
  url: string,
  payload: string,
  secret: string,
  timeoutMs = 15_000,
): Promise<DeliveryResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'Stripe-Signature': signPayload(payload, secret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    req.end(payload);
  });
}
