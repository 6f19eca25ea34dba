// The player's page of pokerfloor's table server: sign in, the tables, and a table drawn as a
// table (the seats round the felt, the cards, the chips, the pot, the clock, a bet slider with the
// legal range), all through the protocol of docs/tables.md. Its words come from the catalogs
// (GET /api/v1/meta?lang=...), in the language chosen.
"use strict";

const pf = {
  words: {}, games: [], lang: "en", token: "", player: "", role: "", socket: null, table: null,
  view: null, settings: null, ids: 0, waiting: {}, marked: new Set(), clockTimer: null,
};
window.pf = pf;
const $ = (id) => document.getElementById(id);

function say(key, values = {}) {
  const template = pf.words[key] || key;
  return template.replace(/\{(\w+)\}/g, (_, name) => (name in values ? String(values[name]) : `{${name}}`));
}

function translate() {
  document.documentElement.lang = pf.lang;
  for (const element of document.querySelectorAll("[data-i18n]")) {
    element.textContent = say(element.dataset.i18n);
  }
}

function notice(text) {
  const box = $("notice");
  box.textContent = text;
  box.hidden = !text;
}

function show(section) {
  for (const id of ["sign", "lobby", "table"]) $(id).hidden = id !== section;
  document.body.dataset.section = section;
}

// -- HTTP ---------------------------------------------------------------------------------------
async function http(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  if (pf.token) headers.Authorization = `Bearer ${pf.token}`;
  const answer = await fetch(`${path}?lang=${pf.lang}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const data = await answer.json();
  if (!answer.ok) throw new Error(data.message || answer.statusText);
  return data;
}

async function loadMeta() {
  const meta = await http("GET", "/api/v1/meta");
  pf.words = meta.words;
  pf.games = meta.games;
  const select = $("open-game");
  select.innerHTML = "";
  for (const game of pf.games) {
    const option = document.createElement("option");
    option.value = game;
    option.textContent = say(`variant.${game}`);
    select.append(option);
  }
  translate();
}

async function signIn(register) {
  const name = $("sign-name").value.trim();
  const password = $("sign-password").value;
  try {
    if (register) {
      const role = $("as-spectator").checked ? "spectator" : "player";
      await http("POST", "/api/v1/accounts", { name, password, role });
    }
    const session = await http("POST", "/api/v1/sessions", { name, password });
    pf.token = session.token;
    sessionStorage.setItem("pf-token", pf.token);
    notice("");
    await connect();
  } catch (error) {
    notice(say("tables.refused", { message: error.message }));
  }
}

function signOut() {
  sessionStorage.removeItem("pf-token");
  pf.token = "";
  if (pf.socket) pf.socket.close();
  pf.socket = null;
  $("who").textContent = "";
  $("sign-out").hidden = true;
  show("sign");
}

// -- the WebSocket ------------------------------------------------------------------------------
function connect() {
  return new Promise((resolve) => {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/api/v1/ws`);
    pf.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: "hello", protocol: 1, token: pf.token, lang: pf.lang, id: 0 }));
    socket.onmessage = (message) => received(JSON.parse(message.data), resolve);
    socket.onclose = () => {
      if (pf.socket !== socket || !pf.token) return;
      notice(say("tables.disconnected"));
      setTimeout(() => connect().then(() => pf.table && join(pf.table)), 1000);
    };
  });
}

function received(message, resolve) {
  if (message.type === "welcome") {
    pf.player = message.player;
    pf.role = message.role;
    $("who").textContent = say("tables.signed-in", { name: pf.player, role: pf.role });
    $("sign-out").hidden = false;
    notice("");
    resolve();
    if (!pf.table) lobby();
    return;
  }
  if (message.type === "events") {
    if (message.table === pf.table) draw(message.view);
    return;
  }
  if (message.type === "moved") {  // another server of the room runs the table now
    if (message.table === pf.table) location.href = `${message.address}/?lang=${pf.lang}`;
    return;
  }
  const waiting = pf.waiting[message.id];
  delete pf.waiting[message.id];
  if (message.type === "refused") {
    notice(say("tables.refused", { message: message.message }));
    if (message.of === "hello" || message.code === "token") {
      signOut();
      resolve();
    }
    if (waiting) waiting(null);
    return;
  }
  if (waiting) waiting(message);
}

function send(type, fields = {}) {
  pf.ids += 1;
  const id = pf.ids;
  return new Promise((resolve) => {
    pf.waiting[id] = resolve;
    pf.socket.send(JSON.stringify({ type, id, ...fields }));
  });
}

