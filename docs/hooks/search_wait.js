// Inlined at the top of every page by site_weight.py. Material's bundle fetches the search
// index as the page loads, and most readers never search: that one request waits until the
// reader opens the search (its field focused, or its toggle switched, by click, tap or key).
// Material says "Initializing search" meanwhile and answers the query once the index is in.
(() => {
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  document.addEventListener("focusin", (event) => {
    if (event.target.matches?.(".md-search__input")) open();
  });
  document.addEventListener("change", (event) => {
    if (event.target.id === "__search") open();
  });
  const request = XMLHttpRequest.prototype;
  const { open: start, send } = request;
  request.open = function (method, url, ...rest) {
    this.gupaiIndex = new URL(url, location.href).pathname.endsWith("/search/search_index.json");
    return start.call(this, method, url, ...rest);
  };
  request.send = function (...body) {
    if (!this.gupaiIndex) return send.apply(this, body);
    opened.then(() => send.apply(this, body));
  };
})();
