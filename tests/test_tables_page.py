# ruff: noqa: RUF001 - the Russian expectations are Cyrillic on purpose
"""The table server's player's page (issue 29) in a real browser (Playwright driving Debian's
Chromium, headless) on a real server process: three players sign in, one opens a table, the three
sit down and play a hand by clicking, and a spectator watches; the table is drawn as a table, the
slider holds the legal range, the clock runs, and nobody's page shows a card that is not his.
Screenshots go to ``test-artifacts/``."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("uvicorn", reason="the tables extra (uvicorn) is not installed")

from tables_server import Server, post

try:
    from playwright.sync_api import Browser, Page, expect, sync_playwright

    HAVE_PLAYWRIGHT = True
except ImportError:  # pragma: no cover - the test extra installs it
    HAVE_PLAYWRIGHT = False

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
PASSWORD = "a good password"
PLAYERS = ("ann", "bob", "cat")
#: A card's face: its rank and suit as the page writes them.
FACE = re.compile(r"^[2-9TJQKA][♠♥♦♣]$")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("page")
    running = Server(f"sqlite:///{folder / 'room.db'}", log=folder / "server.log").start()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not HAVE_PLAYWRIGHT or CHROMIUM is None:
        pytest.skip("browser tests need Playwright for Python (pip) and Debian's chromium (apt-get install chromium)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, timeout=60_000)
        # Four browsers and a server on a shared machine: a view can take longer than expect's
        # default 5 s to reach a page under load (CI failed once on the action buttons).
        expect.set_options(timeout=30_000)
        yield launched
        expect.set_options(timeout=5_000)
        launched.close()


def _signed_in(browser: Browser, server: Server, name: str, *, lang: str = "en") -> Page:
    """A page of its own (a browser context each) signed in as ``name`` through the form."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.goto(f"{server.url}/?lang={lang}")
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    page.fill("#sign-name", name)
    page.fill("#sign-password", PASSWORD)
    page.click("#sign-in")
    expect(page.locator("body")).to_have_attribute("data-section", "lobby")
    return page


def _account(server: Server, name: str, role: str = "player") -> None:
    assert post(f"{server.url}/api/v1/accounts", {"name": name, "password": PASSWORD, "role": role})[0] == 201


def _players(browser: Browser, server: Server, languages: dict[str, str]) -> dict[str, Page]:
    """A page for each new player (his name: his page's language), his account made first."""
    for name in languages:
        _account(server, name)
    return {name: _signed_in(browser, server, name, lang=lang) for name, lang in languages.items()}


def _sit_down(pages: dict[str, Page], table: str, opener: str | None = None) -> None:
    """The players sit at ``table`` in seats from 1, in the pages' order; each but the ``opener``
    (whose page is at the table he opened) finds it in the lobby first."""
    for seat, (name, page) in enumerate(pages.items(), start=1):
        if name != opener:
            page.reload()  # the lobby as it is now: the table just opened
            expect(page.locator("body")).to_have_attribute("data-section", "lobby")
            page.locator(f'.lobby-row[data-table="{table}"] .watch').click()
        page.locator(f'.seat[data-seat="{seat}"] .sit').click()
        expect(page.locator(f'.seat[data-player="{name}"]')).to_be_visible()


def _cards(page: Page, player: str) -> list[str]:
    """The cards a page shows for a player's seat: a face, or ``??`` for a card's back."""
    seat = page.locator(f'.seat[data-player="{player}"] .card')
    return [seat.nth(k).get_attribute("data-card") or "" for k in range(seat.count())]


def test_three_players_and_a_spectator_play_a_hand_at_a_table_drawn_as_a_table(
    browser: Browser, server: Server
) -> None:
    pages = _players(browser, server, dict.fromkeys(PLAYERS, "en"))
    _account(server, "sue", role="spectator")
    ann = pages["ann"]
    ann.fill("#open-name", "Main")
    ann.fill("#open-small", "5")
    ann.fill("#open-big", "10")
    ann.click("#open-table")
    expect(ann.locator("body")).to_have_attribute("data-section", "table")
    expect(ann.locator(".seat")).to_have_count(6)  # the seats round the felt, all empty
    table = ann.locator("body").get_attribute("data-table")
    assert table
    _sit_down(pages, table, opener="ann")
    sue = _signed_in(browser, server, "sue", lang="it")
    expect(sue.locator("#open-form")).to_be_hidden()  # a spectator opens no table
    sue.locator(f'.lobby-row[data-table="{table}"] .watch').click()
    expect(sue.locator("#watching")).to_be_visible()
    expect(sue.locator(".sit")).to_have_count(0)
    expect(ann.locator("#hand-number")).to_have_text("Hand 1")  # the house deals once two sit
    _play_the_hand(pages, sue)


