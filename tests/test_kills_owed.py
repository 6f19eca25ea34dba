"""A kill missed while another falls due (WSOP 2024 Live Action Rules 197 and 198): "If a kill is
already active on that particular hand, the participant will then have to kill at the first
opportunity after the button passes", and "only one kill is allowed per deal"."""

from __future__ import annotations

from pokerfloor import FixedLimit, rulebook
from pokerfloor.play.kills import KillState
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session

NAMES = ("A", "B", "C", "D", "E", "F")


def _session() -> Session:
    stakes = Stakes(FixedLimit(2, 4), rulebook("wsop-live"), blinds=(1, 2))
    return Session(Seating.start(dict.fromkeys(NAMES, 200)), stakes, seed=5, kill="full")


def test_a_kill_missed_in_a_blind_is_owed_after_the_new_kill() -> None:
    """B must kill but is in the big blind; D wins a second pot meanwhile: D kills the next hand
    (the kill active on it), and B still owes his, posted at a later hand, one kill a deal."""
    session = _session()
    session.kill_state = KillState(leg="D", due="B")
    table = session.deal().table
    assert table.kill is None and table.names[table.blind_seats[1]] == "B"  # B may not kill from the blind
    preflop = ["C raise 4", "D raise 6", "E fold", "F fold", "A fold", "B fold", "C call"]
    session.play_hand([*preflop, "C check", "D bet 2", "C fold"])
    assert session.kill_state == KillState("D", "D", ("B",))
    table = session.deal().table
    assert table.kill_seat is not None and table.names[table.kill_seat] == "D"
    killers = []
    chips = session.chips
    for _ in range(8):
        table = session.deal().table
        if table.kill_seat is not None:
            killers.append(table.names[table.kill_seat])
        session.play_hand()
        assert session.chips == chips
    assert killers[:1] == ["D"] and "B" in killers
    assert "B" not in session.kill_state.owed
