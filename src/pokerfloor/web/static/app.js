// pokerfloor floor page: renders the server's state; the server rules on every action.
"use strict";

const $ = (id) => document.getElementById(id);
const store = window.sessionStorage;
let meta = null;
let state = null;
let renders = 0;
// The page's words in the language chosen (from /api/meta: the message catalogs' page.*, ui.*,
// kind.*, street.*, variant.*, structure.*, word.pot-* and format.* keys).
let words = {};
// A player's page: the link of his seat (#seat=TOKEN, never sent in a URL the server logs).
const seatToken = new URLSearchParams(window.location.hash.slice(1)).get("seat");
let shown = "";

function lang() { return $("lang").value; }

// A whole number as the language writes it (10,170,000; 10 170 000; 10.170.000).
// A number as the language writes it; a fraction of an amount at a table in dollars and cents
// with all its cents (the state's chip, 0.01: two places), after the language's decimal mark.
// (A whole amount is written whole: JSON's 2.00 arrives as 2, not told from a count of cards.)
function num(value) {
  const sep = words["format.thousands"] || ",";
  const places = Number.isInteger(value) ? 0 : chipPlaces();
  const [whole, fraction] = (places ? Math.abs(value).toFixed(places) : String(Math.abs(value))).split(".");
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep) + (fraction ? (words["format.decimal"] || ".") + fraction : "");
  return value < 0 ? `-${digits}` : digits;
}

// The places of the hand's smallest amount: 2 for a chip of 0.01, 0 for whole chips.
function chipPlaces() {
  const chip = state && state.chip ? String(state.chip) : "1";
  return chip.includes(".") ? chip.split(".")[1].length : 0;
}

// The word or sentence of a key, its {placeholders} filled (numbers written as the language does).
function t(key, params) {
  const template = words[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!params || !(name in params)) return whole;
    const value = params[name];
    return typeof value === "number" ? num(value) : String(value);
  });
}

function streetWord(street) { return t(`street.${street.replace(/ /g, "-")}`); }

function gameWord(game) { return words[`variant.${game}`] ? t(`variant.${game}`) : (meta && meta.game_titles[game]) || game; }

// What the table form and the hand need to know of a game (from /api/meta: its streets, forced bets...).
function gameInfo(game) { return (meta && meta.game_info && meta.game_info[game]) || { streets: ["preflop"], structures: [], bring_in: false, board: true, up_cards: false, draws: false }; }

// Every element that names its word by key gets it (text, title, aria-label, placeholder).
function applyWords() {
  document.documentElement.lang = lang();
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const [attr, name] of [["title", "i18nTitle"], ["aria-label", "i18nAriaLabel"], ["placeholder", "i18nPlaceholder"]]) {
    for (const el of document.querySelectorAll(`[data-${attr === "aria-label" ? "i18n-aria-label" : `i18n-${attr}`}]`)) {
      el.setAttribute(attr, t(el.dataset[name]));
    }
  }
}

async function api(method, path, body) {
  const sep = path.includes("?") ? "&" : "?";
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify({ ...body, lang: lang() });
  }
  const response = await fetch(`${path}${sep}lang=${encodeURIComponent(lang())}`, options);
  let data = null;
  try { data = await response.json(); } catch (e) { data = { code: "bad-response", message: `HTTP ${response.status}` }; }
  return { ok: response.ok, status: response.status, data };
}

// A refusal says why and cites the rule (its code stays in data-code, for tools); setting up a
// hand (Start hand, Load) answers beside the form, the hand's own actions beside the hand.
function showError(error, notice, box = $("error")) {
  if (!error) { box.hidden = true; box.textContent = ""; return; }
  box.hidden = false;
  box.classList.toggle("notice", Boolean(notice));
  box.dataset.code = error.code || "";
  const rule = error.rule && !error.message.includes(error.rule) ? ` (${error.rule})` : "";
  box.textContent = error.message + rule;
}

// -- the answer of every call ------------------------------------------------------------------
async function call(method, path, body, box = $("error")) {
  const { ok, status, data } = await api(method, path, body);
  if (ok && data && data.view) {
    setState(data);
    showError(null, false, $("setup-error"));
    showError(data.notice, true);
    return data;
  }
  if (status === 404 && data && data.code === "unknown-session") {
    store.removeItem("pokerfloor-session");
  }
  if (data && data.state) setState(data.state);
  showError(data, false, box);
  return null;
}

function setState(next) {
  state = next;
  shown = JSON.stringify(next);
  if (state.session) store.setItem("pokerfloor-session", state.session);
  render();
}

// The path of the hand's calls: the seat's own on a player's page, else the session's.
function handPath(suffix) {
  return seatToken ? `/api/seats/${seatToken}${suffix}` : `/api/sessions/${state.session}${suffix}`;
}