def _play_the_hand(pages: dict[str, Page], sue: Page) -> None:
    """Play by clicking until a hand the three of them were dealt is over (the first may have been
    dealt before the third sat down), checking each page on every turn."""
    checked_slider = False
    played_by_three = 0
    for _ in range(200):
        view = pages["ann"].evaluate("window.pf.view")
        dealt = sum(1 for seat in view["seats"] if seat["dealt"])
        if not view["in_hand"]:
            if played_by_three:
                break
            hand = view["hand"]
            pages["ann"].wait_for_function(f"window.pf.view.hand > {hand} && window.pf.view.in_hand")
            continue
        if dealt == 3:
            played_by_three = view["hand"]
        to_act = view["to_act"]
        page = pages[to_act]
        expect(page.locator("#actions button").first).to_be_visible()
        _nobody_sees_another_s_cards(pages, sue)
        mine = page.evaluate("window.pf.view")
        legal = mine["legal"]
        assert legal is not None and pages["ann"].evaluate("window.pf.view.legal") in (None, legal)
        expect(page.locator("#clock-text")).to_contain_text(to_act)
        if "raise" in legal["actions"] and not checked_slider and dealt == 3:  # the slider holds the legal range
            slider = page.locator("#amount-slider")
            assert (slider.get_attribute("min"), slider.get_attribute("max")) == (
                str(legal["min_to"]),
                str(legal["max_to"]),
            )
            page.screenshot(path=str(ARTIFACTS / "tables-player.png"))
            sue.screenshot(path=str(ARTIFACTS / "tables-spectator.png"))
            checked_slider = True
        verb = "check" if "check" in legal["actions"] else "call"
        seq = mine["seq"]
        page.locator(f'#actions button[data-verb="{verb}"]').click()
        page.wait_for_function(f"window.pf.view.seq > {seq}")
    else:
        raise AssertionError("no hand of the three ended")
    assert checked_slider and played_by_three
    seats = pages["ann"].evaluate("window.pf.view.seats")  # the hand is over: who won what, on every page
    assert sum(1 for seat in seats if seat["dealt"]) == 3 and any(seat.get("won") for seat in seats)
    expect(sue.locator(".seat").filter(has_text=re.compile(r"vince \d+"))).not_to_have_count(0)


def _nobody_sees_another_s_cards(pages: dict[str, Page], sue: Page) -> None:
    """Each player's page shows his own two cards and the backs of the others dealt in (one who
    sat down after the deal has none); the spectator's, only backs."""
    seats = pages["ann"].evaluate("window.pf.view.seats")
    dealt = {seat["player"] for seat in seats if seat["dealt"]}
    assert len(dealt) >= 2
    for name, page in pages.items():
        for other in PLAYERS:
            cards = _cards(page, other)
            if other not in dealt:
                assert cards == [], (name, other, cards)
            elif other == name:
                assert len(cards) == 2 and all(card != "??" for card in cards), (name, cards)
            else:
                assert cards == ["??", "??"], (name, other, cards)
    for other in dealt:
        assert _cards(sue, other) == ["??", "??"]
    faces = sue.locator(".seat .card:not(.back)")
    assert faces.count() == 0
    mine = pages["ann"].locator('.seat[data-player="ann"] .card')
    assert all(FACE.match(mine.nth(k).inner_text()) for k in range(mine.count()))


def test_the_page_shows_a_sit_and_go_s_registration_and_a_table_s_rake(browser: Browser, server: Server) -> None:
    _account(server, "tom")
    token = post(f"{server.url}/api/v1/sessions", {"name": "tom", "password": PASSWORD})[1]["token"]
    levels = [{"blinds": [10, 20], "minutes": 10}, {"blinds": [20, 40]}]
    opened = [
        {"name": "Turbo", "seats": 3, "sit_and_go": {"entry": 10, "chips": 500, "levels": levels}},
        {"name": "Raked", "blinds": [5, 10], "rake": "10/5", "rulebook": "wsop-live"},
    ]
    tables = []
    for settings in opened:
        status, answer = post(f"{server.url}/api/v1/tables", {"settings": settings}, token)
        assert status in (200, 201), answer
        tables.append(answer["table"])
    page = _signed_in(browser, server, "tom")
    said = ("Sit-and-go: it starts when every seat is taken (0 registered); prize pool 0", "Rake 10% / 5")
    for table, words in zip(tables, said, strict=True):
        page.reload()
        expect(page.locator("body")).to_have_attribute("data-section", "lobby")
        page.locator(f'.lobby-row[data-table="{table}"] .watch').click()
        expect(page.locator("#table-options")).to_contain_text(words)
        page.locator("#to-lobby").click()


