import type { Page } from '@playwright/test';
import type { FakeStripe } from './fake-stripe';

/**
 * A small stand-in for Stripe.js (js.stripe.com), served to the browser by Playwright routes, with
 * just what @stripe/stripe-js and @stripe/react-stripe-js use: `Stripe(key)` with `elements()`
 * (create/mount a payment element that emits `ready`), and `confirmSetup()`, which, like the real
 * one, POSTs `/v1/setup_intents/:id/confirm` to api.stripe.com with the publishable key and the
 * client secret. That call is answered by the local fake Stripe API, so the server later reads
 * the same SetupIntent through the real `stripe` library.
 *
 * `confirmCardPayment(clientSecret, { payment_method })` confirms a PaymentIntent the same way; when
 * the fake API answers `requires_action` (a card that needs 3-D Secure) it shows a stand-in for the
 * bank's challenge (buttons "Complete authentication" / "Fail authentication") and posts the answer.
 *
 * Cards typed in the fake form: 4242 4242 4242 4242 saves (pm_card_visa), 4000 0000 0000 0002 is
 * declined (pm_card_chargeDeclined), anything else is an incomplete number.
 */
const FAKE_STRIPE_JS = `
(function () {
  var CARDS = { '4242424242424242': 'pm_card_visa', '5555555555554444': 'pm_card_mastercard', '4000000000000002': 'pm_card_chargeDeclined', '4000002760003184': 'pm_card_authenticationRequired' };
  function form(body) {
    return Object.keys(body).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(body[k]); }).join('&');
  }
  function Stripe(key) {
    var mounted = [];
    function createElement(type, options) {
      var handlers = {};
      var root = null;
      var element = {
        mount: function (target) {
          root = typeof target === 'string' ? document.querySelector(target) : target;
          var layout = options && options.layout && (options.layout.type || options.layout);
          root.innerHTML = '<div data-testid="fake-stripe-payment-element" data-layout="' + layout + '">' +
            '<div role="tablist"><button type="button" role="tab" aria-selected="true">Card</button></div>' +
            '<label style="display:block;font:14px system-ui;margin:8px 0 4px">Card number</label>' +
            '<input data-testid="fake-stripe-card-number" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234" ' +
            'style="width:100%;box-sizing:border-box;padding:10px;border:1px solid #999;border-radius:6px;font:16px system-ui">' +
            '</div>';
          mounted.push(element);
          // Real Stripe emits ready once its iframe has loaded: later than mount, never synchronously.
          setTimeout(function () { (handlers.ready || []).forEach(function (cb) { cb({ elementType: type }); }); }, 50);
        },
        cardNumber: function () {
          var input = root && root.querySelector('input');
          return input ? input.value.replace(/\\s+/g, '') : '';
        },
        on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return element; },
        off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return element; },
        update: function () {},
        focus: function () {},
        blur: function () {},
        clear: function () {},
        unmount: function () { if (root) root.innerHTML = ''; },
        destroy: function () { if (root) root.innerHTML = ''; mounted = mounted.filter(function (m) { return m !== element; }); },
      };
      return element;
    }
    function elements(options) {
      var group = {
        clientSecret: options && options.clientSecret,
        create: createElement,
        getElement: function () { return mounted[0] || null; },
        update: function () {},
        fetchUpdates: function () { return Promise.resolve({}); },
        submit: function () { return Promise.resolve({}); },
      };
      return group;
    }
    function confirmSetup(params) {
      var clientSecret = params.clientSecret || params.elements.clientSecret;
      var element = mounted[0];
      var card = element ? element.cardNumber() : '';
      var paymentMethod = CARDS[card];
      if (!paymentMethod) {
        return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
      }
      var id = clientSecret.split('_secret_')[0];
      return fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form({ payment_method: paymentMethod, client_secret: clientSecret, key: key }),
      }).then(function (res) {
        return res.json().then(function (body) { return body.error ? { error: body.error } : { setupIntent: body }; });
      });
    }
    function post(path, body) {
      return fetch('https://api.stripe.com' + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form(Object.assign({ key: key }, body)),
      }).then(function (res) { return res.json(); });
    }
    // The bank's 3-D Secure page, as Stripe's test cards show it: the cardholder completes or fails it.
    function challenge(intent, clientSecret) {
      return new Promise(function (resolve) {
        var overlay = document.createElement('div');
        overlay.setAttribute('data-testid', 'fake-stripe-3ds');
        overlay.setAttribute('role', 'dialog');
        overlay.setAttribute('aria-label', '3D Secure authentication');
        overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
        overlay.innerHTML = '<div style="background:#fff;color:#111;padding:24px;border-radius:8px;font:14px system-ui;max-width:320px">' +
          '<p style="margin:0 0 16px">3D Secure test page: authenticate the payment of ' + (intent.amount / 100).toFixed(2) + ' ' + String(intent.currency).toUpperCase() + '.</p>' +
          '<button type="button" data-result="succeeded">Complete authentication</button> ' +
          '<button type="button" data-result="failed">Fail authentication</button></div>';
        overlay.addEventListener('click', function (event) {
          var result = event.target && event.target.getAttribute && event.target.getAttribute('data-result');
          if (!result) return;
          overlay.remove();
          resolve(post('/v1/payment_intents/' + intent.id + '/authenticate', { client_secret: clientSecret, result: result }));
        });
        document.body.appendChild(overlay);
      });
    }
    // Like Stripe.js: confirm the PaymentIntent with its client secret, run next_action if the bank asks for it.
    function confirmCardPayment(clientSecret, data) {
      var id = clientSecret.split('_secret_')[0];
      var body = { client_secret: clientSecret };
      if (data && data.payment_method) body.payment_method = data.payment_method;
      return post('/v1/payment_intents/' + id + '/confirm', body).then(function (intent) {
        if (intent.error) return { error: intent.error };
        if (intent.status !== 'requires_action') return { paymentIntent: intent };
        return challenge(intent, clientSecret).then(function (after) {
          if (after.error) return { error: after.error };
          if (after.status !== 'succeeded') return { error: after.last_payment_error || { message: 'We are unable to authenticate your payment method.' } };
          return { paymentIntent: after };
        });
      });
    }
    function unsupported() { return Promise.reject(new Error('not supported by the fake Stripe.js')); }
    return {
      elements: elements,
      confirmSetup: confirmSetup,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: confirmCardPayment,
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the fake Stripe.js and sends the browser's Stripe API calls to the local fake. */
export async function routeFakeStripeJs(page: Page, stripe: FakeStripe): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await stripe.handle(request.method(), `${url.pathname}${url.search}`, request.postData() ?? '', await request.allHeaders());
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(answer.body),
    });
  });
}

/** Stripe.js cannot be reached (offline, blocked): loadStripe rejects. */
export async function blockStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
}