// Players act on their own devices: the player's page and the table in player mode follow along.
async function follow() {
  if (!state || document.hidden || (state.view !== "seat" && state.view !== "table")) return;
  const { ok, data } = await api("GET", handPath(""));
  if (ok && data && data.view && JSON.stringify(data) !== shown) setState(data);
}

function cardsHtml(cards) {
  return cards.map((c) => `<span class="card${/[hd]$/.test(c) ? " red" : ""}">${escapeHtml(c)}</span>`).join("");
}

// A stud or draw player's cards in the order dealt: the up ones face up for all, the down ones
// marked as such, those this page may not see as card backs.
function heldHtml(held) {
  return held.map((h) => {
    if (!h.card) return `<span class="back" title="${escapeHtml(t("page.card-unseen"))}" aria-label="${escapeHtml(t("page.card-unseen"))}"></span>`;
    const cls = ["card", /[hd]$/.test(h.card) ? "red" : "", h.up ? "up" : "down"].filter(Boolean).join(" ");
    const title = h.up ? "" : ` title="${escapeHtml(t("page.card-down"))}"`;
    return `<span class="${cls}"${title}>${escapeHtml(h.card)}</span>`;
  }).join("");
}

// How a draw is said: "drew 2 (Kc Kd)", "drew 2", "stood pat".
function drewText(draw) {
  if (!draw.count) return t("page.stood-pat");
  return draw.cards ? t("page.drew-cards", { count: draw.count, cards: draw.cards.match(/../g).join(" ") }) : t("page.drew", { count: draw.count });
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);
}

function optionsText(o) {
  const parts = [];
  for (const kind of o.kinds) {
    const word = t(`kind.${kind}`);
    if (kind === "call") parts.push(t("ui.call-to", { to: o.call_to, adds: o.call_adds }));
    else if (kind === "bring-in" && o.bring_in != null) parts.push(t("page.bring-in-of", { kind: word, amount: o.bring_in }));
    else if (o.sizes && ["bet", "raise"].includes(kind)) parts.push(t("page.kind-sizes", { kind: word, low: o.sizes[0], high: o.sizes[1] }));
    else if (["bet", "raise", "complete"].includes(kind) && o.min_to != null) {
      parts.push(o.min_to === o.max_to ? t("ui.kind-to", { kind: word, low: o.min_to }) : t("ui.kind-range", { kind: word, low: o.min_to, high: o.max_to }));
    } else parts.push(word);
  }
  return t("page.may", { player: o.player, options: parts.join(" · ") });
}

function potsHtml(pots) {
  return pots.map((pot, k) => {
    const name = k === 0 ? t("word.pot-main") : t("word.pot-side", { number: k });
    return `<li><strong>${escapeHtml(name)} ${escapeHtml(num(pot.amount))}</strong>: ${escapeHtml(t("page.may-win", { players: pot.eligible.join(", ") }))}</li>`;
  }).join("");
}