// -- the tables -----------------------------------------------------------------------------------
async function lobby() {
  pf.table = null;
  document.body.dataset.table = "";
  show("lobby");
  const found = await http("GET", "/api/v1/tables");
  const list = $("tables");
  list.innerHTML = "";
  $("no-tables").hidden = found.tables.length > 0;
  $("open-form").hidden = pf.role === "spectator";
  for (const table of found.tables) {
    const item = document.createElement("li");
    item.className = "lobby-row";
    item.dataset.table = table.table;
    if (table.address) {  // run by another server of the room: there
      const there = document.createElement("a");
      there.href = `${table.address}/?lang=${pf.lang}`;
      there.textContent = `${table.table}: ${table.address}`;
      item.append(there);
      list.append(item);
      continue;
    }
    const seats = table.settings.seats;
    const game = table.settings.game || table.settings.sit_and_go.levels[0].game;  // a sit-and-go: its levels say it
    item.textContent = `${table.name}: ${say(`variant.${game}`)}, `
      + `${say("tables.players", { count: table.players.length, seats })} `;
    const button = document.createElement("button");
    button.className = "watch";
    button.textContent = say("tables.watch");
    button.onclick = () => join(table.table);
    item.append(button);
    list.append(item);
  }
}

function given(id) {
  // A number field of the form: its number, or null when left empty (the option not taken).
  const text = $(id).value.trim();
  return text === "" ? null : Number(text);
}

function openSettings() {
  // The settings the form says, as the server reads them (docs/tables.md): a field left empty is
  // an option not taken, and a value the server refuses (a rake at a sit-and-go too) comes back
  // as its refusal, in words.
  const settings = { name: $("open-name").value.trim() || pf.player, rulebook: $("open-rulebook").value, seats: given("open-seats") };
  const blinds = [given("open-small"), given("open-big")];
  const entry = given("open-entry");
  if (entry === null) Object.assign(settings, { game: $("open-game").value, blinds });
  else settings.sit_and_go = { entry, chips: given("open-chips"), levels: doublingLevels(blinds, given("open-double")) };
  const rake = $("open-rake").value.trim();
  if (rake) settings.rake = rake;
  const straddle = given("open-straddle");
  if (straddle) settings.straddle = straddle;
  const from = $("open-straddle-from").value;
  if (from !== "under-the-gun") settings.straddle_from = from;  // the server refuses it without a straddle
  // No rulebook lets a Mississippi straddle: whoever opens the table is the house, and says so.
  if (from === "mississippi") settings.rules = { straddle_seats: "any" };
  const ante = given("open-bomb-ante");
  const every = given("open-bomb-every");
  if (ante !== null || every !== null) settings.bomb_pot = { ante, every };
  const vote = given("open-bomb-vote");
  if (vote !== null) settings.bomb_pot_vote = vote;
  const runs = given("open-runs");
  if (runs !== null) settings.runs = runs;  // more than the rulebook allows comes back refused, in words
  return settings;
}

function doublingLevels(blinds, every) {
  // A sit-and-go's levels from the form: its blinds, doubled every so many hands ten times over
  // (the last level lasting to the end), or those blinds throughout when no count is given.
  const game = $("open-game").value;
  const levels = [];
  for (let k = 0; k < (every === null ? 1 : 10); k += 1) {
    const level = { game, blinds: blinds.map((blind) => blind * 2 ** k) };
    if (every !== null && k < 9) level.hands = every;
    levels.push(level);
  }
  return levels;
}

async function openTable() {
  try {
    const opened = await http("POST", "/api/v1/tables", { settings: openSettings() });
    notice("");  // a refusal of the form before is answered
    await join(opened.table);
  } catch (error) {
    notice(say("tables.refused", { message: error.message }));
  }
}

async function join(table) {
  const answer = await send("join", { table });
  if (!answer) return;
  pf.table = table;
  pf.settings = answer.view.settings;
  document.body.dataset.table = table;
  const tourney = pf.settings.sit_and_go;  // a sit-and-go: every player brings its chips
  const buyIn = tourney ? [tourney.chips, tourney.chips] : pf.settings.buy_in;
  $("buy-in").value = buyIn[1];
  $("buy-in").min = buyIn[0];
  $("buy-in").max = buyIn[1];
  show("table");
  draw(answer.view);
}

