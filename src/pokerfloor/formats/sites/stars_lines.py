"""PokerStars' words: the shapes of the lines of its hand histories, as
:mod:`~pokerfloor.formats.sites.pokerstars` reads them (and the sites that write its shapes,
:mod:`~pokerfloor.formats.sites.ggpoker` and :mod:`~pokerfloor.formats.sites.winamax`, with
words of their own).
"""

from __future__ import annotations

import re

__all__ = [
    "ACTIONS",
    "ALL_IN",
    "AMOUNT",
    "BRACKETS",
    "CURRENCY",
    "DRAW",
    "GAME",
    "HEADER",
    "LEVEL",
    "MOST_DIGITS",
    "NOTICES",
    "POST",
    "POSTS",
    "RUNS",
    "RUN_STREETS",
    "SEAT",
    "STAKES",
    "STREET",
    "TABLE",
    "TABLE_TALK",
    "TOURNAMENT",
    "bet_words",
]

HEADER = re.compile(r"^\s*(?P<site>[^#\n]*?)\s*(?:Hand|Game)\s+#(?P<number>[\w-]+):\s*(?P<rest>.*)$", re.IGNORECASE)
TOURNAMENT = re.compile(r"^Tournament #(?P<number>\d+),\s*(?P<rest>.*)$", re.IGNORECASE)
LEVEL = re.compile(r"\s+-\s+(?:Match Round \w+, )?Level (?P<level>[\w]+)\s*(?:\((?P<stakes>[^)]*)\))?")
GAME = re.compile(
    r"^(?P<base>.+?)\s+(?P<limit>no limit|pot limit|fixed limit|spread limit|limit)$",
    re.IGNORECASE,
)
STAKES = re.compile(r"(?P<small>[^\s/\d]*[\d.,]+)\s*/\s*(?P<big>[^\s/\d]*[\d.,]+)")
CURRENCY = re.compile(r"\b(?P<code>[A-Z]{3})\s*\)?\s*$")
TABLE = re.compile(
    r"^\s*Table (?:ID )?'(?P<name>.*)'\s*(?:(?P<max>\d+)-max)?(?P<middle>.*?)"
    r"(?:Seat #(?P<button>\d+) is the button)?\s*$",
    re.IGNORECASE,
)
SEAT = re.compile(
    r"^\s*Seat (?P<number>\d+): (?P<name>.+?) \((?P<stack>[^\s()]+) in chips"
    r"(?:, (?P<bounty>[^)]*?) bounty)?\)(?P<rest>.*)$"
)
STREET = re.compile(r"^\s*\*\*\* (?P<name>[^*]+?) \*\*\*\s*(?P<cards>.*)$")
BRACKETS = re.compile(r"\[([^\]]*)\]")
AMOUNT = r"([^\s\d]*\d[\d,]*(?:\.\d+)?)"
ALL_IN = re.compile(r"\s+and (?:is all-in|has reached the [^\s]+ cap)\s*$")

POSTS = {
    "small blind": "small blind",
    "big blind": "big blind",
    "small & big blinds": "dead",
    "the ante": "ante",
    "ante": "ante",
    "button blind": "button blind",
    "straddle": "straddle",
}
POST = re.compile(
    r"^posts (?P<what>small & big blinds|small blind|big blind|the ante|ante|button blind|straddle) " + AMOUNT
)
ACTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # A fold may say why (a tracker's converted file: "folds (disconnect)"): a fold all the same.
    ("fold", re.compile(r"^folds(?:\s*\[(?P<cards>[^\]]*)\])?(?:\s*\((?:disconnect(?:ed)?|timeout|timed out)\))?$")),
    ("check", re.compile(r"^checks$")),
    ("call", re.compile(r"^calls " + AMOUNT + "$")),
    ("bet", re.compile(r"^bets " + AMOUNT + "$")),
    ("raise", re.compile(r"^raises " + AMOUNT + " to " + AMOUNT + "$")),
    ("bring-in", re.compile(r"^brings in for " + AMOUNT + "$")),
    ("complete", re.compile(r"^completes it to " + AMOUNT + "$")),
)
DRAW = re.compile(
    r"^(?:discards (?P<count>\d+) cards?(?:\s*\[(?P<cards>[^\]]*)\])?|stands pat(?: on \[(?P<kept>[^\]]*)\])?)$"
)
#: Lines about the table, not the hand: kept out of the record, never an error.
TABLE_TALK = re.compile(
    r"(?: joins the table at seat #\d+| leaves the table| has timed out(?: while disconnected)?"
    r"| is (?:dis)?connected| has returned| will be allowed to play after the button"
    r"| was removed from the table for failing to post| finished the tournament.*| wins the tournament.*"
    r"| is sitting out| sits out| has reached the .* cap| denies big blind| deny BB .*"  # (Winamax's: sits it out)
    r"|: is sitting out|: sits out|: is disconnected|: has timed out|: has returned|: said, \".*\"| said, \".*\")$"
)
NOTICES = re.compile(
    r"^(?:Betting is capped|Pair on board - a double bet is allowed|No low hand qualified|The deck is reshuffled"
    r"|Hand was run (?:twice|two times|three times)|\*{3,} # \d+ \*+|.*: Table deposit .*)$"
)

#: The most digits of a seat's number, a table's size or a count of cards.
MOST_DIGITS = 4

#: The streets a run names (``*** SECOND RIVER ***``, GGPoker's ``*** SECOND SHOWDOWN ***``).
RUN_STREETS = frozenset({"flop", "turn", "river", "show down", "showdown"})

#: The ordinal words of a run (``*** SECOND RIVER ***``).
RUNS = {"first": 1, "second": 2, "third": 3}


#: PokerStars' verbs of a call and a bet (a raise, a bring-in and a completion have their own shapes).
_BET_VERBS = {"call": "calls", "bet": "bets"}


def bet_words(who: str, detail: str, amount: str, to: str, *, all_in: bool) -> str:
    """A call, a bet, a raise (``amount`` it adds, ``to`` its street total), a bring-in or a
    completion (``to``) as PokerStars writes the line, the amounts as the record writes money: one
    shape for the writer (:mod:`~pokerfloor.formats.sites.pokerstars_writer`) and for the readers
    that put another site's lines in PokerStars' words (:mod:`~pokerfloor.formats.sites.partypoker`)."""
    if detail == "raise":
        words = f"raises {amount} to {to}"
    elif detail == "complete":
        words = f"completes it to {to}"
    elif detail == "bring-in":
        words = f"brings in for {amount}"
    else:
        words = f"{_BET_VERBS[detail]} {amount}"
    return f"{who}: {words} and is all-in" if all_in else f"{who}: {words}"