function render() {
  renders += 1;
  $("empty").hidden = true;
  $("hand").hidden = false;
  const s = state;
  const o = s.options;
  $("game-title").textContent = gameWord(s.game);
  $("game-title").dataset.game = s.game;
  $("street").textContent = streetWord(s.street);
  $("street").dataset.street = s.street;
  // A game of two boards draws each board on its own row, the top board first.
  $("board").innerHTML = s.boards.length
    ? s.boards.map((cards, k) => `<span class="board-row" data-board="${k + 1}">${cardsHtml(cards)}</span>`).join("")
    : (s.board.length ? cardsHtml(s.board) : "");
  $("to-act").textContent = s.to_act ? t("page.to-act", { player: s.to_act }) : (s.over ? t("page.over") : t("page.nobody"));
  $("options-text").textContent = o ? optionsText(o) : "";
  renderAward(s);

  // A player's page offers the buttons only in his turn.
  const mine = Boolean(o) && (!s.seat || s.seat === o.player);
  const kinds = mine ? o.kinds : [];
  $("fold").hidden = !kinds.includes("fold");
  $("check").hidden = !kinds.includes("check");
  $("call").hidden = !kinds.includes("call");
  if (kinds.includes("call")) $("call").textContent = t("page.call-button", { to: o.call_to, adds: o.call_adds });
  // Stud's first street: post the bring-in, or complete it to a full bet.
  $("bring-in").hidden = !kinds.includes("bring-in");
  if (kinds.includes("bring-in")) $("bring-in").textContent = t("page.bring-in-button", { amount: o.bring_in });
  const completes = kinds.includes("complete") && o.min_to != null;
  $("complete").hidden = !completes || o.min_to !== o.max_to;
  if (completes) $("complete").textContent = t("page.complete-button", { to: o.min_to });
  const ranged = kinds.includes("bet") ? "bet" : kinds.includes("raise") ? "raise" : completes && o.min_to !== o.max_to ? "complete" : null;
  // An open pair on fourth street: the small bet or the big one, nothing between.
  const twoSizes = Boolean(ranged && o.sizes);
  for (const [id, k] of [["size-small", 0], ["size-big", 1]]) {
    const button = $(id);
    button.hidden = !twoSizes;
    if (twoSizes) {
      button.dataset.verb = ranged;
      button.dataset.amount = String(o.sizes[k]);
      button.textContent = t(ranged === "bet" ? "page.bet-size" : "page.raise-size", { to: o.sizes[k] });
    }
  }
  const sized = twoSizes ? null : ranged;
  $("amount-form").hidden = !sized;
  if (sized) {
    const amount = $("amount");
    amount.min = o.min_to;
    amount.max = o.max_to;
    amount.step = s.chip || 1;
    amount.value = o.min_to;
    amount.dataset.verb = sized;
    const label = { bet: "page.bet-to", raise: "page.raise-to", complete: "page.complete-to" };
    const button = { bet: "page.bet-button", raise: "page.raise-button", complete: "page.complete" };
    $("amount-label").textContent = t(label[sized]);
    $("bet-raise").textContent = t(button[sized]);
    $("amount").title = t("page.range", { low: o.min_to, high: o.max_to });
  }
  renderDraw(s, mine);
  $("allin").hidden = !(mine && o.allin);
  if (mine && o.allin) {
    const kind = t(`kind.${o.allin.kind}`);
    $("allin").textContent = o.allin.to ? t("page.allin-to", { kind, to: o.allin.to }) : t("page.allin-kind", { kind });
  }

  const why = $("why");
  why.innerHTML = "";
  for (const entry of s.why) {
    const li = document.createElement("li");
    li.dataset.code = entry.code;
    li.textContent = entry.text + " ";
    if (entry.rule) {
      const cite = document.createElement("cite");
      cite.textContent = `(${entry.rule})`;
      li.appendChild(cite);
    }
    why.appendChild(li);
  }
  if (!s.why.length) why.innerHTML = `<li class="hint">${escapeHtml(t(s.to_act ? "page.open" : "page.nothing"))}</li>`;
  const panel = $("why-panel");
  panel.dataset.lang = s.lang;
  panel.dataset.served = s.lang_served;
  panel.dataset.render = String(renders);
  panel.lang = s.lang_served;

  const rows = s.players.map((p) => {
    const marks = [p.button ? `<span class="mark button" title="${escapeHtml(t("page.button"))}">D</span>` : "", p.blind ? `<span class="mark">${p.blind}</span>` : ""].join("");
    const status = p.folded ? t("page.status-folded") : p.allin ? t("page.status-allin") : p.to_act ? t("page.status-to-act") : "";
    const won = p.won ? ` ${t("page.won", { amount: p.won })}` : "";
    const game = gameInfo(s.game);
    const shownHeld = (game.up_cards || game.draws) && p.held.length;
    const cards = shownHeld ? ` <span class="held">${heldHtml(p.held)}</span>` : p.cards ? ` <span class="held">${cardsHtml(p.cards.match(/../g))}</span>` : "";
    const drew = s.draws.filter((d) => d.player === p.name && d.street === s.street).pop();
    const drawNote = drew ? ` <span class="drew">${escapeHtml(drewText(drew))}</span>` : "";
    const cls = [p.to_act ? "to-act" : "", p.folded ? "folded" : ""].join(" ");
    return `<tr class="${cls}" data-player="${escapeHtml(p.name)}"><td>${marks}</td><td>${escapeHtml(p.name)}${cards}${drawNote}</td>` +
      `<td>${num(p.stack)}</td><td>${p.bet ? num(p.bet) : ""}</td><td>${escapeHtml(status + won)}</td></tr>`;
  });
  $("seats").tBodies[0].innerHTML = rows.join("");

  $("pots").innerHTML = s.pots.length ? potsHtml(s.pots) : `<li class="hint">${escapeHtml(t("page.no-pots"))}</li>`;
  $("street-bets").textContent = s.street_bets ? t("page.street-bets", { amount: s.street_bets }) : "";
  // The pots as they would stand if the street's bets stand, beside those of the streets closed.
  const standing = s.pots_with_bets || [];
  $("pots-now").hidden = !standing.length;
  $("pots-with-bets").innerHTML = potsHtml(standing);
  renderDraws(s);
  $("showdown-panel").hidden = !s.showdown.length;
  $("showdown").innerHTML = s.showdown.map((entry) => `<li>${escapeHtml(entry.text)}</li>`).join("");
  renderShow(s);

  $("log").innerHTML = s.actions.map((a) => `<li>${escapeHtml(a.text)}${a.ruled_as !== a.text ? ` <span class="as">→ ${escapeHtml(a.ruled_as)}</span>` : ""}</li>`).join("");
  $("undo").disabled = !s.can_undo;
  $("reset").disabled = !s.can_undo;
  // A loaded hand (or actions taken back) is stepped through: forward plays the next one again.
  $("forward").disabled = !s.can_forward;
  $("to-end").disabled = !s.can_forward;
  $("next-hand").disabled = !s.over || Boolean(s.show);
  renderView(s);
  document.title = `pokerfloor: ${s.to_act ? t("page.to-act", { player: s.to_act }) : streetWord(s.street)}`;
}

