/**
 * The sandbox provider's SDK, served at /kyc/sandbox/sdk.js and loaded on demand by the web app, as a real
 * provider's SDK is. `SandboxKyc.launch({ token, container, onComplete, onClose })` walks the trader through the
 * document type, the front/back upload and (for identity) a selfie and the date of birth printed on the document
 * (a real provider reads it off the document and returns it with its decision), then submits. Without a container it opens
 * as a modal dialog over the page (kind 0, hosted SDK); with one it renders inside it (kind 1, the widget frame).
 * Plain DOM, no framework; styles set through the CSSOM (allowed by the portal's Content-Security-Policy).
 */
export const SANDBOX_KYC_SDK = String.raw`(function () {
  'use strict';
  var DOCS = {
    identity: [['passport', 'Passport'], ['idCard', 'National ID card'], ['drivingLicence', 'Driving licence']],
    address: [['utilityBill', 'Utility bill'], ['bankStatement', 'Bank statement'], ['taxLetter', 'Tax letter']]
  };
  var SLOT_LABEL = { front: 'Front side', back: 'Back side', selfie: 'Selfie' };
  function slotsFor(step, type) {
    if (step === 'address') return ['front'];
    return type === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
  }
  function el(tag, props, children) {
    var n = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) {
      if (k === 'style') Object.assign(n.style, props.style);
      else if (k === 'text') n.textContent = props.text;
      else if (k.indexOf('on') === 0) n.addEventListener(k.slice(2), props[k]);
      else n.setAttribute(k, props[k]);
    });
    (children || []).forEach(function (c) { if (c) n.appendChild(c); });
    return n;
  }
  var button = { background: '#2f5bea', color: '#fff', border: '0', borderRadius: '8px', padding: '12px 16px',
    font: 'inherit', fontWeight: '600', cursor: 'pointer', width: '100%', marginTop: '12px' };
  function api(path, token, init) {
    init = init || {};
    init.headers = Object.assign({ 'x-kyc-token': token }, init.headers || {});
    return fetch('/kyc/sandbox/api/' + path, init).then(function (r) {
      return r.json().then(function (body) { return { status: r.status, body: body }; });
    });
  }
  function launch(options) {
    var token = options.token;
    var modal = !options.container;
    var host, card;
    card = el('div', { role: modal ? 'dialog' : 'region', 'aria-modal': modal ? 'true' : 'false',
      'aria-label': 'Sandbox Verify', 'data-sandbox-kyc': 'sdk',
      style: { background: '#fff', color: '#1d2433', borderRadius: modal ? '14px' : '0', padding: '20px',
        width: '100%', maxWidth: '420px', boxSizing: 'border-box', fontFamily: 'Arial, sans-serif',
        fontSize: '15px', maxHeight: modal ? '90vh' : 'none', overflowY: 'auto' } });
    if (modal) {
      host = el('div', { style: { position: 'fixed', inset: '0', background: 'rgba(10,16,30,.6)', display: 'flex',
        alignItems: 'center', justifyContent: 'center', zIndex: '2147483000', padding: '12px' } }, [card]);
      document.body.appendChild(host);
    } else {
      host = card;
      options.container.appendChild(card);
    }
    function close() { if (host.parentNode) host.parentNode.removeChild(host); }
    function closeButton() {
      return modal ? el('button', { type: 'button', 'aria-label': 'Close', text: '×', onclick: function () {
        close(); if (options.onClose) options.onClose(); },
        style: { border: '0', background: 'transparent', fontSize: '22px', cursor: 'pointer' } }) : null;
    }
    function header(step) {
      var row = el('div', { style: { display: 'flex', justifyContent: 'space-between', alignItems: 'center',
        marginBottom: '12px' } }, [
        el('strong', { text: 'Sandbox Verify' + (step ? ' · ' + (step === 'identity' ? 'Identity' : 'Address') : '') }),
        closeButton()
      ]);
      return row;
    }
    function show(nodes) { card.innerHTML = ''; nodes.forEach(function (n) { card.appendChild(n); }); }
    function fail(message) {
      show([header(), el('p', { role: 'alert', text: message, style: { color: '#b42318' } })]);
      if (options.onError) options.onError(message);
    }
    api('session', token).then(function (r) {
      if (r.status !== 200) return fail('This verification link has expired or was already used. Start again.');
      chooseType(r.body.step);
    }, function () { fail('The verification service cannot be reached.'); });

    function chooseType(step) {
      var list = el('div', { role: 'radiogroup', 'aria-label': 'Document type' });
      var chosen = DOCS[step][0][0];
      DOCS[step].forEach(function (d, i) {
        var id = 'skyc-type-' + d[0];
        var input = el('input', { type: 'radio', name: 'skyc-type', id: id, value: d[0] });
        if (i === 0) input.checked = true;
        input.addEventListener('change', function () { chosen = d[0]; });
        list.appendChild(el('label', { for: id, style: { display: 'flex', gap: '8px', padding: '10px',
          border: '1px solid #d6dbe6', borderRadius: '8px', marginTop: '8px', cursor: 'pointer' } },
          [input, el('span', { text: d[1] })]));
      });
      show([header(step), el('p', { text: 'Choose the document you will upload.' }), list,
        el('button', { type: 'button', text: 'Continue', style: button, onclick: function () { upload(step, chosen); } })]);
    }

    function upload(step, type) {
      var slots = slotsFor(step, type);
      var done = {};
      var submit = el('button', { type: 'button', text: 'Submit documents', style: button, disabled: 'disabled' });
      var status = el('p', { role: 'status', 'aria-live': 'polite', style: { minHeight: '1.2em', color: '#5b6474' } });
      var born = step === 'identity' ? el('input', { type: 'date', id: 'skyc-born', name: 'dateOfBirth',
        required: 'required', autocomplete: 'bday', style: { display: 'block', marginTop: '6px', font: 'inherit',
          padding: '8px', border: '1px solid #d6dbe6', borderRadius: '8px' } }) : null;
      if (born) born.addEventListener('input', function () { refresh(); });
      function refresh() {
        var ready = slots.every(function (s) { return done[s]; }) && (!born || !!born.value);
        if (ready) submit.removeAttribute('disabled'); else submit.setAttribute('disabled', 'disabled');
        submit.style.opacity = ready ? '1' : '.5';
      }
      var rows = slots.map(function (slot) {
        var id = 'skyc-file-' + slot;
        var note = el('span', { 'data-slot-state': slot, style: { fontSize: '13px', color: '#5b6474' } });
        var input = el('input', { type: 'file', id: id, name: slot, accept: 'image/jpeg,image/png,application/pdf',
          style: { display: 'block', marginTop: '6px', maxWidth: '100%' } });
        input.addEventListener('change', function () {
          var file = input.files && input.files[0];
          if (!file) return;
          done[slot] = false; refresh();
          note.textContent = 'Uploading…';
          file.arrayBuffer().then(function (buf) {
            return api('files/' + slot, token, { method: 'PUT', body: buf, headers: {
              'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) } });
          }).then(function (r) {
            if (r.status === 200) { done[slot] = true; note.textContent = '✓ ' + file.name; note.style.color = '#067647'; }
            else {
              note.style.color = '#b42318';
              note.textContent = r.status === 415 ? 'Only JPEG, PNG or PDF files are accepted.'
                : r.status === 413 ? 'The file is larger than 10 MB.'
                : r.status === 429 ? 'Too many files for this session. Close it and start again.'
                : 'The upload failed. Start again.';
            }
            refresh();
          }, function () { note.textContent = 'The upload failed. Try again.'; note.style.color = '#b42318'; });
        });
        return el('div', { style: { marginTop: '12px' } },
          [el('label', { for: id, text: SLOT_LABEL[slot], style: { fontWeight: '600' } }), input, note]);
      });
      submit.addEventListener('click', function () {
        submit.setAttribute('disabled', 'disabled');
        status.textContent = 'Sending…';
        api('submit', token, { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ documentType: type, dateOfBirth: born ? born.value : undefined }) }).then(function (r) {
          if (r.status === 400 && r.body && r.body.error === 'dateOfBirth') {
            status.textContent = 'Enter the date of birth printed on the document.';
            status.style.color = '#b42318';
            return refresh();
          }
          if (r.status !== 200) return fail('The documents could not be submitted. Start again.');
          show([header(step), el('p', { role: 'status', 'data-sandbox-kyc-done': 'true',
            text: 'Thank you. Your documents were sent for review.' })]);
          if (options.onComplete) options.onComplete({ caseId: r.body.caseId });
          if (modal) setTimeout(close, 1200);
        }, function () { fail('The verification service cannot be reached.'); });
      });
      refresh();
      var birth = born ? el('div', { style: { marginTop: '12px' } }, [el('label', { for: 'skyc-born',
        text: 'Date of birth (as on the document)', style: { fontWeight: '600' } }), born]) : null;
      show([header(step), el('p', { text: 'Upload clear photos or scans (JPEG, PNG or PDF, up to 10 MB).' })]
        .concat(rows, birth ? [birth] : [], [submit, status]));
    }
    return { close: close };
  }
  window.SandboxKyc = { launch: launch, version: '1.0.0' };
})();
`;

/** Boots the SDK inside the widget page (kind 1): inline, and tells the embedding page when it is done. */
export const SANDBOX_KYC_WIDGET_BOOT = String.raw`(function () {
  var token = new URLSearchParams(location.search).get('token') || '';
  function tell(type, extra) { parent.postMessage(Object.assign({ source: 'sandbox-kyc', type: type }, extra || {}), location.origin); }
  window.SandboxKyc.launch({ token: token, container: document.getElementById('root'),
    onComplete: function (r) { tell('completed', { caseId: r.caseId }); },
    onError: function () { tell('error'); } });
})();
`;

export const widgetPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Verify</title></head>
<body style="margin:0;background:#fff"><div id="root"></div>
<script src="/kyc/sandbox/sdk.js"></script><script src="/kyc/sandbox/widget.js"></script></body></html>`;
