import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the parts of Stripe's API Reluxe calls (Checkout Sessions, refunds), on a local
 * port, so the real SDK's requests are made and answered; plus a payment page with 'Pay' and
 * 'Cancel' that, like Stripe, sends a signed webhook and the buyer back to the shop.
 */

type Fields = Record<string, string>;

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
}

export interface StripeStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  refunds: { id: string; payment_intent: string; amount: number; status: string }[];
  /** Every API request: method, path and the idempotency key. */
  requests: { method: string; path: string; idempotencyKey?: string }[];
  /** The next session creation fails with this message (as Stripe's 400 would). */
  failNextCreate(message: string): void;
  /** Pays the session as the payment page's 'Pay' does; answers the event sent. */
  pay(sessionId: string): Promise<Stripe.Event>;
  /** A declined card: payment_intent.payment_failed for the session's order. */
  decline(sessionId: string, message?: string): Promise<Stripe.Event>;
  /** Sends later events there instead of the shop of each session's success_url. */
  setWebhookUrl(url: string): void;
  /** Signs and posts an event to a webhook URL, as Stripe does; answers the status code. */
  deliver(event: Stripe.Event, to: string): Promise<number>;
  close(): Promise<void>;
}

const sdk = new Stripe('sk_test_stand_in');
const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;

/** Stripe's form encoding ('metadata[order_id]') read back into flat keys. */
const readForm = (body: string): Fields => Object.fromEntries(new URLSearchParams(body));

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStandIn(options: {
  webhookSecret: string;
  /** Where events go; by default the shop the session's success_url points to. */
  webhookUrl?: string;
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: StripeStandIn['refunds'] = [];
  const requests: StripeStandIn['requests'] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let failNext: string | undefined;
  let base = '';
  let webhookUrl = options.webhookUrl;

  const event = (type: string, object: unknown): Stripe.Event =>
    ({
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    }) as unknown as Stripe.Event;

  const webhookOf = (session: StandInSession) =>
    webhookUrl ?? `${new URL(session.success_url).origin}/api/Payments/stripeWebhook.php`;

  const deliver = async (sent: Stripe.Event, to: string) => {
    const payload = JSON.stringify(sent);
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    const response = await fetch(to, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return response.status;
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: newId('pi'),
    });
    const sent = event('checkout.session.completed', { ...session });
    await deliver(sent, webhookOf(session));
    return sent;
  };

  const decline = async (sessionId: string, message = 'Your card was declined.') => {
    const session = sessions.get(sessionId)!;
    const sent = event('payment_intent.payment_failed', {
      id: newId('pi'),
      object: 'payment_intent',
      metadata: session.metadata,
      last_payment_error: { message },
    });
    await deliver(sent, webhookOf(session));
    return sent;
  };

  const api = (method: string, path: string, fields: Fields): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (failNext) {
        const message = failNext;
        failNext = undefined;
        return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
      }
      const id = newId('cs');
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
        currency: fields['line_items[0][price_data][currency]'] ?? '',
        client_reference_id: fields.client_reference_id ?? null,
        metadata: { order_id: fields['metadata[order_id]'] ?? '' },
        payment_intent: null,
        success_url: fields.success_url ?? '',
        cancel_url: fields.cancel_url ?? '',
        expires_at: Number(fields.expires_at),
        url: `${base}/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session) {
      const found = sessions.get(session[1]!);
      if (!found) {
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
        };
      }
      if (session[2] && method === 'POST') {
        if (found.status !== 'open') {
          return {
            status: 400,
            body: {
              error: { type: 'invalid_request_error', message: `Session is ${found.status}` },
            },
          };
        }
        found.status = 'expired';
      }
      return { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: newId('re'),
        object: 'refund',
        payment_intent: fields.payment_intent ?? '',
        amount: Number(fields.amount),
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unknown path' } },
    };
  };

  const page = (
    session: StandInSession,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Pay Reluxe</title>
<style>body{font-family:sans-serif;max-width:420px;margin:48px auto;padding:0 16px}button{font-size:16px;padding:12px 20px;margin-right:8px}</style></head>
<body><h1>Pay Reluxe</h1><p>Stand-in for Stripe Checkout</p>
<p>Amount: ${(session.amount_total / 100).toFixed(2)} ${escapeHtml(session.currency.toUpperCase())}</p>
<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>
</body></html>`;

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await readBody(request);
      const send = (status: number, data: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(data));
      };
      if (url.pathname.startsWith('/v1/')) {
        const key = request.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey });
        // As Stripe: a repeated key answers the first reply.
        const replayed = idempotencyKey && replies.get(idempotencyKey);
        if (replayed) return send(replayed.status, replayed.body);
        const reply = api(request.method ?? 'GET', url.pathname, readForm(body));
        if (idempotencyKey && reply.status < 500) replies.set(idempotencyKey, reply);
        return send(reply.status, reply.body);
      }
      const paying = /^\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
      const session = paying && sessions.get(paying[1]!);
      if (!session) return send(404, { error: 'no such page' });
      if (!paying![2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page(session));
      }
      if (paying![2] === 'pay') await pay(session.id);
      response.writeHead(303, {
        location: paying![2] === 'pay' ? session.success_url : session.cancel_url,
      });
      response.end();
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    refunds,
    requests,
    failNextCreate: (message) => {
      failNext = message;
    },
    pay,
    decline,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run on its own (end-to-end tests start it as a process): prints its address.
if (require.main === module) {
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_stand_in';
  void startStripeStandIn({ webhookSecret }).then((standIn) => {
    process.stdout.write(`Stripe stand-in at ${standIn.url}\n`);
  });
}