// The hand over: who won what, in one line (the Showdown panel says with which hand).
function renderAward(s) {
  const winners = s.over && !s.show ? s.players.filter((p) => p.won) : [];
  $("award-line").hidden = !winners.length;
  const wins = winners.map((p) => t("page.wins", { player: p.name, amount: p.won })).join(", ");
  $("award-line").textContent = winners.length ? t("page.award-line", { wins }) : "";
}

// A showdown the hand cannot decide (cards nobody gave): the floor enters the hands shown.
function renderShow(s) {
  const show = s.show;
  $("show-panel").hidden = !show;
  if (!show) { $("show-fields").innerHTML = ""; return; }
  $("show-hint").textContent = t("page.show-hint", { players: show.players.join(", ") });
  const key = JSON.stringify(show);
  if ($("show-fields").dataset.key === key) return;  // keep what is being typed
  $("show-fields").dataset.key = key;
  const hint = cardsHint();
  const field = (label, cls, player) => `<label><span>${escapeHtml(label)}</span> <input class="${cls}"` +
    (player ? ` data-player="${escapeHtml(player)}"` : "") + ` placeholder="${escapeHtml(player ? hint : "2c7d9hJs3c")}" spellcheck="false" autocomplete="off"></label>`;
  $("show-fields").innerHTML = show.players.map((name) => field(t("page.show-cards-of", { player: name }), "show-cards", name)).join("") +
    (show.board ? field(t("page.show-board"), "show-board", "") : "");
}

async function awardPots() {
  if (!state || !state.show) return;
  const cards = {};
  for (const input of $("show-fields").querySelectorAll(".show-cards")) cards[input.dataset.player] = input.value.trim();
  const board = $("show-fields").querySelector(".show-board");
  await tool("show", { cards, board: board ? board.value.trim() : "" });
}

// The draws so far, street by street: who drew how many (and which, where this page sees them),
// who stood pat.
function renderDraws(s) {
  const streets = [];
  for (const draw of s.draws) {
    let entry = streets.find((e) => e.street === draw.street);
    if (!entry) streets.push(entry = { street: draw.street, draws: [] });
    entry.draws.push(draw);
  }
  $("draws-panel").hidden = !streets.length;
  $("draws").innerHTML = streets.map((e) => `<li data-street="${escapeHtml(e.street)}"><strong>${escapeHtml(streetWord(e.street))}</strong>: ` +
    e.draws.map((d) => `<span data-player="${escapeHtml(d.player)}">${escapeHtml(d.player)} ${escapeHtml(drewText(d))}</span>`).join(" · ") + "</li>").join("");
}

// The cards chosen to throw, by the player drawing and his cards (cleared when the draw moves on).
let drawPick = { key: "", cards: [] };

// The draw: the player to draw clicks the cards to throw away (or stands pat); where this page
// does not see his cards, it says how many he throws.
function renderDraw(s, mine) {
  const drawing = mine && s.drawing && s.options.kinds.includes("draw") ? s.drawing : null;
  $("draw-form").hidden = !drawing;
  if (!drawing) { drawPick = { key: "", cards: [] }; return; }
  const player = s.players.find((p) => p.name === drawing.player);
  const held = player ? player.held.map((h) => h.card) : [];
  const known = held.length > 0 && held.every(Boolean);
  const key = `${drawing.player}|${s.street}|${held.join("")}`;
  if (drawPick.key !== key) drawPick = { key, cards: [] };
  $("draw-hint").textContent = t(known ? "page.draw-hint" : "page.draw-hint-count", { player: drawing.player, most: drawing.most });
  $("draw-cards").hidden = !known;
  $("draw-go").hidden = !known;
  // A discard keeps the cards held face up (Super Stud): they are shown, not offered to throw.
  const kept = drawing.up || [];
  $("draw-cards").innerHTML = known ? held.map((c) => {
    const picked = drawPick.cards.includes(c);
    const up = kept.includes(c) ? " disabled" : "";
    return `<button type="button" class="card pick${/[hd]$/.test(c) ? " red" : ""}" data-card="${escapeHtml(c)}" aria-pressed="${picked}"${up}>${escapeHtml(c)}</button>`;
  }).join("") : "";
  for (const button of $("draw-cards").querySelectorAll("button")) {
    button.addEventListener("click", () => {
      const c = button.dataset.card;
      drawPick.cards = drawPick.cards.includes(c) ? drawPick.cards.filter((x) => x !== c) : [...drawPick.cards, c];
      renderDraw(state, true);
    });
  }
  const count = drawPick.cards.length;
  const thrown = held.filter((c) => drawPick.cards.includes(c));  // in the order held
  $("draw-go").disabled = !count;
  $("draw-go").textContent = count ? t("page.draw-button", { count, cards: thrown.join(" ") }) : t("page.draw-choose");
  $("draw-counts").hidden = known;
  const fewest = Math.max(1, drawing.least || 0);  // a discard throws exactly its number
  $("draw-counts").innerHTML = known ? "" : Array.from({ length: drawing.most - fewest + 1 }, (_, k) =>
    `<button type="button" data-count="${k + fewest}">${escapeHtml(t("page.draw-count", { count: k + fewest }))}</button>`).join("");
  for (const button of $("draw-counts").querySelectorAll("button")) {
    button.addEventListener("click", () => act({ verb: "draw", cards: Number.parseInt(button.dataset.count, 10) }));
  }
}