def _open(page: Page, fields: dict[str, str]) -> None:
    """Fill the lobby's "Open a table" form (an id's value; a select's option) and send it."""
    for field, value in fields.items():
        if page.locator(f"#{field}").evaluate("element => element.tagName") == "SELECT":
            page.select_option(f"#{field}", value)
        else:
            page.fill(f"#{field}", value)
    page.click("#open-table")


def test_the_form_opens_a_table_with_its_options_and_shows_the_server_s_refusal(
    browser: Browser, server: Server
) -> None:
    _account(server, "liv")
    page = _signed_in(browser, server, "liv", lang="ru")
    _open(page, {"open-name": "Options", "open-small": "1", "open-big": "2", "open-rake": "ten/5"})
    expect(page.locator("#notice")).to_contain_text("Отклонено")  # the server's refusal, in the page's language
    expect(page.locator("#notice")).to_contain_text("ten/5")
    assert page.locator("body").get_attribute("data-section") == "lobby"
    options = {"open-rulebook": "wsop-live", "open-rake": "10/5", "open-straddle": "4", "open-straddle-from": "button"}
    _open(page, {**options, "open-bomb-ante": "2", "open-bomb-every": "5"})
    expect(page.locator("body")).to_have_attribute("data-section", "table")
    expect(page.locator("#notice")).to_be_hidden()
    settings = page.evaluate("window.pf.settings")
    assert (settings["rulebook"], settings["straddle"], settings["straddle_from"]) == ("wsop-live", 4, "button")
    assert settings["rake"]["percent"] == 10, settings["rake"]
    assert settings["rake"]["cap"] == 5 and settings["bomb_pot"] == {"ante": 2, "every": 5}
    expect(page.locator("#table-options")).to_contain_text("Рейк 10% / 5")
    expect(page.locator("#table-options")).to_contain_text("Бомб-пот каждые 5 раздач")
    expect(page.locator("#table-options")).to_contain_text("Стреддл 4 с баттона в каждой раздаче")
    page.locator("#to-lobby").click()
    _open(page, {"open-name": "Mississippi", "open-straddle-from": "mississippi"})
    expect(page.locator("#table-options")).to_contain_text("Стреддл Миссисипи 4 в каждой раздаче")
    settings = page.evaluate("window.pf.settings")
    assert settings["straddle_from"] == "mississippi" and settings["rules"] == {"straddle_seats": "any"}
    page.locator("#to-lobby").click()
    sit_and_go = {"open-name": "Turbo", "open-seats": "3", "open-entry": "10", "open-chips": "500", "open-double": "4"}
    _open(page, {**sit_and_go, "open-rulebook": "tda"})
    expect(page.locator("#notice")).to_contain_text("rake: ставки и фишки сит-энд-гоу")  # its pool pays the house
    _open(page, {"open-rake": "", "open-straddle": "", "open-straddle-from": "under-the-gun", "open-bomb-ante": ""})
    expect(page.locator("#notice")).to_contain_text("bomb_pot: ставки и фишки сит-энд-гоу")  # its count left
    _open(page, {"open-bomb-every": ""})
    expect(page.locator("body")).to_have_attribute("data-section", "table")
    tourney = page.evaluate("window.pf.settings.sit_and_go")
    assert (tourney["entry"], tourney["chips"], len(tourney["levels"])) == (10, 500, 10)
    assert tourney["levels"][1] == {"game": "holdem", "blinds": [2, 4], "hands": 4}, tourney["levels"][1]
    expect(page.locator(".seat")).to_have_count(3)
    expect(page.locator("#table-options")).to_contain_text("Сит-энд-гоу")


