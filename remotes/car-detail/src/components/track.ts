/** POSTs JSON to the edge; keepalive, so a click that leaves the page still sends it. */
export const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