function drawChosen() {
  if (!state || !state.drawing || !drawPick.cards.length) return;
  // The cards in the order held, sent as the action's data (the server pushes them as they are).
  const held = state.players.find((p) => p.name === state.drawing.player).held.map((h) => h.card);
  const thrown = held.filter((c) => drawPick.cards.includes(c)).join("");
  act({ verb: "draw", cards: thrown });
}

function standPat() {
  if (!state || !state.drawing || $("draw-form").hidden) return;
  act({ verb: "draw", cards: "" });
}

function renderView(s) {
  const notes = { seat: t("page.note-seat", { player: s.seat }), table: t("page.note-table") };
  $("view-note").hidden = !notes[s.view];
  $("view-note").textContent = notes[s.view] || "";
  document.body.dataset.view = s.view;
  for (const id of ["undo", "forward", "to-end", "reset", "next-hand"]) $(id).hidden = s.view === "seat";
  for (const id of ["save", "export"]) $(id).hidden = s.view !== "floor";
  $("seat-links").hidden = !s.seats.length;
  $("seat-list").innerHTML = s.seats.map((seat) => {
    const link = `${window.location.origin}/#seat=${encodeURIComponent(seat.token)}`;
    return `<li data-player="${escapeHtml(seat.name)}">${escapeHtml(seat.name)}: <a href="${escapeHtml(link)}" target="_blank" rel="noopener">${escapeHtml(link)}</a></li>`;
  }).join("");
}

// -- acting ------------------------------------------------------------------------------------
async function act(body) {
  if (!state) return;
  const result = await call("POST", handPath("/actions"), body);
  if (result) showError(null);
  return result;
}

function clickVerb(verb) {
  const button = $(verb);
  if (!state || !button || button.hidden) return;
  act({ verb });
}

async function tool(path, body = {}) {
  if (!state) return;
  const result = await call("POST", `/api/sessions/${state.session}/${path}`, body);
  if (result && !result.notice) showError(null);
}

async function output(kind, title) {
  if (!state) return;
  const { ok, data } = await api("GET", `/api/sessions/${state.session}/${kind}`);
  if (!ok) { showError(data); $("output").hidden = true; return; }
  showError(null);
  $("output").hidden = false;
  $("output-title").textContent = t(title);
  $("output-text").textContent = data.text;
  const link = $("download");
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([data.text], { type: "text/plain" }));
  link.download = data.filename;
}

// -- the table form ----------------------------------------------------------------------------
// The options of a select, each labelled (the value kept when the labels change language).
function fillSelect(select, values, label) {
  const kept = select.value;
  select.innerHTML = values.map((v) => `<option value="${escapeHtml(v)}">${escapeHtml(label ? label(v) : v)}</option>`).join("");
  if (values.includes(kept)) select.value = kept;
}

function fillSelects() {
  fillSelect($("structure"), meta.structures, (v) => t(`structure.${v}`));
  fillSelect($("game"), meta.games, (v) => (words[`variant.${v}`] ? t(`variant.${v}`) : meta.game_titles[v] || v));
  fillSelect($("rulebook"), Object.keys(meta.rulebooks), (v) => meta.rulebooks[v]);
  fillGameFields();
}

// The form shows the fields of the game chosen: its structures, its streets, a bring-in or blinds,
// a board or none, and a hint of how its cards are written.
function fillGameFields() {
  const game = gameInfo($("game").value);
  const structures = game.structures.length ? game.structures : meta.structures;
  const kept = $("structure").value;
  fillSelect($("structure"), structures, (v) => t(`structure.${v}`));
  if (!structures.includes(kept)) $("structure").value = structures[0];
  fillSelect($("start-street"), game.streets, streetWord);
  for (const el of document.querySelectorAll(".blinds-field")) el.hidden = game.bring_in;
  for (const el of document.querySelectorAll(".bring-in-field")) el.hidden = !game.bring_in;
  for (const el of document.querySelectorAll(".board-field")) el.hidden = !game.board;
  for (const input of document.querySelectorAll(".p-cards")) input.placeholder = cardsHint();
  showStructureFields();
}