// -- the table drawn ------------------------------------------------------------------------------
function cardElement(text, index, markable) {
  const card = document.createElement("span");
  card.className = "card";
  if (text === "??") {
    card.classList.add("back");
    card.dataset.card = "??";
    return card;
  }
  card.dataset.card = text;
  const suit = text[1];
  card.textContent = text[0] + { s: "♠", h: "♥", d: "♦", c: "♣" }[suit];
  if (suit === "h" || suit === "d") card.classList.add("red");
  if (markable) {
    if (pf.marked.has(text)) card.classList.add("marked");
    card.onclick = () => {
      if (pf.marked.has(text)) pf.marked.delete(text); else pf.marked.add(text);
      draw(pf.view);
    };
  }
  return card;
}

function seatPosition(seat, seats, mySeat) {
  // Clockwise round the oval, the viewer's own seat at the bottom.
  const turn = ((seat - (mySeat || 1)) / seats) * 2 * Math.PI;
  return { left: 50 - 52 * Math.sin(turn), top: 50 + 58 * Math.cos(turn) };
}

function draw(view) {
  pf.view = view;
  const seats = pf.settings.seats;
  const mine = view.you ? view.you.seat : 0;
  $("table-name").textContent = view.name;
  $("hand-number").textContent = view.hand ? say("tables.hand", { number: view.hand }) : say("tables.waiting-for-players");
  $("street").textContent = view.in_hand && view.street ? say(`street.${view.street.replace(/ /g, "-")}`) : "";
  $("watching").hidden = Boolean(view.you);
  $("paused").hidden = !view.paused;
  const felt = $("felt");
  for (const old of felt.querySelectorAll(".seat")) old.remove();
  const bySeat = Object.fromEntries(view.seats.map((s) => [s.seat, s]));
  const drawing = view.legal && view.legal.actions.includes("draw");
  for (let seat = 1; seat <= seats; seat += 1) {
    const box = document.createElement("div");
    const place = seatPosition(seat, seats, mine);
    box.style.left = `${place.left}%`;
    box.style.top = `${place.top}%`;
    box.className = "seat";
    box.dataset.seat = seat;
    const player = bySeat[seat];
    if (!player) {
      box.classList.add("empty");
      box.textContent = say("tables.empty-seat", { seat });
      if (!view.you && pf.role !== "spectator") {
        const sit = document.createElement("button");
        sit.className = "sit";
        sit.textContent = say("tables.sit");
        sit.onclick = () => act("sit", { seat, chips: Number($("buy-in").value) });
        box.append(document.createElement("br"), sit);
      }
    } else {
      fillSeat(box, player, view, drawing && player.player === pf.player);
    }
    felt.append(box);
  }
  // A board run more than once shows each run on its own line; a game of two boards each board on
  // its own row, the top board first; else the board as dealt so far.
  $("board").replaceChildren(...(view.runs.length ? [] : view.boards.length ? view.boards.map((cards, k) => {
    const row = document.createElement("div");
    row.className = "board-row";
    row.dataset.board = k + 1;
    row.append(...cards.map((card) => cardElement(card)));
    return row;
  }) : view.board.map((card) => cardElement(card))));
  $("runs").replaceChildren(...view.runs.map((board, k) => {
    const line = document.createElement("div");
    line.className = "run";
    line.dataset.run = k + 1;
    line.append(say("tables.runs-board", { run: k + 1 }), " ", ...board.map((card) => cardElement(card)));
    return line;
  }));
  const pot = view.pots.reduce((sum, p) => sum + p.amount, 0);
  $("pot").textContent = pot ? say("tables.pot", { amount: pot }) : "";
  $("turn").textContent = view.to_act ? (view.to_act === pf.player ? say("tables.your-turn") : say("tables.turn-of", { player: view.to_act })) : "";
  drawControls(view);
  drawAgreement(view);
  drawBombVote(view);
  drawClock(view);
  drawOptions(view);
  const seated = Boolean(view.you);
  for (const id of ["add", "sit-out", "come-back", "leave"]) $(id).hidden = !seated;
  $("seat-actions").hidden = pf.role === "spectator";
}

function stakesText(stakes) {
  // A level's forced bets, as a placard says them: "10/20", then the antes and bets.
  const parts = stakes.blinds ? [stakes.blinds.join("/")] : [];
  for (const key of ["ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind"]) {
    if (stakes[key]) parts.push(`${key.replace(/_/g, " ")} ${stakes[key]}`);
  }
  return parts.join(", ");
}