def test_two_players_all_in_agree_on_the_page_to_run_it_twice_and_see_both_boards(
    browser: Browser, server: Server
) -> None:
    """A table opened by the form that runs it up to three times: the two players all in are each
    offered once, twice or three times (one page in Italian), the board stays as it was until both
    have answered, and both runs are drawn."""
    pages = _players(browser, server, {"dee": "en", "eve": "it"})
    dee = pages["dee"]
    fields = {"open-name": "Twice", "open-small": "1", "open-big": "2", "open-seats": "2", "open-runs": "3"}
    _open(dee, {**fields, "open-rulebook": "wsop-live"})
    expect(dee.locator("#table-options")).to_contain_text("may agree to run the board up to 3 times")
    table = dee.locator("body").get_attribute("data-table")
    assert table
    _sit_down(pages, table, opener="dee")
    dee.wait_for_function("window.pf.view.in_hand && window.pf.view.to_act !== null")
    for verb in ("allin", "call"):
        to_act = dee.evaluate("window.pf.view.to_act")
        pages[to_act].locator(f'#actions button[data-verb="{verb}"]').click()
        pages[to_act].wait_for_function(f"window.pf.view.to_act !== '{to_act}'")
    for page in pages.values():
        expect(page.locator("#agreement")).to_be_visible()
        expect(page.locator("#agreement button")).to_have_count(3)
        assert page.evaluate("window.pf.view.board") == []  # no card before the agreement
    expect(pages["eve"].locator("#agreement-text")).to_contain_text("quante volte")
    pages["dee"].locator('#agreement button[data-runs="2"]').click()
    expect(pages["dee"].locator("#agreement button")).to_have_count(0)  # answered: he waits for eve
    expect(pages["dee"].locator("#agreement-text")).to_contain_text("1 of 2 have answered")
    assert pages["dee"].locator("#runs .run").count() == 0
    pages["eve"].locator('#agreement button[data-runs="3"]').click()
    for page in pages.values():  # the fewest agreed: twice
        expect(page.locator("#runs .run")).to_have_count(2)
        expect(page.locator("#agreement")).to_be_hidden()
    expect(pages["dee"].locator("#runs .run").first.locator(".card")).to_have_count(5)
    expect(pages["eve"].locator("#runs .run").nth(1)).to_contain_text("Giro 2")
    dee.screenshot(path=str(ARTIFACTS / "tables-run-twice.png"))


def test_the_players_vote_a_bomb_pot_on_the_page_and_the_next_hand_is_one(browser: Browser, server: Server) -> None:
    """A table opened by the form with bomb pots by vote: both players click "I'm in" during a
    hand, and the next is a bomb pot of the table's ante, dealt to the flop (one page in Russian)."""
    pages = _players(browser, server, {"fay": "en", "gus": "ru"})
    fay = pages["fay"]
    _open(fay, {"open-name": "Bombs", "open-small": "1", "open-big": "2", "open-seats": "2", "open-bomb-vote": "5"})
    expect(fay.locator("#table-options")).to_contain_text("A bomb pot of 5 when every player present agrees")
    table = fay.locator("body").get_attribute("data-table")
    assert table
    _sit_down(pages, table, opener="fay")
    fay.wait_for_function("window.pf.view.in_hand && window.pf.view.hand === 1 && window.pf.view.to_act !== null")
    expect(pages["gus"].locator("#bomb-in")).to_contain_text("я за")
    for page in pages.values():
        page.locator("#bomb-in").click()
    fay.wait_for_function("Object.keys(window.pf.view.bomb_votes).length === 2")
    expect(fay.locator("#bomb-votes")).to_contain_text("2 in, 0 out, of 2 present")
    to_act = fay.evaluate("window.pf.view.to_act")
    pages[to_act].locator('#actions button[data-verb="fold"]').click()
    fay.wait_for_function("window.pf.view.hand === 2")
    view = fay.evaluate("window.pf.view")
    assert view["bomb_pot"] == 5 and view["street"] == "flop" and len(view["board"]) == 3, view
    assert view["bomb_votes"] == {}  # the votes were for that hand