// How the cards of the game chosen are written (stud: the down cards in parentheses).
function cardsHint() {
  const game = gameInfo($("game").value);
  return game.up_cards ? "(KhQh) 2c" : game.draws ? "7c5d4h3s2d" : "AsKd";
}

// A game newly chosen gets the usual forced bets and bet sizes where the form has none.
function gameChosen() {
  fillGameFields();
  const game = gameInfo($("game").value);
  const fixed = $("structure").value === "fixed-limit";
  const defaults = game.bring_in ? { ante: 10, bring_in: 25, small_bet: 100, big_bet: 200 } : fixed ? { small_bet: 100, big_bet: 200 } : {};
  if (!game.bring_in && intField("sb") === null && intField("bb") === null) { $("sb").value = 50; $("bb").value = 100; }
  for (const [key, value] of Object.entries(defaults)) if (intField(key) === null) $(key).value = value;
}

function addPlayer(name, stack, cards, button) {
  const body = $("players").tBodies[0];
  const row = document.createElement("tr");
  const k = body.rows.length + 1;
  const label = (key) => escapeHtml(t(key, { number: k }));
  row.innerHTML = `<td><input type="radio" name="button" aria-label="${escapeHtml(t("page.button"))}"></td>` +
    `<td><input class="p-name" aria-label="${label("page.name-of")}" autocomplete="off"></td>` +
    `<td><input class="p-stack" type="number" min="0" step="any" inputmode="decimal" aria-label="${label("page.stack-of")}"></td>` +
    `<td><input class="p-cards" aria-label="${label("page.cards-of")}" placeholder="${cardsHint()}" spellcheck="false"></td>` +
    `<td><button type="button" class="remove" aria-label="${label("page.remove-player")}">✕</button></td>`;
  row.querySelector(".p-name").value = name || "";
  row.querySelector(".p-stack").value = stack == null ? "" : stack;
  row.querySelector(".p-cards").value = cards || "";
  row.querySelector("input[type=radio]").checked = Boolean(button);
  row.querySelector(".remove").addEventListener("click", () => { row.remove(); });
  row.querySelector(".p-name").addEventListener("input", (event) => { event.target.removeAttribute("aria-invalid"); });
  body.appendChild(row);
  return row;
}

// A player row the table cannot be set up with: which row, and why (said beside the form).
class RowError extends Error {
  constructor(row) {
    super("row");
    this.row = row;
  }
}

function refuseRow(row) {
  const number = row.rowIndex;
  const input = row.querySelector(".p-name");
  input.setAttribute("aria-invalid", "true");
  input.focus();
  showError({ code: "player-without-name", message: t("page.row-no-name", { number }), rule: "" }, false, $("setup-error"));
}

function intField(id) {
  const text = $(id).value.trim();
  return text === "" ? null : Number.parseInt(text, 10);
}

// An amount as typed: a whole number, or dollars and cents (0.25), which the server reads exactly.
function amountField(id) {
  const text = $(id).value.trim();
  return text === "" ? null : Number(text);
}

function readSettings() {
  const settings = { structure: $("structure").value };
  const game = gameInfo($("game").value);
  if ($("game").value !== "holdem") settings.game = $("game").value;
  if ($("start-street").value !== game.streets[0]) settings.street = $("start-street").value;
  // A stud game has a bring-in and no blinds; the fields the game hides are not sent.
  const sb = game.bring_in ? null : amountField("sb");
  const bb = game.bring_in ? null : amountField("bb");
  if (sb !== null || bb !== null) settings.blinds = [sb || 0, bb || 0];
  const keys = ["ante", "pot", "min_bet", "max_bet", "small_bet", "big_bet", "cap_raises", ...(game.bring_in ? ["bring_in"] : ["bb_ante"])];
  for (const key of keys) {
    const value = key === "cap_raises" ? intField(key) : amountField(key);
    if (value !== null) settings[key] = value;
  }
  const straddles = game.bring_in ? [] : $("straddles").value.split(/[\s,]+/).filter(Boolean).map((v) => Number(v));
  if (straddles.length) settings.straddles = straddles;
  if (game.board && $("board-cards").value.trim()) settings.board = $("board-cards").value.trim();
  const players = [];
  const cards = {};
  for (const row of $("players").tBodies[0].rows) {
    const name = row.querySelector(".p-name").value.trim();
    const stackText = row.querySelector(".p-stack").value.trim();
    // A row with no name is not left out unsaid: the table is refused, naming the row.
    if (!name) throw new RowError(row);
    players.push({ name, stack: stackText === "" ? 0 : Number(stackText) });
    if (row.querySelector("input[type=radio]").checked) settings.button = name;
    const held = row.querySelector(".p-cards").value.trim();
    if (held) cards[name] = held;
  }
  settings.players = players;
  if (Object.keys(cards).length) settings.cards = cards;
  const rules = {};
  for (const select of $("switches").querySelectorAll("select")) {
    if (select.value !== "") rules[select.name] = select.value;
  }
  if (Object.keys(rules).length) settings.rules = rules;
  return settings;
}