function drawOptions(view) {
  // What the table adds to the game: where its sit-and-go stands, and the house's rake.
  const lines = [];
  const tourney = view.sit_and_go;
  if (tourney && tourney.over) {
    const places = tourney.places.map((p) => say("tables.place", { place: p.place, player: p.player, prize: p.prize }));
    lines.push(say("tables.sit-and-go-over", { pool: tourney.pool, places: places.join(", ") }));
  } else if (tourney && tourney.started) {
    lines.push(say("tables.sit-and-go", { level: tourney.level, stakes: stakesText(tourney.stakes), pool: tourney.pool }));
  } else if (tourney) {
    lines.push(say("tables.sit-and-go-waiting", { entries: tourney.entries, pool: tourney.pool }));
  }
  const rake = pf.settings.rake;
  if (rake) {
    const limit = rake.cap === undefined ? `${rake.percent}%` : `${rake.percent}% / ${rake.cap}`;
    lines.push(say("tables.rake", { rake: limit, taken: view.house ? view.house[0] + view.house[1] : 0 }));
  }
  const straddled = { button: "tables.straddle-button", mississippi: "tables.straddle-mississippi" };
  const from = straddled[pf.settings.straddle_from] || "tables.straddle";  // under the gun unless it says
  if (pf.settings.straddle) lines.push(say(from, { amount: pf.settings.straddle }));
  const bomb = pf.settings.bomb_pot;
  if (bomb) lines.push(say("tables.bomb-pot", { ante: bomb.ante, every: bomb.every }));
  if (pf.settings.bomb_pot_vote) lines.push(say("tables.bomb-pot-vote", { ante: pf.settings.bomb_pot_vote }));
  if (pf.settings.runs) lines.push(say("tables.runs", { most: pf.settings.runs }));
  $("table-options").textContent = lines.join(" · ");
}

function fillSeat(box, player, view, markable) {
  box.dataset.player = player.player;
  if (player.player === pf.player) box.classList.add("you");
  if (view.to_act === player.player) box.classList.add("to-act");
  if (player.folded) box.classList.add("folded");
  if (player.status === "away") box.classList.add("away");
  const name = document.createElement("div");
  name.className = "name";
  name.textContent = player.player;
  const stack = document.createElement("div");
  stack.className = "stack";
  stack.textContent = player.stack;
  const cards = document.createElement("div");
  cards.className = "cards";
  // A discard keeps the cards held face up (Super Stud): only the others may be clicked to throw.
  const kept = (markable && view.legal && view.legal.up) || [];
  cards.replaceChildren(...(player.cards || []).map((card, k) => cardElement(card, k, markable && !kept.includes(card))));
  box.append(name, stack, cards);
  const notes = [];
  if (player.status === "away") notes.push(say("tables.away"));
  if (player.folded) notes.push(say("tables.folded"));
  if (player.won) notes.push(say("tables.won", { amount: player.won }));
  if (notes.length) {
    const note = document.createElement("div");
    note.textContent = notes.join(", ");
    box.append(note);
  }
  if (player.bet) {
    const bet = document.createElement("span");
    bet.className = "bet";
    bet.textContent = player.bet;
    box.append(bet);
  }
  if (view.button === player.seat && view.in_hand) {
    const button = document.createElement("span");
    button.className = "button";
    button.textContent = "D";
    box.append(button);
  }
}

function drawControls(view) {
  const actions = $("actions");
  actions.innerHTML = "";
  const legal = view.to_act === pf.player ? view.legal : null;
  const sized = legal && (legal.actions.includes("bet") || legal.actions.includes("raise") || legal.actions.includes("complete"));
  $("sizing").hidden = !sized;
  if (sized) {
    const slider = $("amount-slider");
    const amount = $("amount");
    for (const input of [slider, amount]) {
      input.min = legal.min_to;
      input.max = legal.max_to;
      input.step = 1;
    }
    if (!(Number(amount.value) >= legal.min_to && Number(amount.value) <= legal.max_to)) amount.value = legal.min_to;
    slider.value = amount.value;
    slider.oninput = () => { amount.value = slider.value; };
    amount.oninput = () => { slider.value = amount.value; };
  }
  if (!legal) return;
  for (const verb of legal.actions) {
    const button = document.createElement("button");
    button.dataset.verb = verb;
    if (verb === "draw") {
      button.textContent = pf.marked.size ? say("tables.throw") : say("tables.stand-pat");
      button.onclick = () => act("act", { action: { verb: "draw", cards: [...pf.marked] } });
    } else if (["bet", "raise", "complete"].includes(verb)) {
      button.textContent = `${say(`kind.${verb}`)} ${say("tables.to")} …`;
      button.onclick = () => act("act", { action: { verb, amount: Number($("amount").value) } });
    } else {
      button.textContent = verb === "call" ? `${say("kind.call")} ${legal.call_to}` : say(`kind.${verb}`);
      button.onclick = () => act("act", { action: { verb } });
    }
    actions.append(button);
  }
  if (legal.max_to) {
    const allin = document.createElement("button");
    allin.dataset.verb = "allin";
    allin.textContent = say("tables.allin");
    allin.onclick = () => act("act", { action: { verb: "allin" } });
    actions.append(allin);
  }
}

