// Homefront's push-only service worker (docs/alerts.md): it shows an instant alert's notification
// and opens the alert's search when the notification is clicked. It has no fetch handler, so it
// never stands between a page and the network, and it registers with a scope that holds no pages.
"use strict";

/** Only paths of our own site: whatever the message says, a click never leaves this origin. */
function ownUrl(text, fallback) {
  try {
    const url = new URL(text, self.location.origin);
    return new URL(url.pathname + url.search, self.location.origin).href;
  } catch {
    return new URL(fallback, self.location.origin).href;
  }
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "New homes for your alert";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: ownUrl(message.icon, "/icon.svg"),
      tag: typeof message.tag === "string" ? message.tag : undefined,
      data: { url: ownUrl(message.url, "/alerts") },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data && event.notification.data.url, "/alerts");
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