// The form filled from a hand set up: its settings, its rulebook, its game (by the game's own
// name, whatever alias the settings wrote).
function fillForm(settings, rulebook, game, seed) {
  // A hand dealt from a deck shows its seed (a loaded file deals none: its cards are its own).
  $("deal").checked = seed != null;
  if (seed != null) $("seed").value = seed;
  $("game").value = meta.games.includes(game) ? game : "holdem";
  fillGameFields();
  // A situation may leave the structure to the game (stud is fixed-limit): the game's first, then.
  $("structure").value = settings.structure || gameInfo($("game").value).structures[0] || "no-limit";
  $("rulebook").value = rulebook;
  $("start-street").value = settings.street || gameInfo($("game").value).streets[0];
  const blinds = settings.blinds || [null, null];
  $("sb").value = blinds[0] == null ? "" : blinds[0];
  $("bb").value = blinds[1] == null ? "" : blinds[1];
  for (const key of ["ante", "bb_ante", "bring_in", "pot", "min_bet", "max_bet", "small_bet", "big_bet", "cap_raises"]) {
    $(key).value = settings[key] == null ? "" : settings[key];
  }
  $("straddles").value = (settings.straddles || []).join(", ");
  $("board-cards").value = settings.board || "";
  $("players").tBodies[0].innerHTML = "";
  const players = settings.players || [];
  const button = settings.button || (players.length ? players[players.length - 1].name : "");
  for (const p of players) addPlayer(p.name, p.stack, (settings.cards || {})[p.name], p.name === button);
  for (const select of $("switches").querySelectorAll("select")) {
    const value = (settings.rules || {})[select.name];
    select.value = value == null ? "" : String(value);
  }
  showStructureFields();
}

function showStructureFields() {
  const structure = $("structure").value;
  for (const el of document.querySelectorAll(".limit")) el.hidden = structure !== "fixed-limit" && structure !== "spread-limit";
  for (const el of document.querySelectorAll(".spread")) el.hidden = structure !== "spread-limit";
}

function buildSwitches() {
  const box = $("switches");
  box.innerHTML = "";
  for (const sw of meta.switches) {
    const label = document.createElement("label");
    label.title = sw.meaning;
    label.textContent = sw.name.replaceAll("_", " ");
    const select = document.createElement("select");
    select.name = sw.name;
    const choices = sw.choices.length > 20 ? [10, 25, 50, 75, 100] : sw.choices;
    select.innerHTML = `<option value="">${escapeHtml(t("page.rulebook-default"))}</option>` + choices.map((c) => `<option value="${escapeHtml(c)}">${escapeHtml(c)}</option>`).join("");
    label.appendChild(select);
    box.appendChild(label);
  }
}