function drawAgreement(view) {
  // Everyone all in with cards to come: each player in the pot says how many times he agrees to
  // run the board (once to the most the table offers); the others see who has answered.
  const asked = view.agreement;
  $("agreement").hidden = !asked;
  if (!asked) return;
  const mine = asked.players.includes(pf.player) && !(pf.player in asked.answers);
  const answered = Object.keys(asked.answers).length;
  $("agreement-text").textContent = mine ? say("tables.runs-ask") : say("tables.runs-waiting", { answered, asked: asked.players.length });
  const choices = [];
  for (let times = 1; mine && times <= asked.most; times += 1) {
    const button = document.createElement("button");
    button.dataset.runs = times;
    button.textContent = times === 1 ? say("tables.runs-once") : say("tables.runs-times", { times });
    button.onclick = () => act("runs", { times });
    choices.push(button);
  }
  $("agreement-choices").replaceChildren(...choices);
}

function drawBombVote(view) {
  // A bomb pot by vote (WSOP 2024 Live Action Rule 27): each player present says he is in or out
  // for the next hand; it is one when all have said so and two or more are in.
  const offered = Boolean(pf.settings.bomb_pot_vote) && Boolean(view.you);
  $("bomb-vote").hidden = !offered;
  if (!offered) return;
  const votes = Object.values(view.bomb_votes);
  const present = view.seats.filter((seat) => seat.status !== "away").length;
  const counts = { in: votes.filter(Boolean).length, out: votes.filter((vote) => !vote).length, present };
  $("bomb-votes").textContent = votes.length ? say("tables.bomb-votes", counts) : "";
  $("bomb-in").onclick = () => act("bomb-pot", { agree: true });
  $("bomb-out").onclick = () => act("bomb-pot", { agree: false });
}

function drawClock(view) {
  clearInterval(pf.clockTimer);
  const bar = $("clock-bar");
  const text = $("clock-text");
  const clock = view.clock || (view.agreement && view.agreement.clock && { player: "", ...view.agreement.clock });
  if (!clock) {
    bar.style.width = "0";
    text.textContent = "";
    return;
  }
  const total = Math.max(clock.seconds_left, 0.001);
  const ends = performance.now() + clock.seconds_left * 1000;
  const tick = () => {
    const left = Math.max(0, (ends - performance.now()) / 1000);
    bar.style.width = `${(100 * left) / total}%`;
    const said = say("tables.clock", { seconds: left.toFixed(1) });
    text.textContent = clock.player ? `${clock.player}: ${said}` : said;
  };
  tick();
  pf.clockTimer = setInterval(tick, 100);
}

async function act(type, fields) {
  pf.marked.clear();
  const answer = await send(type, { table: pf.table, ...fields });
  if (answer) notice("");
}

// -- starting -------------------------------------------------------------------------------------
async function start() {
  const asked = new URLSearchParams(location.search).get("lang");
  pf.lang = ["en", "ru", "it"].includes(asked) ? asked : "en";
  $("lang").value = pf.lang;
  await loadMeta();
  $("lang").onchange = async () => {
    pf.lang = $("lang").value;
    await loadMeta();
    if (pf.view) draw(pf.view); else if (pf.token) lobby();
  };
  $("sign-in").onclick = () => signIn(false);
  $("register").onclick = () => signIn(true);
  $("sign-out").onclick = signOut;
  $("open-table").onclick = openTable;
  $("to-lobby").onclick = () => { send("unjoin", { table: pf.table }); pf.view = null; lobby(); };
  $("add").onclick = () => act("add", { chips: Number($("buy-in").value) });
  $("sit-out").onclick = () => act("sit-out");
  $("come-back").onclick = () => act("back");
  $("leave").onclick = () => act("leave");
  pf.token = sessionStorage.getItem("pf-token") || "";
  if (pf.token) await connect(); else show("sign");
  document.body.dataset.ready = "true";
}

start();