def test_a_super_stud_player_at_the_discard_may_click_only_his_down_cards(browser: Browser, server: Server) -> None:
    """At Super Stud's discard the page lets the player mark his down cards to throw, never the
    card he holds face up (WSOP 2024 Live Action Rule 246: the engine would refuse it)."""
    pages = _players(browser, server, {"hal": "en", "ida": "en"})
    token = post(f"{server.url}/api/v1/sessions", {"name": "hal", "password": PASSWORD})[1]["token"]
    settings = {
        "name": "Super",
        "game": "super-stud",
        "small_bet": 20,
        "big_bet": 40,
        "ante": 1,
        "bring_in": 5,
        "seats": 2,
        "rulebook": "wsop-live",
    }
    status, answer = post(f"{server.url}/api/v1/tables", {"settings": settings}, token)
    assert status in (200, 201), answer
    _sit_down(pages, answer["table"])
    hal = pages["hal"]
    hal.wait_for_function("window.pf.view.in_hand && window.pf.view.to_act !== null")
    for _ in range(10):  # the first betting round, played passively: the discard comes next
        view = hal.evaluate("window.pf.view")
        to_act = view["to_act"]
        legal = pages[to_act].evaluate("window.pf.view.legal")
        if legal is not None and legal["actions"] == ["draw"]:
            break
        verb = next(verb for verb in ("check", "call", "bring-in") if legal and verb in legal["actions"])
        pages[to_act].locator(f'#actions button[data-verb="{verb}"]').click()
        pages[to_act].wait_for_function(f"window.pf.view.seq > {view['seq']}")
    page = pages[to_act]
    legal = page.evaluate("window.pf.view.legal")
    assert legal["least"] == legal["most"] == 2 and len(legal["up"]) == 1, legal
    mine = page.locator(f'.seat[data-player="{to_act}"]')
    mine.locator(f'.card[data-card="{legal["up"][0]}"]').click()
    expect(mine.locator(".card.marked")).to_have_count(0)  # the up card is kept
    down = next(card for card in legal["cards"] if card not in legal["up"])
    mine.locator(f'.card[data-card="{down}"]').click()
    expect(mine.locator(".card.marked")).to_have_count(1)


#: Whether the page draws the two boards one row under the other (asked of the page at once: a
#: view arriving between two questions would replace the rows asked about).
STACKED_ROWS = """() => {
  const rows = [...document.querySelectorAll("#board .board-row")].map((row) => row.getBoundingClientRect());
  return rows.length === 2 && rows[0].height > 0 && rows[1].top >= rows[0].bottom - 1;
}"""


def test_a_double_board_table_draws_its_two_boards_as_two_rows(browser: Browser, server: Server) -> None:
    """A Double Board Hold'em table: after the flop each page shows the top board and the bottom
    board as two rows of three cards, one above the other (before, one row of six)."""
    for name in ("jo", "kit"):
        assert post(f"{server.url}/api/v1/accounts", {"name": name, "password": PASSWORD})[0] == 201
    token = post(f"{server.url}/api/v1/sessions", {"name": "jo", "password": PASSWORD})[1]["token"]
    settings = {"name": "Split", "game": "double-board-holdem", "blinds": [1, 2], "seats": 2, "rulebook": "wsop-live"}
    status, answer = post(f"{server.url}/api/v1/tables", {"settings": settings}, token)
    assert status in (200, 201), answer
    table = answer["table"]
    pages = {name: _signed_in(browser, server, name) for name in ("jo", "kit")}
    for seat, page in enumerate(pages.values(), start=1):
        page.locator(f'.lobby-row[data-table="{table}"] .watch').click()
        page.locator(f'.seat[data-seat="{seat}"] .sit').click()
    jo = pages["jo"]
    jo.wait_for_function("window.pf.view.in_hand && window.pf.view.to_act !== null")
    for _ in range(4):  # the first betting round, called and checked: the flops come next
        view = jo.evaluate("window.pf.view")
        if view["street"] != "preflop":
            break
        to_act = view["to_act"]
        legal = pages[to_act].evaluate("window.pf.view.legal")
        verb = next(verb for verb in ("check", "call") if verb in legal["actions"])
        pages[to_act].locator(f'#actions button[data-verb="{verb}"]').click()
        pages[to_act].wait_for_function(f"window.pf.view.seq > {view['seq']}")
    for page in pages.values():
        page.wait_for_function("window.pf.view.street === 'flop'")
        rows = page.locator("#board .board-row")
        expect(rows).to_have_count(2)
        expect(rows.nth(0).locator(".card")).to_have_count(3)
        expect(rows.nth(1).locator(".card")).to_have_count(3)
        page.wait_for_function(STACKED_ROWS)  # the bottom board under the top one, measured in one go
    boards = jo.evaluate("window.pf.view.boards")
    assert [len(board) for board in boards] == [3, 3] and jo.evaluate("window.pf.view.board.length") == 6
    jo.screenshot(path=str(ARTIFACTS / "tables-two-boards.png"))