// -- start -------------------------------------------------------------------------------------
function isTyping(target) {
  return target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

function bind() {
  for (const verb of ["fold", "check", "call", "allin", "bring-in"]) $(verb).addEventListener("click", () => clickVerb(verb));
  $("complete").addEventListener("click", () => { if (state && state.options) act({ verb: "complete", amount: state.options.min_to }); });
  for (const id of ["size-small", "size-big"]) {
    $(id).addEventListener("click", () => act({ verb: $(id).dataset.verb, amount: Number($(id).dataset.amount) }));
  }
  $("draw-go").addEventListener("click", drawChosen);
  $("stand-pat").addEventListener("click", standPat);
  $("amount-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const amount = $("amount");
    act({ verb: amount.dataset.verb, amount: Number(amount.value) });
  });
  $("typed-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = $("typed").value.trim();
    if (!text) return;
    if (await act({ text })) $("typed").value = "";
  });
  $("undo").addEventListener("click", () => tool("undo"));
  $("reset").addEventListener("click", () => tool("reset"));
  $("forward").addEventListener("click", () => tool("forward"));
  $("to-end").addEventListener("click", () => tool("forward", { to_the_end: true }));
  $("next-hand").addEventListener("click", () => tool("next"));
  $("show-form").addEventListener("submit", (event) => { event.preventDefault(); awardPots(); });
  $("save").addEventListener("click", () => output("situation", "page.situation-file"));
  $("export").addEventListener("click", () => output("phh", "page.phh-file"));
  $("add-player").addEventListener("click", () => { addPlayer("", "").querySelector(".p-name").focus(); });
  $("structure").addEventListener("change", showStructureFields);
  $("game").addEventListener("change", gameChosen);
  $("setup-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("output").hidden = true;
    let settings;
    try {
      settings = readSettings();
    } catch (error) {
      if (error instanceof RowError) { refuseRow(error.row); return; }
      throw error;
    }
    // The cards not given are dealt from a deck shuffled with the seed shown (by default).
    const seed = $("deal").checked ? (intField("seed") ?? 1) : undefined;
    const result = await call("POST", "/api/sessions", { settings, rulebook: $("rulebook").value, seed, replaces: previous() }, $("setup-error"));
    if (result) { $("typed").value = ""; focusAction(); }
  });
  $("load-file").addEventListener("change", () => {
    const file = $("load-file").files[0];
    if (!file) return;
    if (/\.phhs?$/i.test(file.name)) $("load-kind").value = "phh";
    if (/\.toml$/i.test(file.name)) $("load-kind").value = "situation";
    file.text().then((text) => { $("load-text").value = text; });
  });
  $("load-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("output").hidden = true;
    const kind = $("load-kind").value;
    const index = intField("load-index") || 1;
    const body = kind === "phh"
      ? { text: $("load-text").value, hand: index, rulebook: $("rulebook").value, replaces: previous() }
      : { text: $("load-text").value, case: index, replaces: previous() };
    const result = await call("POST", `/api/sessions/${kind}`, body, $("setup-error"));
    if (result) { fillForm(result.settings, result.rulebook, result.game, result.seed); $("typed").value = ""; focusAction(); }
  });
  $("lang").addEventListener("change", async () => {
    store.setItem("pokerfloor-lang", lang());
    await loadWords();
    if (state) await call("GET", handPath(""));
  });
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    const verbs = { f: "fold", k: "check", c: "call", a: "allin" };
    if (verbs[key]) { event.preventDefault(); clickVerb(verbs[key]); }
    else if ((key === "r" || key === "b") && !$("amount-form").hidden) { event.preventDefault(); $("amount").focus(); $("amount").select(); }
    else if (key === "u" && state && state.can_undo) { event.preventDefault(); tool("undo"); }
    else if (key === "y" && state && state.can_forward) { event.preventDefault(); tool("forward"); }
    else if (key === "/") { event.preventDefault(); $("typed").focus(); }
  });
}

// The page's words in the language chosen, then every word of the page in it.
async function loadWords() {
  const { data } = await api("GET", "/api/meta");
  meta = data;
  words = data.words || {};
  applyWords();
  fillSelects();
  const overrides = meta && $("switches").children.length ? readSwitches() : {};
  buildSwitches();
  for (const select of $("switches").querySelectorAll("select")) select.value = overrides[select.name] ?? "";
  for (const row of $("players").tBodies[0].rows) relabelPlayer(row);
  if (state) render();
}

function readSwitches() {
  const values = {};
  for (const select of $("switches").querySelectorAll("select")) values[select.name] = select.value;
  return values;
}

function relabelPlayer(row) {
  const k = row.rowIndex;
  row.querySelector("input[type=radio]").setAttribute("aria-label", t("page.button"));
  row.querySelector(".p-name").setAttribute("aria-label", t("page.name-of", { number: k }));
  row.querySelector(".p-stack").setAttribute("aria-label", t("page.stack-of", { number: k }));
  row.querySelector(".p-cards").setAttribute("aria-label", t("page.cards-of", { number: k }));
  row.querySelector(".remove").setAttribute("aria-label", t("page.remove-player", { number: k }));
}

// The hand this tab set up before: a new one replaces it on the server.
function previous() {
  return state && state.session ? state.session : undefined;
}

function focusAction() {
  const first = ["call", "check", "bring-in", "fold", "stand-pat"].map($).find((b) => !b.hidden && !b.closest("[hidden]"));
  (first || $("typed")).focus();
}

async function start() {
  bind();
  const saved = store.getItem("pokerfloor-lang");
  if (saved) $("lang").value = saved;
  await loadWords();
  addPlayer("A", 10000, "", false);
  addPlayer("B", 10000, "", true);
  // The default hand is dealt, from a deck shuffled with a seed of its own (shown: set it to repeat a deal).
  $("seed").value = 1 + Math.floor(Math.random() * 99999);
  showStructureFields();
  setInterval(follow, 2000);
  const session = store.getItem("pokerfloor-session");
  if (seatToken) {
    $("setup-panel").hidden = true;
    await call("GET", handPath(""));
  } else if (session) {
    const result = await call("GET", `/api/sessions/${session}`);
    if (result) fillForm(result.settings, result.rulebook, result.game, result.seed);
    else showError(null);
  }
  document.body.dataset.ready = "true";
}

start();
